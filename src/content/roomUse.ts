/**
 * When the programme holds a hire room: every coming, not cancelled meeting in the house whose
 * «Rom eller sal» names the room, or, with no room named, the rooms «the meetings use». Known at
 * build; approved bookings are read at visit time (src/features/hall-hire/).
 */
import type { BusyTime, HallRoom } from '../../model/hallHire';
import { osloDateKey, osloWallClock } from '../../model/osloTime';
import type { Place, ProgrammeOccurrence } from './programme';

const pad = (n: number) => String(n).padStart(2, '0');
const clockOf = (date: Date) => {
  const w = osloWallClock(date);
  return `${pad(w.hour)}:${pad(w.minute)}`;
};
const roomKey = (name: string) => name.trim().toLocaleLowerCase('nb');

/** The Oslo days an occurrence touches, with the part of each it holds. */
function daysOf(start: Date, end: Date): { date: string; from: string; to: string }[] {
  const days: { date: string; from: string; to: string }[] = [];
  const last = osloDateKey(end);
  for (let day = start, first = true; ; first = false) {
    const date = osloDateKey(day);
    const isLast = date === last;
    days.push({ date, from: first ? clockOf(start) : '00:00', to: isLast ? clockOf(end) : '23:59' });
    if (isLast || days.length > 31) return days.filter(({ from, to }) => from < to);
    day = new Date(day.getTime() + 24 * 3600_000);
  }
}

export function programmeBusyTimes(
  occurrences: readonly ProgrammeOccurrence[],
  house: Pick<Place, 'streetAddress' | 'postalCode'>,
  rooms: readonly Pick<HallRoom, 'slug' | 'name' | 'usedByMeetings'>[],
): BusyTime[] {
  const byName = new Map(rooms.map((room) => [roomKey(room.name), room.slug]));
  const meetingRooms = rooms.filter((room) => room.usedByMeetings).map((room) => room.slug);
  return occurrences
    .filter((o) => !o.cancelled && o.place.streetAddress === house.streetAddress && o.place.postalCode === house.postalCode)
    .flatMap((o) => {
      const named = o.place.room?.trim();
      const slugs = named ? [byName.get(roomKey(named))].filter((slug): slug is string => slug !== undefined) : meetingRooms;
      return slugs.flatMap((room) => daysOf(o.start, o.end).map((day) => ({ room, ...day, what: 'møte' as const, title: o.title })));
    });
}
