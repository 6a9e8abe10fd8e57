/**
 * What generated/firestore.rules takes from the content (scripts/firestoreRules.mjs writes it in):
 * the membership document's minimum age, the occurrence ids the programme marks cancelled and the
 * hall hire's rooms and terms, read
 * through the same content layer and clock as the pages, so the rules refuse what the pages refuse.
 */
import type { HireRulesFacts } from '../../model/hallHire';
import { siteNow } from '../lib/clock';
import { getHireRulesFacts } from './hallHireRulesFacts';
import { contentFetcher } from './loader';
import { getMembership } from './pages';
import { buildProgramme, type Programme } from './programme';
import type { Fetcher } from './sources';

export interface FirestoreRulesFacts {
  minimumAge: number;
  /** Every cancelled occurrence the build makes a page for (upcoming and archive): they take no answers. */
  cancelledOccurrenceIds: string[];
  /** The rooms a visitor may ask to hire and the terms: none, and the rules refuse every request. */
  hire: HireRulesFacts;
}

const cancelledOccurrenceIds = (programme: Pick<Programme, 'all'>): string[] =>
  programme.all.filter((o) => o.cancelled).map((o) => o.occurrenceId);

export async function getFirestoreRulesFacts(fetch: Fetcher = contentFetcher(), now: Date = siteNow()): Promise<FirestoreRulesFacts> {
  const [membership, programme, hire] = await Promise.all([getMembership(fetch), buildProgramme(fetch, now), getHireRulesFacts(fetch)]);
  return { minimumAge: membership.minimumAge, cancelledOccurrenceIds: cancelledOccurrenceIds(programme), hire };
}
