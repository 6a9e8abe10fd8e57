import { useEffect, useState, type ReactNode } from 'react';
import type { BusyTime, HallRoom } from '../../../model/hallHire';
import { osloDateKey } from '../../../model/osloTime';
import { h } from '../../i18n/nbHallHire';
import { useHydrated } from '../useHydrated';
import { formatClockText } from './clockText';
import { formatDayShort, formatMonth, monthDays, shiftMonth } from './monthDays';
import { useBusyTimes } from './useBusyTimes';

interface Props {
  rooms: Pick<HallRoom, 'slug' | 'name'>[];
  /** The month the page was built in (yyyy-mm): the first one shown, and the earliest. */
  month: string;
  lastMonth: string;
  meetingsHref: string;
  /** The static list (every room's meetings in the build month), until the island runs. */
  children?: ReactNode;
}

type RoomDaysProps = { room: Pick<HallRoom, 'slug' | 'name'>; month: string; busy: BusyTime[]; today: string };

/** A room's days from today to the month's end, each with what holds the room. */
function RoomDays({ room, month, busy, today }: RoomDaysProps) {
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

/**
 * What is free, a month and a room at a time, with the programme's meetings and the approved
 * bookings. The static HTML is the page's own list of meetings (readable and printable without
 * JavaScript); it goes when the island runs, so the page carries no controls that cannot work.
 */
export default function Availability({ rooms, month: builtMonth, lastMonth, meetingsHref, children }: Props) {
  const ready = useHydrated();
  const today = ready ? osloDateKey(new Date()) : `${builtMonth}-01`;
  // A page built last month starts at the visitor's month.
  const firstMonth = today.slice(0, 7) > builtMonth ? today.slice(0, 7) : builtMonth;
  const [room, setRoom] = useState(rooms[0].slug);
  const [month, setMonth] = useState(builtMonth);
  const { busy, status } = useBusyTimes(rooms, month, meetingsHref, ready);
  useEffect(() => {
    if (month < firstMonth) setMonth(firstMonth);
  }, [month, firstMonth]);
  const shown = rooms.find((r) => r.slug === room) ?? rooms[0];
  return (
    <div className="availability" data-ready={ready ? '' : undefined} data-status={status}>
      <p role="status" className="availability-status">
        {status === 'loading' ? h.loadingBookings : status === 'failed' ? h.bookingsFailed : ''}
      </p>
      {ready ? (
        <>
          <div className="availability-controls">
            <label>
              {h.room}{' '}
              <select value={room} onChange={(e) => setRoom(e.target.value)}>
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
              disabled={month <= firstMonth}
              onClick={() => setMonth(shiftMonth(month, -1))}
            >
              {h.previousMonth}
            </button>
            <button type="button" className="button secondary" disabled={month >= lastMonth} onClick={() => setMonth(shiftMonth(month, 1))}>
              {h.nextMonth}
            </button>
          </div>
          {/* Until the month is read, a day without what holds it would look free. */}
          {status !== 'loading' && <RoomDays room={shown} month={month} busy={busy} today={today} />}
        </>
      ) : (
        children
      )}
    </div>
  );
}
