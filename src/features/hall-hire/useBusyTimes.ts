import { useEffect, useState } from 'react';
import type { BusyTime, HallRoom } from '../../../model/hallHire';
import { approvedBookings } from './hallBookings';
import { loadMeetingTimes } from './meetingTimes';

export type BusyStatus = 'static' | 'loading' | 'ready' | 'failed';

/**
 * The meetings and approved bookings of one month: the build's meetings at first, then the
 * programme's file and Firestore's bookings once the island runs (read again on every month shown).
 */
export function useBusyTimes(rooms: Pick<HallRoom, 'slug'>[], month: string, initial: BusyTime[], meetingsHref: string, ready: boolean) {
  const [busy, setBusy] = useState<BusyTime[]>(initial);
  const [status, setStatus] = useState<BusyStatus>('static');
  useEffect(() => {
    if (!ready) return;
    let current = true;
    setStatus('loading');
    const slugs = rooms.map((r) => r.slug);
    void Promise.allSettled([loadMeetingTimes(meetingsHref), approvedBookings(slugs, month)]).then(([meetings, bookings]) => {
      if (!current) return;
      const found = [
        ...(meetings.status === 'fulfilled' ? meetings.value : initial),
        ...(bookings.status === 'fulfilled' ? bookings.value : []),
      ];
      setBusy(found);
      setStatus(meetings.status === 'fulfilled' && bookings.status === 'fulfilled' ? 'ready' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [ready, month, rooms, initial, meetingsHref]);
  return { busy, status };
}
