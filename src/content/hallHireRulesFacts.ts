/**
 * What firestore.rules take from the hall hire's content: each room's slug, name and seats, and the
 * «Utleie» page's terms, with the site's contact e-mail and phone where the page leaves them empty.
 * A house without rooms lets nothing: its facts have no rooms, and the rules refuse every request.
 */
import type { HireRulesFacts, HireTerms } from '../../model/hallHire';
import { SINGLETON_IDS } from '../../model/singletons';
import { DatasetError, required } from './datasetError';
import type { Fetcher } from './sources';

/** The hire page's singleton (model/singletons.ts names it once the Studio has the page). */
const HIRE_PAGE_ID = 'hallHirePage';

// Not in queries.ts: no Studio schema for these types yet, so TypeGen has nothing to type them by.
const hireRulesQuery = `{
  "rooms": *[_type == "hallRoom" && !(_id in path("drafts.**"))] | order(order asc){ name, "slug": slug.current, seats },
  "page": *[_type == "hallHirePage" && _id == $page][0]{ openFrom, openTo, noticeDays, horizonDays, retentionMonths, email, phone },
  "site": *[_type == "siteSettings" && _id == $site][0]{ email, phone }
}`;

type Maybe<T> = { [K in keyof T]: T[K] | null };
type HireRulesQueryResult = {
  rooms: Maybe<{ name: string; slug: string; seats: number }>[];
  page: Maybe<HireTerms> | null;
  site: Maybe<{ email: string; phone: string }> | null;
};

/** Terms of a house that lets no room: never written into a rule that could accept anything. */
const NO_TERMS: HireTerms = { openFrom: '', openTo: '', noticeDays: 0, horizonDays: 0, email: '', phone: '', retentionMonths: 0 };

export async function getHireRulesFacts(fetch: Fetcher): Promise<HireRulesFacts> {
  const { rooms, page, site } = await fetch<HireRulesQueryResult>(hireRulesQuery, { page: HIRE_PAGE_ID, site: SINGLETON_IDS.siteSettings });
  if (rooms.length === 0) return { rooms: [], terms: NO_TERMS };
  if (!page) throw new DatasetError(HIRE_PAGE_ID, '_id', 'dokumentet «Utleie» finnes ikke, men det finnes rom å leie.');
  const roomFacts = rooms.map((room, index) => {
    const id = `hallRoom ${room.slug ?? index + 1}`;
    return { slug: required(id, 'slug', room.slug), name: required(id, 'name', room.name), seats: required(id, 'seats', room.seats) };
  });
  return {
    rooms: roomFacts,
    terms: {
      openFrom: required(HIRE_PAGE_ID, 'openFrom', page.openFrom),
      openTo: required(HIRE_PAGE_ID, 'openTo', page.openTo),
      noticeDays: required(HIRE_PAGE_ID, 'noticeDays', page.noticeDays),
      horizonDays: required(HIRE_PAGE_ID, 'horizonDays', page.horizonDays),
      retentionMonths: required(HIRE_PAGE_ID, 'retentionMonths', page.retentionMonths),
      // Empty on the page: the site's own contact details.
      email: page.email?.trim() || required(SINGLETON_IDS.siteSettings, 'email', site?.email),
      phone: page.phone?.trim() || required(SINGLETON_IDS.siteSettings, 'phone', site?.phone),
    },
  };
}
