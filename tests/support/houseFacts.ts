/**
 * The facts of one house, read from its dataset file, as patterns that find them however a page,
 * feed or script writes them: the name in any case and with any separator («sentrum-bedehus»),
 * numbers with or without spaces and dots («1503.27.01008», «73 00 00 00»).
 */
import { loadBundledDataset, type SanityDocument } from '../../src/content/sources';

export interface HouseFact {
  /** What the fact is, and its value as the dataset has it. */
  label: string;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words in any case, with spaces, hyphens, underscores, dots or nothing between them. */
const words = (text: string) => new RegExp(text.trim().split(/\s+/).map(escape).join('[\\s_.-]*'), 'i');

/** Digits with an optional space or dot between any two, not inside a longer number. */
const digits = (text: string, prefix = '') => new RegExp(`(?<![\\d.])${prefix}${[...text.replace(/\D/g, '')].join('[\\s.]?')}(?![\\d])`);

/** A phone number with or without the country code («73 00 00 00», «tel:+4773000000»). */
const phone = (value: string) => digits(value.replace(/\D/g, '').replace(/^(?:00)?47(?=\d{8}$)/, ''), '(?:\\+?47[\\s.]?)?');

function single(documents: SanityDocument[], id: string): Record<string, unknown> {
  const doc = documents.find((d) => d._id === id);
  if (!doc) throw new Error(`the dataset has no «${id}» document`);
  return doc;
}

const text = (doc: Record<string, unknown>, field: string) => {
  const value = doc[field];
  if (typeof value !== 'string' || !value.trim()) throw new Error(`«${String(doc._id)}» has no ${field}`);
  return value;
};

/** Every fact of the house in `datasetFile` that another house's site must not carry. */
export function houseFacts(datasetFile: string): HouseFact[] {
  const documents = loadBundledDataset(datasetFile);
  const settings = single(documents, 'siteSettings');
  const location = single(documents, 'location');
  const email = text(settings, 'email');
  const { lat, lng } = location.coordinates as { lat: number; lng: number };
  const facts: HouseFact[] = [
    { label: `name «${text(settings, 'productName')}»`, pattern: words(text(settings, 'productName')) },
    { label: `house name «${text(location, 'locationName')}»`, pattern: words(text(location, 'locationName')) },
    { label: `e-mail «${email}»`, pattern: new RegExp(escape(email), 'i') },
    { label: `domain «${email.split('@')[1]}»`, pattern: new RegExp(`(?<![\\w-])${escape(email.split('@')[1])}`, 'i') },
    { label: `phone «${text(settings, 'phone')}»`, pattern: phone(text(settings, 'phone')) },
    { label: `organisation number «${text(settings, 'organizationNumber')}»`, pattern: digits(text(settings, 'organizationNumber')) },
    {
      label: `street address «${text(location, 'streetAddress')}»`,
      pattern: new RegExp(`${words(text(location, 'streetAddress')).source}(?!\\d)`, 'i'),
    },
    {
      label: `postcode and town «${text(location, 'postalCode')} ${text(location, 'city')}»`,
      pattern: new RegExp(`${escape(text(location, 'postalCode'))}\\s+${escape(text(location, 'city'))}`, 'i'),
    },
    { label: `town «${text(location, 'city')}»`, pattern: new RegExp(`(?<![\\p{L}])${escape(text(location, 'city'))}(?![\\p{L}])`, 'iu') },
    { label: `owner «${text(location, 'owner')}»`, pattern: words(text(location, 'owner')) },
    ...[lat, lng].map((value) => ({ label: `coordinate ${value}`, pattern: new RegExp(`(?<![\\d.])${escape(String(value))}(?!\\d)`) })),
  ];
  for (const recipient of documents.filter((d) => d._type === 'donationRecipient')) {
    facts.push({ label: `account number «${text(recipient, 'accountNumber')}»`, pattern: digits(text(recipient, 'accountNumber')) });
    facts.push({
      label: `Vipps number «${text(recipient, 'vippsNumber')}»`,
      pattern: new RegExp(`(?<![\\w.])${text(recipient, 'vippsNumber')}(?![\\w])`),
    });
  }
  // The house's name is often the location's name too: each pattern once.
  return facts.filter((fact, index) => facts.findIndex(({ pattern }) => pattern.source === fact.pattern.source) === index);
}
