/**
 * The starter dataset of a new house: the documents every build needs, with the facts the helper
 * gave and short Norwegian starting texts. What only the house can say (the building year, where it
 * lies, its pictures, the fee, the gift accounts) is left empty, so `npm run content:check` names it.
 * No events: the programme starts empty.
 */
import { osloDateKey } from '../../model/osloTime';
import { paths } from '../../model/routes';
import { PAGE_TEXT_FIELD, SINGLETON_IDS } from '../../model/singletons';
import { blockWriter } from './blocks.mjs';
import { legalPages } from './legalPages.mjs';

/** @typedef {import('./questions.mjs').HouseAnswers} HouseAnswers */

/** @param {HouseAnswers} house */
function pageTexts(house) {
  const about = blockWriter();
  const activities = blockWriter();
  const membership = blockWriter();
  const donations = blockWriter();
  /** @param {string} id @param {object} fields */
  const doc = (id, fields) => ({ _id: id, _type: id, ...fields });
  return [
    doc(SINGLETON_IDS.membership, {
      [PAGE_TEXT_FIELD]: [
        membership.paragraph(`Som medlem er du med og bærer arbeidet på ${house.name}.`),
        membership.paragraph('Fyll ut skjemaet nedenfor, så tar styret kontakt med deg.'),
      ],
    }),
    doc(SINGLETON_IDS.donationsPage, {
      [PAGE_TEXT_FIELD]: [donations.paragraph(`Arbeidet på ${house.name} drives av gaver. Takk for at du er med!`)],
    }),
    doc(SINGLETON_IDS.aboutPage, {
      [PAGE_TEXT_FIELD]: [about.paragraph(`${house.name} ligger i ${house.street} i ${house.town} og eies av ${house.owner}.`)],
    }),
    doc(SINGLETON_IDS.activitiesPage, {
      [PAGE_TEXT_FIELD]: [
        activities.paragraph('Her er det faste arbeidet på huset. Datoene står i ', { text: 'programmet', href: paths.program }, '.'),
      ],
    }),
  ];
}

/**
 * Every document of the starter dataset, in the order a helper fills them in.
 * @param {HouseAnswers} house
 * @param {Date} today the legal pages' «Sist oppdatert»
 */
function starterDocuments(house, today) {
  const settings = {
    _id: SINGLETON_IDS.siteSettings,
    _type: SINGLETON_IDS.siteSettings,
    productName: house.name,
    email: house.email,
    phone: house.phone,
    ...(house.orgNumber ? { organizationNumber: house.orgNumber } : {}),
  };
  const location = {
    _id: SINGLETON_IDS.location,
    _type: SINGLETON_IDS.location,
    locationName: house.name,
    streetAddress: house.street,
    postalCode: house.postcode,
    city: house.town,
    owner: house.owner,
  };
  // The build needs one place for gifts; its Vipps number and account only the treasurer knows.
  const recipient = {
    _id: 'donationRecipient-drift',
    _type: 'donationRecipient',
    label: 'Drift av bedehuset',
    vippsLinkKind: 'donations',
    order: 1,
  };
  const legal = legalPages(house).map(({ slug, ...page }) => ({
    _id: `legalPage-${slug}`,
    _type: 'legalPage',
    slug: { _type: 'slug', current: slug },
    ...page,
    updated: osloDateKey(today),
  }));
  const [membership, donationsPage, ...pages] = pageTexts(house);
  return [settings, location, membership, donationsPage, recipient, ...pages, ...legal];
}

/**
 * The dataset as Sanity's NDJSON export (what `sanity dataset import` reads).
 * @param {HouseAnswers} house
 * @param {Date} today
 */
export const starterNdjson = (house, today) =>
  `${starterDocuments(house, today)
    .map((d) => JSON.stringify(d))
    .join('\n')}\n`;
