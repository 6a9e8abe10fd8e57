/**
 * Has the visitor accepted cookies? The public site's cookie banner stores the choice in the
 * `CookieConsent` cookie (src/lib/cookies.ts). Analytics starts only after "accepted".
 */
import { readConsent } from '../lib/cookies';

export function analyticsConsented(): boolean {
  return readConsent() === 'accepted';
}
