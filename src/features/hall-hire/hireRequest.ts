/**
 * A hire request as the form holds it, checked as the rules check it (and against the busy times
 * the page knows), and the documents one send writes: the request and its two messages.
 */
import {
  HIRE_LIMITS,
  mailId,
  MAIL_TEMPLATES,
  minutesOf,
  overlaps,
  type BusyTime,
  type HallRoom,
  type HireMail,
  type HireTerms,
  type NewRequestData,
  receiptData,
} from '../../../model/hallHire';
import { fullNameProblem } from '../../../model/membership';
import { showsNothing } from '../../../model/showsNothing';
import { h } from '../../i18n/nbHallHire';
import { formatPlainDate } from '../../lib/plainDate';
import { isEmailAddress, isPhoneNumber } from '../membership/application';

const HIRE_FIELDS = ['room', 'date', 'from', 'to', 'kind', 'guests', 'name', 'phone', 'email', 'message'] as const;
export type HireField = (typeof HIRE_FIELDS)[number];
export type HireInput = Record<HireField, string> & { consent: boolean };
export type HireErrors = Partial<Record<HireField | 'consent', string>>;

export const emptyHireInput = (room = ''): HireInput => ({
  room,
  date: '',
  from: '',
  to: '',
  kind: '',
  guests: '',
  name: '',
  phone: '',
  email: '',
  message: '',
  consent: false,
});

export interface HireContext {
  rooms: readonly Pick<HallRoom, 'slug' | 'name' | 'seats'>[];
  terms: HireTerms;
  /** Oslo's date today, yyyy-mm-dd. */
  today: string;
  /** What holds the rooms: the programme's meetings and the approved bookings known so far. */
  busy: readonly BusyTime[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** yyyy-mm-dd plus n days (calendar arithmetic in UTC: no clock involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const isCalendarDate = (date: string) => DATE.test(date) && addDays(date, 0) === date;

function dateProblem(date: string, { terms, today }: HireContext): string | undefined {
  if (!date) return h.required(h.date);
  if (!isCalendarDate(date)) return h.notDate;
  if (date < today) return h.pastDate;
  const first = addDays(today, terms.noticeDays);
  if (date < first) return h.tooSoon(terms.noticeDays, formatPlainDate(first));
  const last = addDays(today, terms.horizonDays);
  if (date > last) return h.tooLate(formatPlainDate(last));
  return undefined;
}

function timeProblems(input: HireInput, { terms, busy }: HireContext): HireErrors {
  const errors: HireErrors = {};
  for (const field of ['from', 'to'] as const) {
    const value = input[field];
    if (!value) errors[field] = h.required(h[field]);
    else if (!CLOCK.test(value)) errors[field] = h.notClock;
    else if (minutesOf(value) < minutesOf(terms.openFrom) || minutesOf(value) > minutesOf(terms.openTo))
      errors[field] = h.outsideHours(terms.openFrom, terms.openTo);
  }
  if (errors.from || errors.to) return errors;
  if (minutesOf(input.to) <= minutesOf(input.from)) return { to: h.endBeforeStart };
  const clash = busy.find((b) => b.room === input.room && b.date === input.date && overlaps(b, input));
  if (clash)
    errors.from =
      clash.what === 'møte' ? h.overlapsMeeting(clash.title ?? h.busyMeeting, clash.from, clash.to) : h.overlapsHire(clash.from, clash.to);
  return errors;
}

function textProblem(field: 'kind' | 'name' | 'message', value: string): string | undefined {
  if (field === 'message') return value.length > HIRE_LIMITS.message.max ? h.tooLong(HIRE_LIMITS.message.max) : undefined;
  if (!value) return h.required(h[field]);
  const limits = HIRE_LIMITS[field];
  if (value.length > limits.max) return h.tooLong(limits.max);
  if (field === 'name') {
    const problem = fullNameProblem(value);
    if (problem === 'invisible') return h.invisibleName;
    if (problem === 'tooShort') return h.required(h.name);
  }
  if ([...value].every(showsNothing) || value.length < limits.min) return h.required(h[field]);
  return undefined;
}

/** Everything wrong with the request, field by field, in the form's order. */
export function validateHire(input: HireInput, context: HireContext): HireErrors {
  const room = context.rooms.find((r) => r.slug === input.room);
  const errors: HireErrors = {};
  if (!room) errors.room = h.required(h.room);
  const date = dateProblem(input.date, context);
  if (date) errors.date = date;
  Object.assign(errors, timeProblems(input, context));
  const kind = textProblem('kind', input.kind.trim());
  if (kind) errors.kind = kind;
  const guests = Number(input.guests);
  if (!input.guests.trim()) errors.guests = h.required(h.guests);
  else if (!/^\d+$/.test(input.guests.trim()) || guests < HIRE_LIMITS.guests.min) errors.guests = h.notGuests;
  else if (room && guests > room.seats) errors.guests = h.tooManyGuests(room.name, room.seats);
  for (const field of ['name', 'message'] as const) {
    const problem = textProblem(field, input[field].trim());
    if (problem) errors[field] = problem;
  }
  if (!input.phone.trim()) errors.phone = h.required(h.phone);
  else if (!isPhoneNumber(input.phone.trim())) errors.phone = h.invalidPhone;
  if (!input.email.trim()) errors.email = h.required(h.email);
  else if (!isEmailAddress(input.email.trim())) errors.email = h.invalidEmail;
  if (!input.consent) errors.consent = h.consentMissing;
  const order: string[] = [...HIRE_FIELDS, 'consent'];
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)));
}

/** The request as stored (createdAt is added on send, as the server's time). */
export function toHallRequest(input: HireInput, reference: string) {
  return {
    room: input.room,
    date: input.date,
    from: input.from,
    to: input.to,
    kind: input.kind.trim(),
    guests: Number(input.guests),
    name: input.name.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    consent: true as const,
    reference,
    status: 'ny' as const,
  };
}
export type StoredRequest = ReturnType<typeof toHallRequest>;

/** The house's copy and the visitor's receipt, as the «Trigger Email» extension reads them. */
export function requestMails(id: string, request: StoredRequest, roomName: string, houseEmail: string): Record<string, HireMail> {
  const receipt = receiptData(request.reference, roomName, request);
  const full: NewRequestData = {
    ...receipt,
    kind: request.kind,
    guests: request.guests,
    name: request.name,
    phone: request.phone,
    email: request.email,
    message: request.message,
  };
  return {
    [mailId(id, 'newRequest')]: {
      to: houseEmail,
      replyTo: request.email,
      template: { name: MAIL_TEMPLATES.newRequest, data: full },
      hallRequest: id,
    },
    [mailId(id, 'receipt')]: { to: request.email, template: { name: MAIL_TEMPLATES.receipt, data: receipt }, hallRequest: id },
  };
}
