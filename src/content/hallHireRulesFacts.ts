/**
 * What firestore.rules take from the hall hire's content: each room's slug, name and seats, and the
 * terms, checked as the page checks them (src/content/hallHire.ts). A house without rooms lets
 * nothing: its facts have no rooms, and the rules refuse every request.
 */
import type { HireRulesFacts, HireTerms } from '../../model/hallHire';
import { getHallHire } from './hallHire';
import type { Fetcher } from './sources';

/** Terms of a house that lets no room: never written into a rule that could accept anything. */
const NO_TERMS: HireTerms = { openFrom: '', openTo: '', noticeDays: 0, horizonDays: 0, email: '', phone: '', retentionMonths: 0 };

export async function getHireRulesFacts(fetch: Fetcher): Promise<HireRulesFacts> {
  const hire = await getHallHire(fetch);
  if (!hire) return { rooms: [], terms: NO_TERMS };
  return { rooms: hire.rooms.map(({ slug, name, seats }) => ({ slug, name, seats })), terms: hire.terms };
}
