/**
 * The site's own cookies, all through js-cookie with the same attributes: Secure, SameSite=Strict,
 * one year. Keep the names: a renamed cookie forgets every visitor's stored choice.
 */
import Cookies from 'js-cookie';

import { CONSENT_COOKIE, DISMISSED_COOKIE, isConsentChoice, type ConsentChoice } from './consentState';

export { CONSENT_COOKIE, DISMISSED_COOKIE };
export const USER_ID_COOKIE = 'UserIdRandomString';
const COOKIE_LIFETIME_DAYS = 365;

// Max-Age, not Expires: the browser counts the year from its own time, so a device (or a test
// browser) whose script clock is off cannot store a cookie that is already expired.
const attributes: Cookies.CookieAttributes = {
  'max-age': String(COOKIE_LIFETIME_DAYS * 86_400),
  secure: true,
  sameSite: 'Strict',
  path: '/',
};

export function readConsent(): ConsentChoice | undefined {
  const value = Cookies.get(CONSENT_COOKIE);
  return isConsentChoice(value) ? value : undefined;
}

/**
 * Stores the choice and the dismissed flag, written again on every change so the year restarts.
 * The random user id exists only with consent: created on «Godta», deleted on «Avslå».
 */
export function saveConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, attributes);
  Cookies.set(DISMISSED_COOKIE, 'true', attributes);
  if (choice === 'accepted') ensureUserId();
  else Cookies.remove(USER_ID_COOKIE, { path: '/' });
}

/** The visitor's random id: read when present, otherwise generated and saved. Call only with consent. */
export function ensureUserId(): string {
  const existing = Cookies.get(USER_ID_COOKIE);
  if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
  const id = crypto.randomUUID();
  Cookies.set(USER_ID_COOKIE, id, attributes);
  return id;
}
