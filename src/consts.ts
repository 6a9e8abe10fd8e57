/**
 * Site-wide constants. UI strings live in src/i18n/nb.ts; content lives in Sanity; the site's name,
 * address and paths in model/.
 */
export const HTML_LANG = 'no';
export const OG_LOCALE = 'no_NO';
export { DATE_LOCALE, TIME_ZONE } from '../model/osloTime';

// Programme
export { SERIES_HORIZON_DAYS } from '../model/recurrence';
/** How many weeks ahead /program lists; later weeks are on the month pages («Vis flere»). */
export const PROGRAMME_FIRST_WEEKS = 6;
/** How far back the archive reaches. */
export const ARCHIVE_DAYS = 365;
/** How many weeks back /program/arkiv lists; the whole archive is on its month pages. */
export const ARCHIVE_FIRST_WEEKS = 6;
