/**
 * An activity points to one series (an event with «Gjentakelse»), and a series has one activity:
 * /aktiviteter takes name, day and time from it. The Studio's reference picker only filters; this
 * rule refuses the rest (an event picked before its «Gjentakelse» was removed, a second activity),
 * in the Studio and, through the schema check, in the build.
 */
import type { ValidationContext } from 'sanity';
import { SANITY_API_VERSION } from '../../../model/sanityApi';

/** The Studio's client version for this query (any recent one answers it the same way). */

const SERIES_QUERY = `{
  "isSeries": defined(*[_id == $series][0].recurrence.frequency),
  "others": *[_type == "activity" && series._ref == $series && !sanity::versionOf($self) && !(_id in path("drafts.**"))]._id
}`;

export async function activitySeriesProblem(reference: { _ref?: string } | undefined, context: ValidationContext): Promise<string | true> {
  if (!reference?._ref) return true;
  const self = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  const { isSeries, others } = await client.fetch<{ isSeries: boolean; others: string[] }>(SERIES_QUERY, { series: reference._ref, self });
  if (!isSeries) return 'Velg et arrangement med «Gjentakelse» (en serie): dag og klokkeslett hentes fra serien.';
  if (others.length) return `Serien har allerede en aktivitet («${others[0]}»). Skriv i den, eller velg en annen serie.`;
  return true;
}
