import { useRef, useState, type FormEvent } from 'react';
import { hireReference, type HallRoom, type HireTerms } from '../../../model/hallHire';
import { osloDateKey } from '../../../model/osloTime';
import { approvedBookings } from './hallBookings';
import { toHallRequest, validateHire, type HireErrors, type HireInput } from './hireRequest';
import { loadMeetingTimes } from './meetingTimes';

export type HireStatus = 'idle' | 'sending' | 'network' | 'refused';

/** Checks the request against the rules' limits and what holds the room that day, then sends it. */
export function useHireSending(
  values: HireInput,
  { rooms, terms, meetingsHref }: { rooms: Pick<HallRoom, 'slug' | 'name' | 'seats'>[]; terms: HireTerms; meetingsHref: string },
) {
  const [errors, setErrors] = useState<HireErrors>({});
  const [status, setStatus] = useState<HireStatus>('idle');
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  async function busyThatMonth() {
    const month = values.date.slice(0, 7);
    const [meetings, bookings] = await Promise.allSettled([
      loadMeetingTimes(meetingsHref),
      /^\d{4}-\d{2}$/.test(month) ? approvedBookings([values.room], month) : Promise.resolve([]),
    ]);
    return [...(meetings.status === 'fulfilled' ? meetings.value : []), ...(bookings.status === 'fulfilled' ? bookings.value : [])];
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    const found = validateHire(values, { rooms, terms, today: osloDateKey(new Date()), busy: await busyThatMonth() });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const reference = hireReference();
    const request = toHallRequest(values, reference);
    try {
      const { sendHireRequest } = await import('./hireFirestore');
      await sendHireRequest(request, rooms.find((r) => r.slug === request.room)?.name ?? request.room, terms.email);
      setSent({ reference, email: request.email });
      setStatus('idle');
    } catch (error) {
      setStatus((error as { code?: string }).code === 'permission-denied' ? 'refused' : 'network');
    }
  }

  return { errors, status, sent, summaryRef, submit, again: () => setSent(null) };
}
