/**
 * Analytics: switch collection on or off and log a generate_lead event — only where the SDK is
 * supported, only after the visitor accepted cookies, and only with a real measurement id (there is
 * no Analytics emulator; a demo project has none, so nothing is ever sent from it).
 */
import { useState } from 'react';
import { useKnownSession } from '../../auth/sessionStore';
import { ErrorBox } from '../../ui/ErrorBox';
import { AvailabilityNotice } from './AvailabilityNotice';
import { useAnalyticsAvailability } from './useAnalyticsAvailability';

export default function AnalyticsScreen() {
  // The user if a screen before this one loaded Auth; this screen does not load it for one field.
  const { user } = useKnownSession();
  const { availability, analytics } = useAnalyticsAvailability();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

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
      {/* Below the buttons: the prerendered «Checking…» line becomes a longer notice once the
          browser has answered, and nothing under it may move when it does (layout shift). */}
      <AvailabilityNotice availability={availability} />
      <p aria-live="polite">{message}</p>
      <ErrorBox message={error} />
    </section>
  );
}
