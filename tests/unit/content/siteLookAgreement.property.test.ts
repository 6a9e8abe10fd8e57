/**
 * The house's look (accent colour and logo in «Innstillinger for nettstedet»): what the Studio lets
 * a volunteer publish builds, and what the build (and so `npm run content:check`, which reads the
 * settings through the same getSiteSettings) refuses, the Studio refused first with the same words.
 * Each settings document is validated as the Studio does it (its workspace, offline) and read as the
 * build does it.
 */
import fc from 'fast-check';
import { validateDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { studioWorkspace } from '../../support/studioWorkspace';
import { getSiteSettings } from '../../../src/content/pages';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

const bundled = loadBundledDataset();
const settings = bundled.find((d) => d._type === 'siteSettings')!;
const name = String(settings.productName);

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
/** Mostly colour codes (light ones refused, dark ones taken), now and then a word or a short code. */
const accentColour = fc.option(
  fc.oneof({ arbitrary: hex, weight: 8 }, { arbitrary: fc.constantFrom('rød', '#abc', ' #1D5567 '), weight: 1 }),
  {
    nil: undefined,
  },
);
const logo = fc.option(
  fc.record({
    alt: fc.constantFrom(undefined, 'Tegning av bedehuset', `${name}, logo`),
    replacesName: fc.boolean(),
  }),
  { nil: undefined },
);

const workspace = studioWorkspace;

async function studioErrors(document: SanityDocument): Promise<{ field: string; message: string }[]> {
  const markers = await validateDocument({
    document: document as never,
    workspace: (await workspace) as never,
    getClient: () => ({}) as never,
    getDocumentExists: async () => true,
    environment: 'studio',
  } as never);
  return markers.filter((m) => m.level === 'error').map((m) => ({ field: m.path.map(String).join('.'), message: m.message }));
}

async function buildRefusal(document: SanityDocument): Promise<string | null> {
  const dataset = bundled.map((d) => (d._id === document._id ? document : d));
  try {
    await getSiteSettings(groqJsFetcher(dataset));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the Studio and the build on the house look', () => {
  it('agree on every accent colour and logo: what the Studio lets through builds, each refusal in the same words', async () => {
    let refused = 0;
    let built = 0;
    await fc.assert(
      fc.asyncProperty(accentColour, logo, async (colour, image) => {
        const document: SanityDocument = {
          ...settings,
          ...(colour !== undefined ? { accentColour: colour } : {}),
          ...(image
            ? {
                logo: {
                  _type: 'image',
                  _sanityAsset: 'image@file://./images/bedehuset.svg',
                  ...(image.alt ? { alt: image.alt } : {}),
                  replacesName: image.replacesName,
                },
              }
            : {}),
        };
        const studio = await studioErrors(document);
        const build = await buildRefusal(document);
        if (studio.length) refused += 1;
        else built += 1;
        const said = studio.map((e) => `${e.field}: ${e.message}`).join(' | ');
        expect(build === null, `Studio: ${said || 'ingen feil'}\nBygget: ${build ?? 'går gjennom'}`).toBe(studio.length === 0);
        // The build stops at the first: one of the Studio's errors, on the same field, in the same words
        // (a missing alt text the build calls missing, as it does every required field).
        if (build === null) return;
        const same = studio.some(
          ({ field, message }) => build.includes(`feltet «${field}»`) && (build.endsWith('mangler.') || build.includes(message)),
        );
        expect(same, `Studio: ${said}\nBygget: ${build}`).toBe(true);
      }),
      { numRuns: 80 },
    );
    expect(refused).toBeGreaterThan(5);
    expect(built).toBeGreaterThan(5);
  }, 120_000);
});
