/**
 * Site-wide constants. UI strings live in src/i18n/nb.ts; content lives in Sanity; the site's name,
 * address and paths in model/.
 */
export const HTML_LANG = 'no';
export const OG_LOCALE = 'no_NO';
export const DATE_LOCALE = 'nb-NO';
export const TIME_ZONE = 'Europe/Oslo';
export const MEMBERSHIP = { feeKroner: 100, minimumAge: 15 } as const;

// Programme (issue 3)
/** Fallback for the house when a dataset has no building document (location); normally that document is the source. */
export const HOUSE_PLACE = {
  name: 'Sentrum bedehus',
  streetAddress: 'Kirkegata 10',
  postalCode: '7013',
  city: 'Trondheim',
  country: 'NO',
  geo: { lat: 63.4305, lng: 10.3951 },
} as const;
/** How far ahead series without an end are expanded; a daily rebuild keeps the window rolling. */
export const SERIES_HORIZON_DAYS = 190;
/** How far back the archive reaches. */
export const ARCHIVE_DAYS = 365;
