/**
 * `npm run content:check`: what the next build would show, or what it would refuse and why, in
 * Norwegian, for a volunteer's helper. It reads the same source as the build (src/content/loader.ts:
 * a hosted project when SANITY_PROJECT_ID is set, else the bundled dataset or CONTENT_DATASET_FILE)
 * through the build's own check (src/content/buildCheck.ts), as of the build's clock (SITE_NOW or now).
 * Exit code 0 when the build would go through, 1 when it would stop.
 */
import { pathToFileURL } from 'node:url';
import { formatDay, formatTime, osloWallClock } from '../model/osloTime';
import { SERIES_HORIZON_DAYS } from '../model/recurrence';
import { LEGAL_SLUGS, paths } from '../model/routes';
import { checkContent } from '../src/content/buildCheck';
import { DatasetError, SchemaCheckError } from '../src/content/datasetError';
import { houseProblems, isHouseDocumentId } from '../src/content/houseProblems';
import { contentFetcher, uncheckedContentFetcher } from '../src/content/loader';
import { describeProblems } from '../src/content/schemaCheck';
import { bundledDatasetPathFromEnv, sanityConfigFromEnv } from '../src/content/sourceConfig';
import { siteNow } from '../src/lib/clock';

/** How many coming dates are listed one by one; the rest are counted. */
const LISTED = 12;

function sourceLine() {
  const hosted = sanityConfigFromEnv();
  return hosted
    ? `Innhold fra: Sanity-prosjektet ${hosted.projectId}, datasettet «${hosted.dataset}» (bare publiserte dokumenter).`
    : `Innhold fra: datasettet ${bundledDatasetPathFromEnv()} (ikke noe Sanity-prosjekt satt opp).`;
}

/**
 * @param {Date} date
 * @param {number} year
 */
const when = (date, year) => `${formatDay(date, year)} ${formatTime(date)}`;

/**
 * The report, and whether the build would go through (else the error that would stop it). Reads the
 * environment as the build does.
 * @returns {Promise<{ ok: boolean; text: string; error?: Error }>}
 */
export async function contentCheck() {
  const lines = [sourceLine()];
  try {
    const now = siteNow();
    const year = osloWallClock(now).year;
    lines.push(`Neste bygg, per ${when(now, Number.NaN)}:`, '');
    // The build's own check (src/content/buildCheck.ts), which the loader also runs before any page.
    const { programme, settings, location, activities, donations } = await checkContent(contentFetcher(), now);

    const { upcoming, archive, categories } = programme;
    lines.push(`Kommende i programmet (${upcoming.length} datoer, serier ${SERIES_HORIZON_DAYS} dager fram):`);
    for (const o of upcoming.slice(0, LISTED))
      lines.push(`  ${when(o.start, year)}  ${o.cancelled ? 'AVLYST ' : ''}${o.title}  ${paths.event(o.occurrenceId)}`);
    if (upcoming.length > LISTED) lines.push(`  … og ${upcoming.length - LISTED} til.`);
    const cancelled = upcoming.filter((o) => o.cancelled);
    lines.push('', `Avlyste datoer framover (${cancelled.length}):`);
    for (const o of cancelled)
      lines.push(`  ${when(o.start, year)}  ${o.title}${o.cancellationReason ? ` — ${o.cancellationReason}` : ''}`);
    if (!cancelled.length) lines.push('  ingen');
    lines.push(
      '',
      'Sider:',
      `  ${upcoming.length + archive.length} arrangementssider (${upcoming.length} kommende, ${archive.length} i arkivet ${paths.archive})`,
      `  ${categories.length} kategorier: ${categories.map((c) => c.title).join(', ')}`,
      `  ${activities.length} aktiviteter på ${paths.activities}`,
      `  ${donations.length} gavemottakere på ${paths.donations}`,
      `  juridiske sider: ${LEGAL_SLUGS.map((slug) => paths.legal(slug)).join(', ')}`,
      `  «${settings.productName}», ${location.name}, ${location.streetAddress}, ${location.postalCode} ${location.city}`,
      '',
      'Bygget vil gå gjennom.',
    );
    return { ok: true, text: lines.join('\n') };
  } catch (error) {
    lines.push('Bygget vil STOPPE, og nettsiden blir stående som den er:', ...(await refusal(/** @type {Error} */ (error))));
    lines.push('', 'Rett opp feltet som er nevnt i Studioet (eller i datasettet), publiser, og kjør sjekken igjen.');
    return { ok: false, text: lines.join('\n'), error: /** @type {Error} */ (error) };
  }
}

/**
 * The build's own message, without what the list of the house's facts already says.
 * @param {Error} error
 * @param {(documentId: string) => boolean} covered
 */
function otherProblems(error, covered) {
  if (error instanceof SchemaCheckError) {
    const rest = error.problems.filter((p) => !covered(p.documentId));
    return rest.length === error.problems.length ? error.message : describeProblems(rest);
  }
  return error instanceof DatasetError && covered(error.documentId) ? '' : error.message;
}

/**
 * Why the build would stop: first every missing or wrong fact of the house's own documents, in the
 * order a helper fills them in (houseProblems.ts), then whatever else the build refused, as it says it.
 * @param {Error} error
 * @returns {Promise<string[]>}
 */
async function refusal(error) {
  const documents = await uncheckedContentFetcher()('*').then(
    (all) => /** @type {import('../src/content/sources').SanityDocument[]} */ (all),
    () => null,
  );
  const house = documents ? await houseProblems(documents) : [];
  const lines = house.length ? [`  Dette mangler eller må rettes (${house.length}), i den rekkefølgen du fyller det inn i Studioet:`] : [];
  house.forEach((p, index) => lines.push(`  ${String(index + 1).padStart(3)}. ${p.document} › ${p.field}: ${p.message}`));
  const covered = (/** @type {string} */ id) => Boolean(house.length && documents && isHouseDocumentId(id, documents));
  const rest = otherProblems(error, covered);
  if (rest) lines.push(...(house.length ? ['', '  Dessuten:'] : []), `  ${rest.replaceAll('\n', '\n  ')}`);
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ok, text } = await contentCheck();
  console.log(text);
  process.exitCode = ok ? 0 : 1;
}
