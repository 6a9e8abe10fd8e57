/**
 * The meetings of a series that «Avlys en dato» and «Endre én dato» offer: not ended, not cancelled,
 * as far ahead as the site shows the programme. Empty for a one-off event or a series whose times
 * or rule the Studio's own validation still refuses.
 */
import { expandOccurrences, SERIES_HORIZON_DAYS, type Occurrence, type RecurrenceRule } from '../../model/recurrence';
import { DAY_MS } from '../../model/dayLength';

interface SeriesTimes {
  start?: string;
  end?: string;
  recurrence?: Partial<RecurrenceRule> | null;
}

export function comingMeetings(doc: SeriesTimes, now: Date): Occurrence[] {
  const frequency = doc.recurrence?.frequency;
  if (!frequency || !doc.start || !doc.end) return [];
  const start = new Date(doc.start);
  const end = new Date(doc.end);
  if (!(end > start)) return [];
  try {
    return expandOccurrences(
      { start, end, recurrence: { ...doc.recurrence, frequency } },
      now,
      new Date(now.getTime() + SERIES_HORIZON_DAYS * DAY_MS),
    ).filter((o) => !o.cancelled);
  } catch {
    return [];
  }
}
