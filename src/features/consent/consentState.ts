/**
 * Whether the visitor has already chosen, read straight from document.cookie so the tiny loader
 * (cookieConsent.ts) and the attendance island need no library: returning visitors download nothing more.
 */
export const CONSENT_COOKIE = 'CookieConsent';
export const DISMISSED_COOKIE = 'cookie-consent-banner-dismissed';

const cookieIs = (name: string, value: string) => new RegExp(`(?:^|;\\s*)${name}=${value}(?:;|$)`);
/** Also the page's inline line that shows the banner (showBanner.ts). */
export const CONSENT_CHOSEN_PATTERN = cookieIs(DISMISSED_COOKIE, 'true');
const CONSENT_ACCEPTED_PATTERN = cookieIs(CONSENT_COOKIE, 'accepted');

export const hasChosen = (cookieHeader: string): boolean => CONSENT_CHOSEN_PATTERN.test(cookieHeader);
export const hasAccepted = (cookieHeader: string): boolean => CONSENT_ACCEPTED_PATTERN.test(cookieHeader);

/**
 * Visit statistics run only for a real project built with a measurement id (the demo project has
 * none). The banner and the cookie catalogue ask for, and list, statistics only when this is true.
 */
// `?.`: Playwright imports the catalogue outside Vite, where import.meta.env does not exist.
export const ANALYTICS_ENABLED = Boolean(import.meta.env?.PUBLIC_FIREBASE_MEASUREMENT_ID);

/** The two answers, in the banner's order; CONSENT_COOKIE holds one of them. */
export const CONSENT_CHOICES = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export const isConsentChoice = (value: unknown): value is ConsentChoice => CONSENT_CHOICES.includes(value as ConsentChoice);

/** Event the banner dispatches on window after every choice (detail: 'accepted' | 'declined'). */
export const CONSENT_EVENT = 'bedehus:cookie-consent';
/** The element that holds the banner's markup (CookieConsentLoader.astro). */
export const BANNER_ROOT_ID = 'cookie-banner-root';
/** Buttons carrying this attribute (footer, cookie page) reopen the banner. */
export const OPEN_SETTINGS_ATTRIBUTE = 'data-cookie-settings';
