/**
 * Text an editor writes about a recurring activity must not state its schedule: weekday and clock
 * time come from the series in the programme, so a description that names them can only repeat or
 * contradict it. The Studio validates with this, and the build refuses such a text.
 */

/**
 * A weekday as written: the full name in any form («onsdag», «onsdager», «onsdagskveld») or a usual
 * abbreviation with its full stop («ons.», «onsd.», «tirs.»). «man.» counts only before «og», «kl»,
 * «til», «fra», a dash or a number («man. kl. 18», «man.–fre.»): elsewhere it ends a sentence as the pronoun.
 */
export const WEEKDAY_WORD =
  '(?<![\\p{L}\\p{N}])(?:(?:man|tirs|ons|tors|fre|lør|søn)dag(?:en|er|ene|s?kveld(?:en|er|ene)?|s?morgen(?:en)?|s?formiddag(?:en)?|s?ettermiddag(?:en)?)?(?![\\p{L}\\p{N}])|(?:tirs|onsd?|tors|fre|lør|søn)\\.|man\\.(?=\\s*(?:og|kl|til|fra|\\p{N}|[–-])))';
const WEEKDAY = new RegExp(WEEKDAY_WORD, 'iu');
const CLOCK = /(?<![\p{L}\p{N}])(?:kl\.?\s*\d{1,2}|\d{1,2}[.:]\d{2}(?![.:]?\d))/iu;

const STEMS = ['søn', 'man', 'tir', 'ons', 'tor', 'fre', 'lør'];

/** The day of the week (0 Sunday … 6 Saturday, as Date.getDay) a weekday word names. */
export const weekdayOf = (word: string): number => STEMS.indexOf(word.slice(0, 3).toLowerCase());

/** null when the text names no weekday and no clock time; else a Norwegian explanation naming what it found. */
export function scheduleWordsProblem(text: string): string | null {
  const found = WEEKDAY.exec(text) ?? CLOCK.exec(text);
  if (!found) return null;
  return `nevner «${found[0]}». Dag og klokkeslett hentes fra serien i programmet; skriv dem ikke i teksten.`;
}

/**
 * A series' summary stands beside the schedule derived from it (/aktiviteter, the programme), so it
 * names no weekday or clock time either. null for one-off events and for a summary without them.
 */
export function seriesSummaryProblem(
  summary: string | undefined,
  event: { recurrence?: { frequency?: string | null } | null } | undefined,
): string | null {
  if (!summary || !event?.recurrence?.frequency) return null;
  const problem = scheduleWordsProblem(summary);
  return problem ? `Sammendraget ${problem} (Gjelder serier, som vises på «Aktiviteter».)` : null;
}
