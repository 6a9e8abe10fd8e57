/**
 * Astro integration: after every build, writes generated/firestore.rules (what the emulators load
 * and firebase.json deploys) from the membership document and the programme the pages were built
 * from, through the same content layer (bundled dataset or hosted project) and clock, so the rules
 * accept exactly the minimum age the page and its form state, and no answer for a meeting the pages
 * show as cancelled. The build, not a page, writes it: rendering stays free of side effects.
 */
import { relative } from 'node:path';
// Imported with the config, not in the hook: Astro loads the config through Vite's module runner,
// which is closed by the time astro:build:done runs, so a dynamic import there fails.
import { uncheckedContentFetcher } from '../../src/content/loader.ts';
import { getFirestoreRulesFacts } from '../../src/content/firestoreRulesFacts.ts';
import { writeFirestoreRules } from '../firestoreRules.mjs';

/** @returns {import('astro').AstroIntegration} */
export default function firestoreRules() {
  return {
    name: 'firestore-rules',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        // The pages were built, so the content passed the schema check: read it without checking again.
        const facts = await getFirestoreRulesFacts(uncheckedContentFetcher());
        const written = writeFirestoreRules(facts);
        logger.info(
          `${relative(process.cwd(), written)} skrevet med aldersgrensen fra medlemskapsdokumentet , ${facts.cancelledOccurrenceIds.length} avlyste arrangementer fra programmet og ${facts.hire.rooms.length} rom til utleie`,
        );
      },
    },
  };
}
