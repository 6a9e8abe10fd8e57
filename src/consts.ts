/** Site-wide constants. UI strings live in src/i18n/nb.ts; content lives in Sanity. */
export const PRODUCT_NAME = 'Sentrum bedehus';
/** Canonical origin used for canonical URLs, sitemap and feeds. Override with PUBLIC_SITE_URL. */
export const SITE_URL = (process.env.PUBLIC_SITE_URL ?? 'https://www.sentrumbedehus.no').replace(/\/$/, '');
export const HTML_LANG = 'no';
export const OG_LOCALE = 'no_NO';
export const DATE_LOCALE = 'nb-NO';
export const TIME_ZONE = 'Europe/Oslo';

// Programme (issue 3)
/** How far ahead series without an end are expanded; a daily rebuild keeps the window rolling. */
export const SERIES_HORIZON_DAYS = 190;
/** How far back the archive reaches. */
export const ARCHIVE_DAYS = 365;
/** Public calendar feed of the whole programme. */
export const CALENDAR_FEED_PATH = '/kalender.ics';
