/**
 * The preview's source against the stand-in: drafts over published, and stega edit links only on
 * display texts (a marker in a slug, a date or a rule would change what a page computes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { stegaClean } from '@sanity/client/stega';
import { draftSource } from '../../../src/preview/draftSource';
import { previewConfigFromEnv } from '../../../src/preview/previewConfig';
import { eventsQuery } from '../../../src/content/queries';
import { readNdjson } from '../../../src/content/sources';
import { startSanityApiStandIn, type StandIn } from '../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../stand-ins/sanity/project';

const bundled = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
const DRAFT_TITLE = 'Bønnemøte (utkast)';
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startSanityApiStandIn([
    ...bundled,
    { ...bundled.find((doc) => doc._id === 'event-bonnemote')!, _id: 'drafts.event-bonnemote', title: DRAFT_TITLE },
  ]);
});
afterAll(() => standIn?.stop());

const config = () =>
  previewConfigFromEnv({
    SANITY_PROJECT_ID: 'demo0000',
    SANITY_API_HOST: standIn.apiHost,
    SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
    SANITY_STUDIO_URL: 'http://studio.test',
  });

describe('the preview’s drafts source', () => {
  it('needs a project, a read token and the Studio’s URL, and says which are missing', () => {
    expect(() => previewConfigFromEnv({ SANITY_PROJECT_ID: 'demo0000' })).toThrow(/SANITY_API_READ_TOKEN, SANITY_STUDIO_URL/);
  });

  it('gives the draft, with an edit link in its title and none in computed fields', async () => {
    const events = await draftSource(config())<Record<string, unknown>[]>(eventsQuery);
    const event = events.find((e) => stegaClean(e.title) === DRAFT_TITLE)!;
    expect(event).toBeDefined();
    expect(event.title).not.toBe(DRAFT_TITLE);
    const marked = Object.entries(event)
      .filter(([, value]) => typeof value === 'string' && stegaClean(value) !== value)
      .map(([name]) => name);
    expect(marked).toContain('title');
    // Only display texts: never a slug, a date, a time zone or a rule.
    expect(marked.every((name) => ['title', 'summary', 'description'].includes(name))).toBe(true);
  });
});
