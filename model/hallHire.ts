/**
 * Hall hire, written once for the page, the form, the rules, the Studio tool and the jobs: where
 * each document lives in Firestore, what it holds, and the limits every part checks alike.
 *
 * - hallRequests/{id}: what a visitor sends (HallRequest); only volunteers read it.
 * - hallSenders/{uid}: the anonymous sender's last request, written in the same batch (one a minute).
 * - hallBookings/{room}_{yyyy-mm}: the approved bookings of one room in one month, readable by anyone
 *   and holding nothing personal (HallMonth). One document a month: a visitor's month view is one read.
 * - mail/{id}: a message in the format of Firebase's «Trigger Email» extension (HireMail).
 */

export const HIRE_COLLECTIONS = {
  requests: 'hallRequests',
  senders: 'hallSenders',
  bookings: 'hallBookings',
  mail: 'mail',
  mailTemplates: 'mailTemplates',
} as const;

/** The custom claim a volunteer who answers requests carries (scripts/hire/volunteer.mjs sets it). */
export const VOLUNTEER_CLAIM = 'utleie';

export const REQUEST_STATUSES = ['ny', 'godkjent', 'avslått', 'avlyst'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Field limits the form, the rules and the Studio share. */
export const HIRE_LIMITS = {
  kind: { min: 2, max: 100 },
  name: { min: 2, max: 100 },
  message: { max: 2000 },
  answer: { max: 2000 },
  guests: { min: 1 },
  /** Approved bookings one room can hold in one month (one document). */
  slotsPerMonth: 200,
  /** Seconds between two requests from one sender. */
  senderSeconds: 60,
} as const;

/** What a visitor sends. Dates are Oslo calendar dates, times Oslo wall-clock times. */
export type HallRequest = {
  room: string; // the room's slug
  date: string; // yyyy-mm-dd
  from: string; // HH:MM
  to: string; // HH:MM, after from, the same day
  kind: string; // what kind of event
  guests: number;
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: true;
  reference: string; // REFERENCE_LENGTH characters of REFERENCE_ALPHABET
  status: RequestStatus;
  // Set by the server (serverTimestamp); Timestamp in Firestore.
  createdAt: unknown;
  answer?: string;
  answeredAt?: unknown;
};

/** The fields a visitor writes, in the order the rules list them. */
export const REQUEST_FIELDS = [
  'room',
  'date',
  'from',
  'to',
  'kind',
  'guests',
  'name',
  'phone',
  'email',
  'message',
  'consent',
  'reference',
  'status',
  'createdAt',
] as const;

/** One approved booking: when, and which request holds it (an id, nothing personal). */
export type HallSlot = { date: string; from: string; to: string; request: string };
/** hallBookings/{room}_{yyyy-mm}. */
export type HallMonth = { room: string; month: string; slots: HallSlot[] };

export const bookingMonthId = (room: string, date: string) => `${room}_${date.slice(0, 7)}`;

/** A short reference the visitor can quote: no 0/O or 1/I to misread. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = `[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}`;

/** A reference from the browser's random source. */
export function hireReference(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return [...random(REFERENCE_LENGTH)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
}

/** HH:MM, 00:00–23:59. */
export const CLOCK_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]';
export const DATE_PATTERN = '[0-9]{4}-[0-9]{2}-[0-9]{2}';

/** Minutes since midnight of HH:MM. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether two times of one day overlap (touching ends do not: 12:00–14:00 and 14:00–16:00 fit). */
export const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);

/** Trigger Email templates (scripts/hire/templates.mjs writes them to mailTemplates/{name}). */
export const MAIL_TEMPLATES = {
  /** To the house: a new request, with everything the visitor sent. */
  newRequest: 'utleie-ny',
  /** To the visitor: the receipt, with the reference and the time asked for. */
  receipt: 'utleie-kvittering',
  /** To the visitor: the volunteer's answer. */
  approved: 'utleie-godkjent',
  declined: 'utleie-avslatt',
  cancelled: 'utleie-avlyst',
} as const;

/** mail/{requestId}-{suffix}: each message once, and the cleanup finds a request's messages. */
export const MAIL_SUFFIX = {
  newRequest: 'ny',
  receipt: 'kvittering',
  approved: 'godkjent',
  declined: 'avslatt',
  cancelled: 'avlyst',
} as const;
export const mailId = (requestId: string, kind: keyof typeof MAIL_SUFFIX) => `${requestId}-${MAIL_SUFFIX[kind]}`;

/**
 * The hire's day and time as the messages say them, «lørdag 12. desember 2026, kl. 18.00–22.00»:
 * a plain date (no time zone: the house's own calendar day) and
 * Oslo clock times. Written out by these tables, not Intl, since the rules build the same text
 * from the same tables (scripts/firestoreRulesHire.mjs) to check a message before it is sent.
 */
export const HIRE_WEEKDAYS = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'] as const;
export const HIRE_MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

export function hireMailDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  // getUTCDay: 0 is Sunday; the table starts on Monday.
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return `${HIRE_WEEKDAYS[weekday]} ${day}. ${HIRE_MONTHS[month - 1]} ${year}`;
}

export const hireMailWhen = (date: string, from: string, to: string) =>
  `${hireMailDay(date)}, kl. ${from.replace(':', '.')}–${to.replace(':', '.')}`;

/** What the receipt and the answers carry: the visitor's own booking, nothing else. */
export type ReceiptData = { reference: string; roomName: string; when: string };

export const receiptData = (
  reference: string,
  roomName: string,
  { date, from, to }: Pick<HallRequest, 'date' | 'from' | 'to'>,
): ReceiptData => ({
  reference,
  roomName,
  when: hireMailWhen(date, from, to),
});
/** The house's copy: everything the visitor sent, with the room's name. */
export type NewRequestData = ReceiptData & Pick<HallRequest, 'kind' | 'guests' | 'name' | 'phone' | 'email' | 'message'>;
export type AnswerData = ReceiptData & { answer: string };

/**
 * A message document as the «Trigger Email» extension reads it (extensions/firestore-send-email):
 * `to`, optional `replyTo`, and a `template` with its `name` and `data`; the extension writes
 * `delivery` back. `hallRequest` names the request, so the cleanup deletes the message with it.
 */
export type HireMail = {
  to: string;
  replyTo?: string;
  template: { name: string; data: ReceiptData | NewRequestData | AnswerData };
  hallRequest: string;
};

/** A room as the content describes it (src/content/hallHire.ts reads it from the Studio). */
type HallRoomPrice = { label: string; unit: 'time' | 'dag' | 'helg' | 'gang'; members: number; others: number };
export type HallRoom = {
  slug: string;
  name: string;
  seats: number;
  equipment: string[];
  prices: HallRoomPrice[];
  /** The programme's meetings in the house with no room named use this one. */
  usedByMeetings: boolean;
  image?: { url: string; alt: string; width: number; height: number };
};

/** The house's hire terms, from the «Utleie» page in the Studio. */
export type HireTerms = {
  /** Earliest and latest clock time a hire may use (HH:MM). */
  openFrom: string;
  openTo: string;
  /** A request must be at least this many days ahead, and at most horizonDays. */
  noticeDays: number;
  horizonDays: number;
  /** Where requests go, and who a visitor may call. */
  email: string;
  phone: string;
  /** Requests are deleted this many months after the hire date. */
  retentionMonths: number;
};

/** What the rules take from the content: the rooms' names and seats, and the terms. */
export type HireRulesFacts = { rooms: readonly Pick<HallRoom, 'slug' | 'name' | 'seats'>[]; terms: HireTerms };

/** One time the programme (known at build) or an approved booking holds a room. */
export type BusyTime = { room: string; date: string; from: string; to: string; what: 'møte' | 'utleie'; title?: string };
