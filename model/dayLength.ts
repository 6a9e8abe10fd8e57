/**
 * 24 hours in milliseconds: a fixed span, for windows such as «190 days ahead» or «a day either
 * side». Not an Oslo calendar day, which lasts 23 or 25 hours when the clocks change: step Oslo
 * dates through osloWallClock and osloInstant (osloTime.ts) instead. A file of its own, so that a
 * browser bundle that needs only this takes none of osloTime's date formats with it.
 */
export const DAY_MS = 86_400_000;
