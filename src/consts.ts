/**
 * Site-wide constants. UI strings live in src/i18n/nb.ts; content lives in Sanity; the site's name,
 * address and paths in model/.
 */
export const HTML_LANG = 'no';
export const OG_LOCALE = 'no_NO';
export { DATE_LOCALE, TIME_ZONE } from '../model/osloTime';

// Programme
export { SERIES_HORIZON_DAYS } from '../model/recurrence';
/** How far back the archive reaches. */
export const ARCHIVE_DAYS = 365;
