import { useEffect, useState } from 'react';
import type { BusyTime, HallRoom } from '../../../model/hallHire';
import { approvedBookings } from './hallBookings';
import { loadMeetingTimes } from './meetingTimes';

export type BusyStatus = 'static' | 'loading' | 'ready' | 'failed';

/**
 * The meetings and approved bookings of one month, once the island runs: the programme's file and
 * Firestore's bookings (read again on every month shown). What one of them could not give is left out.
 */
export function useBusyTimes(rooms: Pick<HallRoom, 'slug'>[], month: string, meetingsHref: string, ready: boolean) {
  const [busy, setBusy] = useState<BusyTime[]>([]);
  const [status, setStatus] = useState<BusyStatus>('static');
  // The month `busy` belongs to.
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    let current = true;
    setStatus('loading');
    const slugs = rooms.map((r) => r.slug);
    void Promise.allSettled([loadMeetingTimes(meetingsHref), approvedBookings(slugs, month)]).then(([meetings, bookings]) => {
      if (!current) return;
      setLoaded(month);
      setBusy([...(meetings.status === 'fulfilled' ? meetings.value : []), ...(bookings.status === 'fulfilled' ? bookings.value : [])]);
      setStatus(meetings.status === 'fulfilled' && bookings.status === 'fulfilled' ? 'ready' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [ready, month, rooms, meetingsHref]);
  return { busy, status, loaded };
}
