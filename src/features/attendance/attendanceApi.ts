/**
 * What attendance loads, and when. The counts are one REST read (attendanceCounts.ts, no SDK); the
 * Firestore SDK (attendanceFirestore.ts: Firebase app and Firestore lite) is fetched only to save an
 * answer, or to read the one this browser holds (a stored sign-in), and Auth only with it.
 */
import { hasStoredFirebaseSession } from '../../firebase/storedSession';
import { countAnswers } from './attendanceCounts';
import type { Wish } from './attendanceFirestore';

const firestore = () => import('./attendanceFirestore');

const api = {
  countAnswers,
  /** The visitor's stored answer; without a stored sign-in there is none, and nothing is fetched. */
  myAnswer: async (occurrenceId: string) => ((await hasStoredFirebaseSession()) ? (await firestore()).myAnswer(occurrenceId) : null),
  saveAnswer: async (occurrenceId: string, wish: Wish) => (await firestore()).saveAnswer(occurrenceId, wish),
};

export const attendanceApi = () => Promise.resolve(api);
