/** The programme's meetings in the hire rooms, from /utleie/moter.json, as busy times. */
import type { BusyTime } from '../../../model/hallHire';

type MeetingsJson = { rooms: Record<string, [string, string, string, string][]> };

const meetingTimes = ({ rooms }: MeetingsJson): BusyTime[] =>
  Object.entries(rooms).flatMap(([room, times]) =>
    times.map(([date, from, to, title]) => ({ room, date, from, to, what: 'møte' as const, title })),
  );

let loaded: Promise<BusyTime[]> | undefined;

export function loadMeetingTimes(href: string): Promise<BusyTime[]> {
  loaded ??= fetch(href)
    .then((res) => (res.ok ? (res.json() as Promise<MeetingsJson>) : Promise.reject(new Error(String(res.status)))))
    .then(meetingTimes);
  return loaded;
}
