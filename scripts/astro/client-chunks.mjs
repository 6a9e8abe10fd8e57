/**
 * Astro integration: fewer, larger browser chunks where every page that loads one part loads the
 * others too. Each file is compressed on its own, so a dozen tiny chunks cost more bytes (and
 * requests) than one chunk with the same code:
 * - `react`: React, React DOM and the scheduler (every island needs all of them; Astro's React client
 *   stays apart, the /vuefire app hydrates itself without it);
 * - `firebase`: the Firebase core (app, util, component, logger, idb, and the site's app module) that
 *   every Firebase product needs;
 * - `demo`: the /vuefire app's shell (App, route table, guards, navigation, session store, wouter).
 * Modules other pages share with the demo shell get their own group first (groups take their
 * modules' dependencies along, and a page must not load the demo shell for one helper).
 */

const GROUPS = [
  // The site's one script (src/scripts/everyPage.ts, named by BaseLayout.astro) keeps the modules it
  // shares with islands and the demo (the consent state and cookies) in its own file: as a chunk of
  // their own they would be one more request before the largest paint (tests/dist/oneScript.test.ts).
  {
    name: 'everyPage',
    test: /src[\\/](layouts[\\/]BaseLayout\.astro\?astro&type=script|features[\\/]consent[\\/](consentState|cookies)\.ts)|model[\\/]showsNothingClass\.ts|node_modules[\\/]js-cookie[\\/]/,
    priority: 20,
  },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
  { name: 'preload-helper', test: /preload-helper/, priority: 9 },
  { name: 'useHydrated', test: /src[\\/]features[\\/]useHydrated/, priority: 9 },
  // The Firebase options alone (the Analytics screen reads them before it loads any Firebase code).
  { name: 'firebase-config', test: /src[\\/]firebase[\\/]config\.ts/, priority: 5 },
  {
    name: 'firebase',
    test: /node_modules[\\/](@firebase[\\/](app|util|component|logger)|idb)[\\/]|src[\\/]firebase[\\/]app\.ts/,
    priority: 4,
  },
  {
    name: 'demo',
    test: /src[\\/]demo[\\/](hydrate\.tsx|App\.tsx|routes\.ts|guards\.ts|navigation[\\/]|auth[\\/]sessionStore\.ts|ui[\\/]ErrorBox\.tsx)|node_modules[\\/](wouter|regexparam|use-sync-external-store)[\\/]/,
    priority: 1,
  },
];

/** @returns {import('astro').AstroIntegration} */
export default function clientChunks() {
  return {
    name: 'client-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'client-chunk-groups',
                // The browser build only: the server build keeps Astro's own chunking.
                configEnvironment(name) {
                  if (name === 'client') return { build: { rolldownOptions: { output: { codeSplitting: { groups: GROUPS } } } } };
                },
              },
            ],
          },
        });
      },
    },
  };
}
