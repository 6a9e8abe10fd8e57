/**
 * The counts anyone may read (attendance/{occurrenceId} = {kommer, kanskje}), read with one request to
 * Firestore's REST API, the same service and rules the SDK talks to: a visitor who only looks at the
 * page loads no Firebase SDK (the app and Firestore lite are about 36 kB gzip). The SDK comes with an
 * answer (attendanceApi.ts).
 */
import { emulatorHosts, firebaseOptions, usesEmulators } from '../../firebase/config';
import type { AttendanceCounts, AttendanceStatus } from './attendanceFirestore';

/** Firestore's REST host; the emulator serves the same API on its own host. */
const FIRESTORE_HOST = 'https://firestore.googleapis.com';

/** A document field as the REST API writes it (increment() stores integers, sent as strings). */
type NumberField = { integerValue?: string; doubleValue?: number };
/** One result of documents:batchGet: the document, or the name of a missing one. */
type BatchGetResult = { found?: { fields?: Partial<Record<AttendanceStatus, NumberField>> }; missing?: string };

/**
 * One batchGet, as Firestore lite's getDoc sends it: a document nobody has answered yet comes back
 * as `missing`, not as a 404 the browser would log as an error.
 */
export async function countAnswers(occurrenceId: string): Promise<AttendanceCounts> {
  const host = usesEmulators ? `http://${(await emulatorHosts()).firestore}` : FIRESTORE_HOST;
  const database = `projects/${firebaseOptions.projectId}/databases/(default)`;
  const response = await fetch(`${host}/v1/${database}/documents:batchGet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: [`${database}/documents/attendance/${occurrenceId}`] }),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Firestore svarte ${response.status}`);
  const [{ found }] = (await response.json()) as BatchGetResult[];
  const fields = found?.fields ?? {};
  const count = (status: AttendanceStatus) => Math.max(0, Number(fields[status]?.integerValue ?? fields[status]?.doubleValue ?? 0) || 0);
  return { kommer: count('kommer'), kanskje: count('kanskje') };
}
