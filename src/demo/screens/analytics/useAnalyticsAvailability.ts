import { useEffect, useState } from 'react';
import type { Analytics } from 'firebase/analytics';
import { firebaseOptions } from '../../../firebase/config';
import { hasAccepted } from '../../../features/consent/consentState';

export type Availability = 'checking' | 'unsupported' | 'no-consent' | 'no-measurement-id' | 'ready';

/** Whether Analytics may run here (browser support, cookie consent, a measurement id), and the instance once it may. */
export function useAnalyticsAvailability() {
  const [availability, setAvailability] = useState<Availability>('checking');
  const [analytics, setAnalytics] = useState<Analytics | null>(null);

  useEffect(() => {
    void (async () => {
      // The cheap checks first: without consent or a measurement id no Firebase code is loaded.
      if (!hasAccepted(document.cookie)) return setAvailability('no-consent');
      if (!firebaseOptions.measurementId) return setAvailability('no-measurement-id');
      const [{ isSupported, getAnalytics }, { firebaseApp }] = await Promise.all([
        import('firebase/analytics'),
        import('../../../firebase/app'),
      ]);
      if (!(await isSupported().catch(() => false))) return setAvailability('unsupported');
      setAnalytics(getAnalytics(firebaseApp()));
      setAvailability('ready');
    })();
  }, []);

  return { availability, analytics };
}
