/**
 * Astro integration: after every build, writes generated/firestore.rules (what the emulators load
 * and firebase.json deploys) from the membership document the pages were built from, through the
 * same content layer (bundled dataset or hosted project), so the rules accept exactly the minimum
 * age the page and its form state. The build, not a page, writes it: rendering stays free of side effects.
 */
import { relative } from 'node:path';
// Imported with the config, not in the hook: Astro loads the config through Vite's module runner,
// which is closed by the time astro:build:done runs, so a dynamic import there fails.
import { tsImport } from 'tsx/esm/api';
import { writeFirestoreRules } from '../firestoreRules.mjs';

/** @returns {import('astro').AstroIntegration} */
export default function firestoreRules() {
  return {
    name: 'firestore-rules',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        // The content layer is TypeScript with extensionless imports: load it as content:check does.
        /** @type {typeof import('../../src/content/pages')} */
        const { getMembership } = await tsImport('../../src/content/pages.ts', import.meta.url);
        const written = writeFirestoreRules(await getMembership());
        logger.info(`${relative(process.cwd(), written)} skrevet med aldersgrensen fra medlemskapsdokumentet`);
      },
    },
  };
}
