/**
 * Dates and times as Norwegians write them (27.11.2026, kl. 19.30) instead of Sanity's default
 * 2026-11-27 19:30. Every date and datetime field takes these options (tests/unit/studio/schemaTypes).
 */
export const NORWEGIAN_DATE = { dateFormat: 'DD.MM.YYYY' } as const;
/** Quarter hours: meetings start on the hour or at a quarter. */
export const NORWEGIAN_DATETIME = { ...NORWEGIAN_DATE, timeFormat: 'HH.mm', timeStep: 15 } as const;
