import { useEffect, useState } from 'react';
import type { BusyTime, HallRoom } from '../../../model/hallHire';
import { osloDateKey } from '../../../model/osloTime';
import { h } from '../../i18n/nbHallHire';
import { useHydrated } from '../useHydrated';
import { formatClockText } from './clockText';
import { formatDayShort, formatMonth, monthDays, shiftMonth } from './monthDays';
import { useBusyTimes } from './useBusyTimes';

interface Props {
  rooms: Pick<HallRoom, 'slug' | 'name'>[];
  /** The month the page was built in (yyyy-mm) and its meetings; the rest is read when shown. */
  month: string;
  /** The build's date; once the island runs, the visitor's (Oslo). */
  today: string;
  meetings: BusyTime[];
  firstMonth: string;
  lastMonth: string;
  meetingsHref: string;
}

function DayList({ room, month, busy, today }: { room: Pick<HallRoom, 'slug' | 'name'>; month: string; busy: BusyTime[]; today: string }) {
  return (
    <section className="room-days" aria-labelledby={`ledig-${room.slug}`} data-room={room.slug}>
      <h3 id={`ledig-${room.slug}`}>
        {room.name}, {formatMonth(month)}
      </h3>
      <ul>
        {monthDays(month)
          .filter((date) => date >= today)
          .map((date) => {
            const times = busy.filter((b) => b.room === room.slug && b.date === date).sort((a, b) => a.from.localeCompare(b.from));
            return (
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
            );
          })}
      </ul>
    </section>
  );
}

/**
 * What is free, a month and a room at a time. The static HTML lists every room's build month with
 * its meetings (readable and printable without JavaScript); the island adds the approved bookings.
 */
export default function Availability({
  rooms,
  month: builtMonth,
  today: builtToday,
  meetings,
  firstMonth,
  lastMonth,
  meetingsHref,
}: Props) {
  const ready = useHydrated();
  const today = ready ? osloDateKey(new Date()) : builtToday;
  const [room, setRoom] = useState(rooms[0].slug);
  const [month, setMonth] = useState(builtMonth);
  const { busy, status } = useBusyTimes(rooms, month, meetings, meetingsHref, ready);
  useEffect(() => {
    if (month < firstMonth) setMonth(firstMonth);
  }, [month, firstMonth]);
  const shown = ready ? rooms.filter((r) => r.slug === room) : rooms;
  return (
    <div className="availability" data-ready={ready ? '' : undefined} data-status={status}>
      <div className="availability-controls">
        <label>
          {h.room}{' '}
          <select value={room} onChange={(e) => setRoom(e.target.value)} disabled={!ready}>
            {rooms.map((r) => (
              <option key={r.slug} value={r.slug}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button secondary"
          disabled={!ready || month <= firstMonth}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          {h.previousMonth}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={!ready || month >= lastMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          {h.nextMonth}
        </button>
      </div>
      <p role="status" className="availability-status">
        {status === 'loading' ? h.loadingBookings : status === 'failed' ? h.bookingsFailed : ''}
      </p>
      <p className="without-script">{h.withoutScriptAvailability}</p>
      {shown.map((r) => (
        <DayList key={r.slug} room={r} month={month} busy={busy} today={today} />
      ))}
    </div>
  );
}
