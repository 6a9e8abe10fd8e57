/** What a share image says, and the same as its alt text: for an event, and for the site as a whole. */
import type { Location, SiteSettings } from '../../content/pages';
import type { ProgrammeOccurrence } from '../../content/programme';
import { placeShort } from '../../content/programmeLinks';
import { addressLine } from '../../content/address';
import { rangeParts } from '../../../model/osloTime';
import { t } from '../../i18n/nb';
import type { ShareCardText } from './ShareCard';

export interface ShareCardContent {
  text: ShareCardText;
  alt: string;
}

const altOf = ({ flag, title, details }: ShareCardText) => `${flag ? `${flag}: ` : ''}${[title, ...details].join('. ')}.`;

/** «tirsdag 1. desember kl. 19.30–20.30», both dates over several days; Oslo time, as on the page. */
export function shareWhen(start: Date, end: Date): string {
  const { start: from, separator, end: to } = rangeParts(start, end, { withDate: true });
  return `${from}${separator}${to}`;
}

export function eventShareCard(
  o: Pick<ProgrammeOccurrence, 'title' | 'start' | 'end' | 'place' | 'cancelled'>,
  productName: string,
): ShareCardContent {
  const text: ShareCardText = {
    eyebrow: productName,
    title: o.title,
    details: [shareWhen(o.start, o.end), placeShort(o.place)],
    ...(o.cancelled ? { flag: t.program.cancelled } : {}),
  };
  return { text, alt: altOf(text) };
}

/** The default image: the house's name, where it is, and the first sentence of the site's description. */
export function siteShareCard(
  settings: Pick<SiteSettings, 'productName' | 'description'>,
  location: Pick<Location, 'streetAddress' | 'postalCode' | 'city'>,
): ShareCardContent {
  const firstSentence = settings.description.split(/(?<=[.!?])\s/)[0];
  const text: ShareCardText = {
    eyebrow: settings.productName,
    title: firstSentence.replace(/\.$/, ''),
    details: [addressLine(location)],
  };
  return { text, alt: altOf(text) };
}
