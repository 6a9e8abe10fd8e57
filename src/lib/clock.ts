/**
 * The build's "now": what counts as upcoming, how far series are expanded and what the archive
 * keeps. SITE_NOW (an ISO time with offset, e.g. 2027-03-01T12:00:00+01:00) sets it, so tests and
 * previews can build the site as of any date; unset, it is the real time.
 */
export function siteNow(env: Record<string, string | undefined> = process.env): Date {
  const value = env.SITE_NOW?.trim();
  if (!value) return new Date();
  // An offset is required: a bare date or time would mean different instants on different machines.
  const parsed = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(parsed.getTime())) {
    throw new Error(`SITE_NOW=«${value}» er ikke et tidspunkt med tidssone (skriv f.eks. 2027-03-01T12:00:00+01:00).`);
  }
  return parsed;
}
