/**
 * The hall hire's places in firestore.rules: the rooms and terms from the content (the «Utleie»
 * page and the rooms in the Studio) and the limits of model/hallHire.ts, each checked first so that
 * nothing but a plain value reaches the rules' text. Without rooms the map is empty, and the rules
 * then refuse every hire write.
 */
import {
  CLOCK_PATTERN,
  DATE_PATTERN,
  HIRE_LIMITS,
  HIRE_MONTHS,
  HIRE_WEEKDAYS,
  MAIL_SUFFIX,
  MAIL_TEMPLATES,
  REFERENCE_PATTERN,
  REQUEST_FIELDS,
  VOLUNTEER_CLAIM,
} from '../model/hallHire.ts';

/** @typedef {import('../model/hallHire.ts').HireRulesFacts} HireRulesFacts */

const SLUG = /^[a-z0-9-]{1,100}$/;
const CLOCK = new RegExp(`^${CLOCK_PATTERN}$`);
// A plain address, without anything that could end a rules string (the rules' isEmail checks it properly).
const EMAIL = /^[^\s'"\\@]+@[^\s'"\\@]+\.[^\s'"\\@]+$/;
// In a single-quoted rules string only a quote, a backslash or a line break could do harm.
const UNSAFE = /['"\\\p{Cc}\u2028\u2029]/u;

const wrong = (/** @type {string} */ what) => {
  throw new Error(`Utleie: ${what}`);
};

const quoted = (/** @type {string} */ text) => `'${text}'`;

/** The rooms as a rules map literal: {'slug': {'name': 'Name', 'seats': n}, ...}. */
function roomsMap(/** @type {HireRulesFacts['rooms']} */ rooms) {
  const seen = new Set();
  const entries = rooms.map(({ slug, name, seats }) => {
    if (typeof slug !== 'string' || !SLUG.test(slug)) wrong(`«${slug}» er ikke en gyldig adresse for et rom (a–z, 0–9 og bindestrek).`);
    if (seen.has(slug)) wrong(`rommet «${slug}» finnes to ganger.`);
    seen.add(slug);
    if (typeof name !== 'string' || name.trim() === '') wrong(`rommet «${slug}» mangler navn.`);
    if (UNSAFE.test(name)) wrong(`navnet på rommet «${slug}» kan ikke inneholde anførselstegn, skråstrek bakover eller linjeskift.`);
    if (!Number.isInteger(seats) || seats < HIRE_LIMITS.guests.min)
      wrong(`rommet «${slug}» må ha et helt antall plasser, minst ${HIRE_LIMITS.guests.min}.`);
    return `${quoted(slug)}: {'name': ${quoted(name)}, 'seats': ${seats}}`;
  });
  return `{${entries.join(', ')}}`;
}

/** The terms, checked only when there are rooms: a house without rooms takes no requests anyway. */
function checkTerms(/** @type {HireRulesFacts} */ { rooms, terms }) {
  if (rooms.length === 0) return;
  const { openFrom, openTo, noticeDays, horizonDays, email } = terms;
  if (!CLOCK.test(openFrom)) wrong(`«${openFrom}» er ikke et klokkeslett (TT:MM) for når lokalene åpner.`);
  if (!CLOCK.test(openTo)) wrong(`«${openTo}» er ikke et klokkeslett (TT:MM) for når lokalene stenger.`);
  if (openFrom >= openTo) wrong(`lokalene må åpne (${openFrom}) før de stenger (${openTo}).`);
  if (!Number.isInteger(noticeDays) || noticeDays < 0) wrong(`varselet (${noticeDays} dager) må være et helt tall, minst 0.`);
  if (!Number.isInteger(horizonDays) || horizonDays < noticeDays)
    wrong(`hvor langt fram man kan leie (${horizonDays} dager) må være et helt tall, minst varselet (${noticeDays}).`);
  if (typeof email !== 'string' || !EMAIL.test(email)) wrong(`«${email}» er ikke en e-postadresse forespørslene kan sendes til.`);
}

const list = (/** @type {readonly string[]} */ items) => `[${items.map(quoted).join(', ')}]`;
const map = (/** @type {Record<string, string>} */ entries) =>
  `{${Object.entries(entries)
    .map(([key, value]) => `${quoted(key)}: ${quoted(value)}`)
    .join(', ')}}`;
// In a single-quoted rules string a backslash is written twice.
const pattern = (/** @type {string} */ source) => source.replaceAll('\\', '\\\\');

/** The template name of each mail suffix: {'ny': 'utleie-ny', ...}. */
const mailTemplates = () =>
  map(
    Object.fromEntries(
      Object.entries(MAIL_SUFFIX).map(([kind, suffix]) => [suffix, MAIL_TEMPLATES[/** @type {keyof typeof MAIL_TEMPLATES} */ (kind)]]),
    ),
  );

/**
 * The hire's places for renderFirestoreRules: token, value and where it belongs.
 * @param {HireRulesFacts} hire
 */
export function hirePlaces(hire) {
  checkTerms(hire);
  const { terms } = hire;
  const noRooms = hire.rooms.length === 0;
  const place = (/** @type {string} */ token, /** @type {string} */ value, /** @type {string} */ where) => ({
    token: `{{hire.${token}}}`,
    value,
    where: `${where} skal stå ett sted`,
  });
  return [
    place('rooms', roomsMap(hire.rooms), 'rommene (function hallRooms)'),
    // Without rooms nothing is checked against the terms: plain placeholders keep the rules valid.
    place('email', quoted(noRooms ? '' : terms.email), 'utleieadressen (function hireEmail)'),
    place('openFrom', quoted(noRooms ? '00:00' : terms.openFrom), 'åpningstiden (function isHireSpan)'),
    place('openTo', quoted(noRooms ? '00:00' : terms.openTo), 'stengetiden (function isHireSpan)'),
    place('noticeDays', String(noRooms ? 0 : terms.noticeDays), 'varselet (function isHireDate)'),
    place('horizonDays', String(noRooms ? 0 : terms.horizonDays), 'hvor langt fram man kan leie (function isHireDate)'),
    place('requestFields', list(REQUEST_FIELDS), 'feltene i en forespørsel (function hallRequestFields)'),
    place('datePattern', pattern(DATE_PATTERN), 'datomønsteret (function isHireDate)'),
    place('clockPattern', pattern(CLOCK_PATTERN), 'klokkeslettmønsteret (function isClock)'),
    place('referencePattern', pattern(REFERENCE_PATTERN), 'referansemønsteret (function isHallRequest)'),
    place('kindMin', String(HIRE_LIMITS.kind.min), 'lengden på arrangementstypen (function isHallRequest)'),
    place('kindMax', String(HIRE_LIMITS.kind.max), 'lengden på arrangementstypen (function isHallRequest)'),
    place('nameMin', String(HIRE_LIMITS.name.min), 'lengden på navnet (function isHallRequest)'),
    place('nameMax', String(HIRE_LIMITS.name.max), 'lengden på navnet (function isHallRequest)'),
    place('messageMax', String(HIRE_LIMITS.message.max), 'lengden på meldingen (function isHallRequest)'),
    place('answerMax', String(HIRE_LIMITS.answer.max), 'lengden på svaret (function isHireAnswer)'),
    place('guestsMin', String(HIRE_LIMITS.guests.min), 'antall gjester (function isHallRequest)'),
    place('slotsPerMonth', String(HIRE_LIMITS.slotsPerMonth), 'bookinger i en måned (match /hallBookings)'),
    place('senderSeconds', String(HIRE_LIMITS.senderSeconds), 'tiden mellom to forespørsler (match /hallSenders)'),
    place('volunteerClaim', quoted(VOLUNTEER_CLAIM), 'frivillig-rettigheten (function isHireVolunteer)'),
    place('mailTemplates', mailTemplates(), 'e-postmalene (function hireTemplates)'),
    place('weekdays', list(HIRE_WEEKDAYS), 'ukedagene (function hireMailDay)'),
    place('months', list(HIRE_MONTHS), 'månedene (function hireMailDay)'),
  ];
}
