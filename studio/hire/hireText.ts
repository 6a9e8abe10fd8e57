/**
 * How the «Utleie» tool writes a request's dates and times: as the rest of the Studio does
 * (model/osloTime.ts), «12. desember 2026» and «19.30», the sent time in Oslo whatever the machine's zone.
 */
import { DATE_LOCALE, formatTime, TIME_ZONE } from '../../model/osloTime';
import type { RequestStatus } from '../../model/hallHire';

const dayMonth = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const weekdayDate = new Intl.DateTimeFormat(DATE_LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// Noon UTC is the same calendar day in Oslo, summer and winter.
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** "19:30" → "19.30" */
export const hireClock = (clock: string) => clock.replace(':', '.');

/** "2026-12-12", "14:00", "18:00" → "12. desember kl. 14.00–18.00" (the year only when asked for). */
export function hireWhen({ date, from, to }: { date: string; from: string; to: string }, { year = false } = {}): string {
  const day = (year ? dayMonthYear : dayMonth).format(noonOf(date));
  return `${day} kl. ${hireClock(from)}–${hireClock(to)}`;
}

/** "2026-12-12" → "lørdag 12. desember 2026" */
export const hireDay = (date: string) => weekdayDate.format(noonOf(date));

/** The moment a request was sent → "3. desember 2026 kl. 19.30". */
export const hireSentAt = (sent: Date) => `${dayMonthYear.format(sent)} ${formatTime(sent)}`;

/** The tabs of the list, in the order a volunteer works through them. */
export const STATUS_TABS: readonly { status: RequestStatus; label: string }[] = [
  { status: 'ny', label: 'Nye' },
  { status: 'godkjent', label: 'Godkjente' },
  { status: 'avslått', label: 'Avslåtte' },
  { status: 'avlyst', label: 'Avlyste' },
];

/** One request's status as a word on its own («Ny», «Godkjent» …). */
export const STATUS_WORDS: Record<RequestStatus, string> = {
  ny: 'Ny',
  godkjent: 'Godkjent',
  avslått: 'Avslått',
  avlyst: 'Avlyst',
};

/** 1 → "1 gjest", 30 → "30 gjester" */
export const guestsText = (guests: number) => `${guests} ${guests === 1 ? 'gjest' : 'gjester'}`;
