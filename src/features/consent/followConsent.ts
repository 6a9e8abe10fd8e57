/**
 * Statistics follow the stored choice: started on load after «Godta» and when «Godta» is pressed,
 * stopped on «Avslå». On the page only when the build has statistics (ConsentStatistics.astro).
 */
import { CONSENT_EVENT, hasAccepted, hasChosen } from './consentState';

function followConsent() {
  const accepted = hasAccepted(document.cookie);
  if (accepted || hasChosen(document.cookie)) {
    void import('./analytics').then((a) => (accepted ? a.startAnalytics() : a.stopAnalytics()));
  }
}

if (hasAccepted(document.cookie)) followConsent();
window.addEventListener(CONSENT_EVENT, followConsent);
