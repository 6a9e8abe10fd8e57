/**
 * Hall hire's content: the rooms and the «Utleie» document's text and terms, each checked once (a
 * wrong field stops the build naming document and field). A house without rooms has no /utleie.
 */
import type { HallRoom, HireTerms } from '../../model/hallHire';
import { clockProblem, clockValue, hireDaysProblem, hireSlugProblem, PRICE_UNITS } from '../../model/hallHireTerms';
import { minutesOf } from '../../model/hallHire';
import { SINGLETON_IDS } from '../../model/singletons';
import type { ContentBlocks, HallHirePageQueryResult, HallRoomsQueryResult } from '../../sanity.types';
import { DatasetError, required } from './datasetError';
import { contentFetcher } from './loader';
import { getSiteSettings } from './pages';
import { hallHirePageQuery, hallRoomsQuery } from './queries';
import type { Fetcher } from './sources';
import type { HostedImageSource } from './hostedImage';

export type HallRoomContent = Omit<HallRoom, 'image'> & {
  id: string;
  image?: { url: string; alt: string; hosted?: HostedImageSource };
};

export interface HallHire {
  rooms: HallRoomContent[];
  terms: HireTerms;
  body: ContentBlocks;
  houseRules: ContentBlocks;
}

const UNITS: ReadonlySet<string> = new Set(PRICE_UNITS.map(({ value }) => value));

function checkRoom(doc: HallRoomsQueryResult[number]): HallRoomContent {
  const slug = required(doc.id, 'slug', doc.slug);
  const slugProblem = hireSlugProblem(slug);
  if (slugProblem) throw new DatasetError(doc.id, 'slug', slugProblem);
  const seats = required(doc.id, 'seats', doc.seats);
  if (!Number.isInteger(seats) || seats < 1) throw new DatasetError(doc.id, 'seats', 'skriv antall sitteplasser som et helt tall fra 1.');
  const prices = required(doc.id, 'prices', doc.prices).map((price, i) => {
    const field = `prices[${i}]`;
    const unit = required(doc.id, `${field}.unit`, price.unit);
    if (!UNITS.has(unit)) throw new DatasetError(doc.id, `${field}.unit`, `«${unit}» er ingen enhet (time, dag, helg eller gang).`);
    const kroner = (key: 'members' | 'others') => {
      const value = required(doc.id, `${field}.${key}`, price[key]);
      if (!Number.isInteger(value) || value < 0) throw new DatasetError(doc.id, `${field}.${key}`, 'skriv prisen i hele kroner.');
      return value;
    };
    return {
      label: required(doc.id, `${field}.label`, price.label),
      unit: unit,
      members: kroner('members'),
      others: kroner('others'),
    };
  });
  const image = doc.image?.url
    ? {
        url: doc.image.url,
        alt: required(doc.id, 'image.alt', doc.image.alt),
        ...(doc.image.hosted ? { hosted: doc.image.hosted } : {}),
      }
    : undefined;
  return {
    id: doc.id,
    slug,
    name: required(doc.id, 'name', doc.name),
    seats,
    equipment: (doc.equipment ?? []).filter((item): item is string => Boolean(item?.trim())),
    prices,
    usedByMeetings: doc.usedByMeetings === true,
    ...(image ? { image } : {}),
  };
}

function checkTerms(doc: NonNullable<HallHirePageQueryResult>, contact: { email: string; phone: string }): HireTerms {
  const id = doc.id;
  const clock = (field: 'openFrom' | 'openTo') => {
    const text = required(id, field, doc[field]);
    const problem = clockProblem(text);
    if (problem) throw new DatasetError(id, field, problem);
    return clockValue(text)!;
  };
  const days = (field: 'noticeDays' | 'horizonDays' | 'retentionMonths') => {
    const value = required(id, field, doc[field]);
    const problem = hireDaysProblem(field, value);
    if (problem) throw new DatasetError(id, field, problem);
    return value;
  };
  const terms = {
    openFrom: clock('openFrom'),
    openTo: clock('openTo'),
    noticeDays: days('noticeDays'),
    horizonDays: days('horizonDays'),
    retentionMonths: days('retentionMonths'),
    email: doc.email?.trim() || contact.email,
    phone: doc.phone?.trim() || contact.phone,
  };
  if (minutesOf(terms.openFrom) >= minutesOf(terms.openTo))
    throw new DatasetError(id, 'openTo', `«Senest til» (${doc.openTo}) må være etter «Tidligst fra» (${doc.openFrom}).`);
  if (terms.horizonDays <= terms.noticeDays)
    throw new DatasetError(id, 'horizonDays', '«Så langt fram» må være flere dager enn «Dager i forveien».');
  return terms;
}

/** The rooms and terms, or null when the house rents out no room. */
export async function getHallHire(fetch: Fetcher = contentFetcher()): Promise<HallHire | null> {
  const [roomDocs, page, settings] = await Promise.all([
    fetch<HallRoomsQueryResult>(hallRoomsQuery, {}),
    fetch<HallHirePageQueryResult>(hallHirePageQuery, { id: SINGLETON_IDS.hallHirePage }),
    getSiteSettings(fetch),
  ]);
  if (roomDocs.length === 0) return null;
  if (!page) throw new DatasetError(SINGLETON_IDS.hallHirePage, '_id', 'dokumentet «Utleie» finnes ikke, men det finnes rom til utleie.');
  const rooms = roomDocs.map(checkRoom);
  const twice = rooms.find((room, i) => rooms.findIndex((other) => other.slug === room.slug) !== i);
  if (twice) throw new DatasetError(twice.id, 'slug', `to rom har det korte navnet «${twice.slug}»: gi dem hvert sitt.`);
  return {
    rooms,
    terms: checkTerms(page, settings),
    body: required(page.id, 'body', page.body),
    houseRules: required(page.id, 'houseRules', page.houseRules),
  };
}

/** Whether the house lets rooms: the links to /utleie exist only then (the page is built only then). */
export async function lendsRooms(fetch: Fetcher = contentFetcher()): Promise<boolean> {
  return (await getHallHire(fetch)) !== null;
}
