/** Why Analytics is off here, or that it is still being checked. */
import type { Availability } from './useAnalyticsAvailability';

export function AvailabilityNotice({ availability }: { availability: Availability }) {
  return (
    <>
      {availability === 'checking' && <p role="status">Checking whether Analytics can run here…</p>}
      {availability === 'unsupported' && (
        <p className="notice">Analytics is not supported in this browser (it needs IndexedDB and cookies), so it stays off.</p>
      )}
      {availability === 'no-consent' && (
        <p className="notice">
          Analytics stays off because you have not accepted cookies. Accept them in the cookie banner on the <a href="/">main site</a> and
          come back.
        </p>
      )}
      {availability === 'no-measurement-id' && (
        <p className="notice">
          You accepted cookies and this browser supports Analytics, but this is the local demo project: it has no Analytics measurement ID
          and there is no Analytics emulator, so no events are sent. With a real Firebase project configured, the buttons below work.
        </p>
      )}
    </>
  );
}
