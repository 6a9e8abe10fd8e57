import { osloInstant, osloWallClock } from '../../../model/osloTime';
import { DAY_MS } from '../../../model/dayLength';

/**
 * A new event starts a week from today at 19.00 and ends at 20.30, Norwegian time, in the house
 * (an empty place means the house), planned. Volunteers change what differs.
 */
export function newEventValues(now: Date) {
  const day = osloWallClock(new Date(now.getTime() + 7 * DAY_MS));
  const at = (hour: number, minute: number) => osloInstant({ year: day.year, month: day.month, day: day.day, hour, minute }).toISOString();
  return { start: at(19, 0), end: at(20, 30), status: 'scheduled' };
}
