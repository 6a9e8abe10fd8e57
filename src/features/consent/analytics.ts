/** Google Analytics for Firebase, started only after consent and only for a real project with a measurement id. */
import { getAnalytics, isSupported } from 'firebase/analytics';
import { firebaseApp } from '../../firebase/app';

let started = false;

export async function startAnalytics(): Promise<void> {
  if (started || !(await isSupported())) return;
  started = true;
  getAnalytics(firebaseApp());
}
