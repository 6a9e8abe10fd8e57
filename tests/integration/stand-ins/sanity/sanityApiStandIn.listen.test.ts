/**
 * The stand-in's listener speaks the hosted API's wire format well enough for the Studio's own
 * document-pair listener (`getPairListener` from sanity, the code behind every open form): after
 * Publiser it hears the published document appear and the draft disappear. A deletion's event
 * carries `resultRev` (the transaction's id) as the API sends it; without it the Studio cannot chain
 * the event to the draft's revision, drops it, and the form keeps «Publiser» and «Utkast» until a
 * reload (seen on a new series in the Studio walk).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SanityClient } from '@sanity/client';
import { getPairListener } from 'sanity';
import type { SanityDocument } from '../../../../src/content/sources';
import { startSanityApiStandIn, type StandIn } from '../../../../stand-ins/sanity/sanityApiStandIn';
import { standInClient } from '../../../../stand-ins/sanity/client';

const SERIES = { _type: 'event', title: 'Strikkekafé', recurrence: { _type: 'recurrence', frequency: 'weekly' } };
const NEW = { publishedId: 'event-ny', draftId: 'drafts.event-ny' };
const EXISTING = { publishedId: 'event-gammel', draftId: 'drafts.event-gammel' };

let standIn: StandIn;
let client: SanityClient;
beforeAll(async () => {
  standIn = await startSanityApiStandIn([
    { ...SERIES, _id: NEW.draftId },
    { ...SERIES, _id: EXISTING.publishedId },
    { ...SERIES, _id: EXISTING.draftId, title: 'Strikkekafé i peisestua' },
  ] as SanityDocument[]);
  client = standInClient(standIn.apiHost);
});
afterAll(() => standIn?.stop());

interface PairEvent {
  type: string;
  documentId?: string;
  transition?: string;
}

describe('the stand-in’s listener, heard by the Studio’s document-pair listener', () => {
  it.each([
    ['a new series (never published)', NEW],
    ['a published series with a draft', EXISTING],
  ])('Publiser on %s: the published document appears and the draft disappears', async (_, pair) => {
    const events: PairEvent[] = [];
    // (Two copies of @sanity/client's types: sanity's and the project's.)
    const subscription = getPairListener(client as unknown as Parameters<typeof getPairListener>[0], pair).subscribe((event) =>
      events.push(event),
    );
    try {
      await expect.poll(() => events.filter((event) => event.type === 'snapshot').length, { timeout: 20_000 }).toBe(2);
      await client.action({ actionType: 'sanity.action.document.publish', draftId: pair.draftId, publishedId: pair.publishedId });
      const heard = () =>
        events
          .filter((event) => event.type === 'mutation')
          .map((event) => `${event.documentId}: ${event.transition}`)
          .sort();
      await expect
        .poll(heard, { timeout: 10_000 })
        .toEqual([`${pair.draftId}: disappear`, `${pair.publishedId}: ${pair === NEW ? 'appear' : 'update'}`]);
    } finally {
      subscription.unsubscribe();
    }
  });
});
