/**
 * Where the Presentation tool opens each document: the page where it is seen («Se på nettsiden»
 * computes the same, from livePath), and which document a page is mainly about.
 */
import { defineDocuments, defineLocations, type DocumentLocationResolvers } from 'sanity/presentation';
import { ROUTES } from '../../model/routes';
import { SINGLETON_IDS } from '../../model/singletons';
import { livePath, type PublishedDocument } from '../actions/livePage';

/** Each type with the page it shows on, and the words for the location list. */
const PREVIEWED = {
  event: 'Arrangementet',
  activity: 'Aktiviteter',
  category: 'Kategorien',
  legalPage: 'Siden',
  membership: 'Medlemskap',
  donationsPage: 'Givertjeneste',
  donationRecipient: 'Givertjeneste',
  activitiesPage: 'Aktiviteter',
  aboutPage: 'Om oss',
  siteSettings: 'Forsiden',
  location: 'Om oss',
} as const;

export const locations: DocumentLocationResolvers = Object.fromEntries(
  Object.entries(PREVIEWED).map(([type, label]) => [
    type,
    defineLocations({
      select: { title: 'title', slug: 'slug', start: 'start', end: 'end', recurrence: 'recurrence' },
      resolve: (doc) => {
        const href = doc && livePath({ ...(doc as Omit<PublishedDocument, '_type'>), _type: type });
        return href
          ? { locations: [{ title: (doc?.title as string | undefined) ?? label, href }] }
          : { message: 'Dokumentet har ingen side på nettstedet ennå.', tone: 'caution' };
      },
    }),
  ]),
);

const param = (name: string) => `:${name}`;
const route = (pattern: string) => pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => param(name));

export const mainDocuments = defineDocuments([
  { route: ROUTES.home, filter: `_id == "${SINGLETON_IDS.siteSettings}"` },
  { route: ROUTES.membership, filter: `_id == "${SINGLETON_IDS.membership}"` },
  { route: ROUTES.about, filter: `_id == "${SINGLETON_IDS.aboutPage}"` },
  { route: ROUTES.activities, filter: `_id == "${SINGLETON_IDS.activitiesPage}"` },
  { route: ROUTES.donations, filter: `_id == "${SINGLETON_IDS.donationsPage}"` },
  { route: route(ROUTES.legal), filter: '_type == "legalPage" && slug.current == $legal' },
  { route: route(ROUTES.category), filter: '_type == "category" && slug.current == $category' },
  // A meeting's page is the series' slug and its date (programme.ts): the series whose slug it starts with.
  { route: route(ROUTES.event), filter: '_type == "event" && ($event == slug.current || string::startsWith($event, slug.current + "-"))' },
]);
