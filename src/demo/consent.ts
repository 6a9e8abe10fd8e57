/**
 * Has the visitor accepted cookies? The public site's cookie banner stores the choice in the
 * `CookieConsent` cookie (spec §3, §9). Analytics starts only after a yes.
 */
import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'CookieConsent';

export function analyticsConsented(): boolean {
  const value = (Cookies.get(CONSENT_COOKIE) ?? '').toLowerCase();
  return value === 'true' || value === 'accepted' || value === 'all' || value === 'yes';
}
