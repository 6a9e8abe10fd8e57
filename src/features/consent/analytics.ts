/**
 * Google Analytics for Firebase: started only after «Godta» and only for a real project with a
 * measurement id (ANALYTICS_ENABLED). The random user id (UserIdRandomString) is its user id, so
 * visits from one browser count as one visitor; «Avslå» stops collection.
 */
import { getAnalytics, isSupported, setAnalyticsCollectionEnabled, setUserId, type Analytics } from 'firebase/analytics';
import { firebaseApp } from '../../firebase/app';
import { ensureUserId } from './cookies';

let analytics: Analytics | undefined;

export async function startAnalytics(): Promise<void> {
  if (!analytics && !(await isSupported())) return;
  analytics ??= getAnalytics(firebaseApp());
  setAnalyticsCollectionEnabled(analytics, true);
  setUserId(analytics, ensureUserId());
}

export function stopAnalytics(): void {
  if (analytics) setAnalyticsCollectionEnabled(analytics, false);
}
