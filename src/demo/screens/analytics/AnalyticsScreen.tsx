/**
 * Analytics: switch collection on or off and log a generate_lead event — only where the SDK is
 * supported, only after the visitor accepted cookies, and only with a real measurement id (there is
 * no Analytics emulator; a demo project has none, so nothing is ever sent from it).
 */
import { useEffect, useState } from 'react';
import type { Analytics } from 'firebase/analytics';
import { firebaseOptions } from '../../../firebase/config';
import { firebaseApp } from '../../../firebase/app';
import { hasAccepted } from '../../../features/consent/consentState';
import { useSession } from '../../auth/session';
import { ErrorBox } from '../../ui/ErrorBox';

type Availability = 'checking' | 'unsupported' | 'no-consent' | 'no-measurement-id' | 'ready';

export default function AnalyticsScreen() {
  const { user } = useSession();
  const [availability, setAvailability] = useState<Availability>('checking');
  const [analytics, setAnalytics] = useState<Analytics | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void (async () => {
      const { isSupported, getAnalytics } = await import('firebase/analytics');
      if (!(await isSupported().catch(() => false))) return setAvailability('unsupported');
      if (!hasAccepted(document.cookie)) return setAvailability('no-consent');
      if (!firebaseOptions.measurementId) return setAvailability('no-measurement-id');
      setAnalytics(getAnalytics(firebaseApp()));
      setAvailability('ready');
    })();
  }, []);

  async function collection(enabled: boolean) {
    if (!analytics) return;
    const { setAnalyticsCollectionEnabled } = await import('firebase/analytics');
    setAnalyticsCollectionEnabled(analytics, enabled);
    setMessage(enabled ? 'Analytics collection is enabled.' : 'Analytics collection is disabled.');
  }

  async function logLead() {
    if (!analytics) return;
    try {
      const { logEvent } = await import('firebase/analytics');
      logEvent(analytics, 'generate_lead', { user: user?.uid ?? null });
      setMessage('Logged a generate_lead event.');
    } catch {
      setError('Could not log the event.');
    }
  }

  return (
    <section>
      <h1>Analytics</h1>
      {availability === 'checking' && <p role="status">Checking whether Analytics can run here…</p>}
      {availability === 'unsupported' && <p className="notice">Analytics is not supported in this browser (it needs IndexedDB and cookies), so it stays off.</p>}
      {availability === 'no-consent' && (
        <p className="notice">
          Analytics stays off because you have not accepted cookies. Accept them in the cookie banner on the <a href="/">main site</a> and come back.
        </p>
      )}
      {availability === 'no-measurement-id' && (
        <p className="notice">
          You accepted cookies and this browser supports Analytics, but this is the local demo project: it has no Analytics measurement ID and there is no
          Analytics emulator, so no events are sent. With a real Firebase project configured, the buttons below work.
        </p>
      )}
      <div className="actions">
        <button type="button" disabled={availability !== 'ready'} onClick={() => void collection(true)}>
          Enable analytics collection
        </button>
        <button type="button" disabled={availability !== 'ready'} onClick={() => void collection(false)}>
          Disable analytics collection
        </button>
        <button type="button" disabled={availability !== 'ready'} onClick={() => void logLead()}>
          Log a generate_lead event
        </button>
      </div>
      <p aria-live="polite">{message}</p>
      <ErrorBox message={error} />
    </section>
  );
}
