/**
 * The approved bookings of some rooms in one month, read with one REST batchGet (no Firebase SDK),
 * as the attendance counts are: hallBookings/{room}_{yyyy-mm} = {room, month, slots}.
 */
import { bookingMonthId, HIRE_COLLECTIONS, type BusyTime } from '../../../model/hallHire';
import { emulatorHosts, firebaseOptions, usesEmulators } from '../../firebase/config';

const FIRESTORE_HOST = 'https://firestore.googleapis.com';

type StringField = { stringValue?: string };
type SlotValue = { mapValue?: { fields?: Partial<Record<'date' | 'from' | 'to', StringField>> } };
type MonthFields = { room?: StringField; slots?: { arrayValue?: { values?: SlotValue[] } } };
type BatchGetResult = { found?: { fields?: MonthFields }; missing?: string };

/** The slots of a REST month document as busy times; anything malformed is left out. */
function slotsOf(fields: MonthFields | undefined, room: string): BusyTime[] {
  return (fields?.slots?.arrayValue?.values ?? []).flatMap((value) => {
    const slot = value.mapValue?.fields;
    const [date, from, to] = [slot?.date?.stringValue, slot?.from?.stringValue, slot?.to?.stringValue];
    return date && from && to ? [{ room, date, from, to, what: 'utleie' as const }] : [];
  });
}

export async function approvedBookings(rooms: readonly string[], month: string): Promise<BusyTime[]> {
  const host = usesEmulators ? `http://${(await emulatorHosts()).firestore}` : FIRESTORE_HOST;
  const database = `projects/${firebaseOptions.projectId}/databases/(default)`;
  const names = rooms.map((room) => `${database}/documents/${HIRE_COLLECTIONS.bookings}/${bookingMonthId(room, `${month}-01`)}`);
  const response = await fetch(`${host}/v1/${database}/documents:batchGet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: names }),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Firestore svarte ${response.status}`);
  const results = (await response.json()) as BatchGetResult[];
  // batchGet answers in any order: each found document names its room.
  return results.flatMap(({ found }) => (found?.fields?.room?.stringValue ? slotsOf(found.fields, found.fields.room.stringValue) : []));
}
