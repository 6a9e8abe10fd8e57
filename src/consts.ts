/** Site-wide constants. UI strings live in src/i18n/nb.ts; content lives in Sanity. */
export const PRODUCT_NAME = 'Sentrum bedehus';
/** Canonical origin used for canonical URLs, sitemap and feeds. Override with PUBLIC_SITE_URL. */
export const SITE_URL = (process.env.PUBLIC_SITE_URL ?? 'https://www.sentrumbedehus.no').replace(/\/$/, '');
export const HTML_LANG = 'no';
export const OG_LOCALE = 'no_NO';
export const DATE_LOCALE = 'nb-NO';
export const TIME_ZONE = 'Europe/Oslo';
export const MEMBERSHIP = { feeKroner: 100, minimumAge: 15 } as const;
