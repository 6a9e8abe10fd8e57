import { hasEnded, type ProgrammeOccurrence } from '../../content/programme';

/**
 * The event pages the site search indexes: every one-off event, and one page per series (a weekly
 * meeting would otherwise fill the results with its dates): the first date not ended at build time,
 * or the last date when all have ended. That page lists the series' later dates. `all` is in start order.
 */
export function searchedOccurrenceIds(all: readonly ProgrammeOccurrence[], now: Date): Set<string> {
  const chosen = new Map<string, ProgrammeOccurrence>();
  for (const o of all) {
    if (!o.isSeries) {
      chosen.set(o.occurrenceId, o);
      continue;
    }
    const current = chosen.get(o.documentId);
    if (!current || hasEnded(current, now)) chosen.set(o.documentId, o);
  }
  return new Set([...chosen.values()].map((o) => o.occurrenceId));
}
