/** One room's days from today to the month's end, each with what holds it: the island's list, and the static HTML's for the first room. */
import type { BusyTime, HallRoom } from '../../../model/hallHire';
import { h } from '../../i18n/nbHallHire';
import { formatClockText } from './clockText';
import { formatDayShort, formatMonth, monthDays } from './monthDays';

type RoomDaysProps = { room: Pick<HallRoom, 'slug' | 'name'>; month: string; busy: BusyTime[]; today: string };

export function RoomDays({ room, month, busy, today }: RoomDaysProps) {
  const days = monthDays(month)
    .filter((date) => date >= today)
    .map((date) => ({
      date,
      times: busy.filter((b) => b.room === room.slug && b.date === date).sort((a, b) => a.from.localeCompare(b.from)),
    }));
  return (
    <section className="room-days" aria-labelledby={`ledig-${room.slug}`} data-room={room.slug}>
      <h3 id={`ledig-${room.slug}`}>
        {room.name}, {formatMonth(month)}
      </h3>
      <ul>
        {days.map(({ date, times }) => (
          <li key={date} data-busy={times.length > 0 ? '' : undefined}>
            <span className="day">{formatDayShort(date)}</span>{' '}
            {times.length === 0 ? (
              <span>{h.free}</span>
            ) : (
              <span>
                <strong>{h.busy}</strong>{' '}
                {times
                  .map((b) => `${formatClockText(b.from)}–${formatClockText(b.to)} (${b.what === 'møte' ? h.busyMeeting : h.busyHire})`)
                  .join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
