/**
 * What the «Utleie» tool reads, kept live: every request newest first, one room's month of approved
 * bookings, and the rooms' names from the Studio's own content (published, not drafts).
 */
import { collection, doc, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { bookingMonthId, HIRE_COLLECTIONS, type HallMonth, type HallRequest, type HallSlot } from '../../model/hallHire';
import { SANITY_API_VERSION } from '../../model/sanityApi';
import type { ListedRequest } from './hireClashes';
import { hireFirebase } from './hireFirebase';

type Loaded<T> = { data: T } | { error: string } | null;

const READ_FAILED = 'Fikk ikke lest forespørslene. Sjekk nettforbindelsen, eller om brukeren har tilgang til utleie.';

/** Every request, newest first (the cleanup job keeps the collection small). */
export function useHireRequests(): Loaded<ListedRequest[]> {
  const [loaded, setLoaded] = useState<Loaded<ListedRequest[]>>(null);
  useEffect(() => {
    const requests = query(collection(hireFirebase().db, HIRE_COLLECTIONS.requests), orderBy('createdAt', 'desc'));
    return onSnapshot(
      requests,
      (snapshot) => setLoaded({ data: snapshot.docs.map((d) => ({ ...(d.data() as HallRequest), id: d.id })) }),
      () => setLoaded({ error: READ_FAILED }),
    );
  }, []);
  return loaded;
}

/** The approved bookings of `room` in the month of `date`. */
export function useBookedSlots(room: string, date: string): HallSlot[] {
  const [slots, setSlots] = useState<HallSlot[]>([]);
  useEffect(() => {
    setSlots([]);
    const month = doc(hireFirebase().db, HIRE_COLLECTIONS.bookings, bookingMonthId(room, date));
    return onSnapshot(
      month,
      (snapshot) => setSlots(snapshot.exists() ? (snapshot.data() as HallMonth).slots : []),
      () => setSlots([]),
    );
  }, [room, date]);
  return slots;
}

const ROOMS = '*[_type == "hallRoom"]{name, "slug": slug.current}';

/**
 * Room slug → name, or null until the rooms are read (the answer's e-mail names the room, so the
 * tool waits for them); a room not, or no longer, in the content is shown by its slug.
 */
export function useRoomNames(): ((slug: string) => string) | null {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [names, setNames] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    const published = client.withConfig({ perspective: 'published' });
    void published.fetch<{ name?: string; slug?: string }[]>(ROOMS).then(
      (rooms) => setNames(new Map(rooms.flatMap(({ slug, name }) => (slug && name ? [[slug, name] as const] : [])))),
      () => setNames(new Map()),
    );
  }, [client]);
  return names && ((slug) => names.get(slug) ?? slug);
}
