/**
 * The one slug rule, for the Studio (validation and the generator) and the build: lowercase a–z,
 * digits and single hyphens inside. No æ, ø, å: an event's slug is part of its occurrence id, which
 * the Firestore rules accept only as [a-z0-9-] (attendance), and letters outside ASCII turn into
 * %-escapes in addresses. The generator writes them as the usual Norwegian spelling (æ → ae, ø → o, å → a).
 */
import { RESERVED_EVENT_SLUGS } from './routeRules.ts';

/**
 * The longest occurrence id (attendance/{occurrenceId} in firestore.rules: [a-z0-9-]{1,200});
 * tests/unit/model/slugs.test.ts reads the rules and fails when the two differ.
 */
export const OCCURRENCE_ID_MAX_LENGTH = 200;

/** A series adds the date of each occurrence to its slug: bonnemote → bonnemote-2026-12-01. */
const SERIES_DATE_SUFFIX = '-yyyy-mm-dd';

/** The occurrence id of an event's occurrence: the slug, and for a series the date added. */
export function occurrenceIdOf(slug: string, seriesDate?: string): string {
  return seriesDate === undefined ? slug : `${slug}-${seriesDate}`;
}

/** The longest event slug: every occurrence id of a series still fits the rules. */
export const EVENT_SLUG_MAX_LENGTH = OCCURRENCE_ID_MAX_LENGTH - SERIES_DATE_SUFFIX.length;
/** A category's or legal page's slug names one page (and a feed); their titles are short. */
export const PAGE_SLUG_MAX_LENGTH = 40;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const TRANSLITERATION: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ü: 'u', é: 'e', è: 'e', ß: 'ss' };

/** The Studio's «Generer»: a title as a slug under the rule («Bønnemøte i Ås» → «bonnemote-i-as»). */
export function slugify(title: string, maxLength: number): string {
  const ascii = title
    .toLowerCase()
    .replace(/[æøåäöüéèß]/g, (c) => TRANSLITERATION[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

const shown = (text: string) => JSON.stringify(text).slice(1, -1);

/**
 * Null when `slug` follows the rule, else why not (Norwegian, for the Studio and the build).
 * `maxLength`: EVENT_SLUG_MAX_LENGTH or PAGE_SLUG_MAX_LENGTH.
 */
function slugProblem(slug: unknown, maxLength: number): string | null {
  if (typeof slug !== 'string' || slug === '') return 'Adressen mangler.';
  if (slug.length > maxLength) return `Adressen er ${slug.length} tegn lang; høyst ${maxLength} tegn er tillatt.`;
  if (SLUG.test(slug)) return null;
  const others = [...new Set(slug.replace(/[a-z0-9-]/g, ''))];
  if (others.length) {
    return `Adressen «${shown(slug)}» kan bare ha små bokstaver a–z, sifre og bindestrek, ikke ${others.map((c) => `«${shown(c)}»`).join(', ')}. Bruk «Generer» eller skriv æ, ø, å som ae, o, a.`;
  }
  return `Adressen «${slug}» kan ikke begynne eller slutte med bindestrek eller ha to bindestreker etter hverandre.`;
}

/** An address that ends like a series' meeting (-2026-12-01) could be one: two events, one page. */
const ENDS_IN_DATE = /-\d{4}-\d{2}-\d{2}$/;

/** An event's slug: the rule, its length and the programme's own page addresses. */
export function eventSlugProblem(slug: unknown): string | null {
  const problem = slugProblem(slug, EVENT_SLUG_MAX_LENGTH);
  if (problem) return problem;
  const date = ENDS_IN_DATE.exec(slug as string);
  if (date) {
    return `Adressen kan ikke slutte med en dato («${date[0]}»): nettsiden legger datoen til for hvert møte i en serie, og to arrangementer ville fått samme adresse. Fjern datoen, eller skriv bare året.`;
  }
  return RESERVED_EVENT_SLUGS.includes(slug as string)
    ? `«${String(slug)}» er reservert for en side i programmet (${RESERVED_EVENT_SLUGS.map((s) => `«${s}»`).join(' og ')}). Velg en annen adresse.`
    : null;
}

/** A category's or a legal page's slug. */
export function pageSlugProblem(slug: unknown): string | null {
  return slugProblem(slug, PAGE_SLUG_MAX_LENGTH);
}
