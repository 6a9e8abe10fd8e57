import { useEffect, useState, type ReactNode } from 'react';
import type { HallRoom } from '../../../model/hallHire';
import { osloDateKey } from '../../../model/osloTime';
import { h } from '../../i18n/nbHallHire';
import { useHydrated } from '../useHydrated';
import { shiftMonth } from './monthDays';
import { RoomDays } from './RoomDays';
import { useBusyTimes } from './useBusyTimes';

interface Props {
  rooms: Pick<HallRoom, 'slug' | 'name'>[];
  /** The month the page was built in (yyyy-mm): the first one shown, and the earliest. */
  month: string;
  lastMonth: string;
  meetingsHref: string;
  /** The static list (MeetingDays.astro), shown until the island has read the first month. */
  children?: ReactNode;
}

/**
 * What is free, a month and a room at a time, with the programme's meetings and the approved
 * bookings. The static HTML is the page's own list (MeetingDays.astro): with a script, only its
 * first room's month shows, as the island shows it, so nothing moves when the island takes over.
 * The controls work only with the script: hidden without it (hallHire.css), disabled until it runs.
 */
export default function Availability({ rooms, month: builtMonth, lastMonth, meetingsHref, children }: Props) {
  const ready = useHydrated();
  const today = ready ? osloDateKey(new Date()) : `${builtMonth}-01`;
  // A page built last month starts at the visitor's month.
  const firstMonth = today.slice(0, 7) > builtMonth ? today.slice(0, 7) : builtMonth;
  const [room, setRoom] = useState(rooms[0].slug);
  const [month, setMonth] = useState(builtMonth);
  const { busy, status, loaded } = useBusyTimes(rooms, month, meetingsHref, ready);
  useEffect(() => {
    if (month < firstMonth) setMonth(firstMonth);
  }, [month, firstMonth]);
  const shown = rooms.find((r) => r.slug === room) ?? rooms[0];
  const untouched = room === rooms[0].slug && month === builtMonth;
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
      {/* A month not yet read would show every day free. */}
      {loaded === month ? <RoomDays room={shown} month={month} busy={busy} today={today} /> : untouched ? children : null}
    </div>
  );
}
