/**
 * What a request would collide with in its room on its day: other requests still open or approved,
 * and approved bookings (hallBookings) that no listed request stands for. The volunteer sees them
 * before answering; approve() refuses a clash with a booking in any case.
 */
import { overlaps, type HallRequest, type HallSlot } from '../../model/hallHire';

export type ListedRequest = HallRequest & { id: string };

export type Clashes = { requests: ListedRequest[]; bookings: HallSlot[] };

export function clashesOf(request: ListedRequest, requests: readonly ListedRequest[], slots: readonly HallSlot[]): Clashes {
  const sameTime = (other: { date: string; from: string; to: string }) => other.date === request.date && overlaps(other, request);
  const others = requests.filter(
    (other) =>
      other.id !== request.id && other.room === request.room && (other.status === 'ny' || other.status === 'godkjent') && sameTime(other),
  );
  const shown = new Set([request.id, ...others.map((other) => other.id)]);
  return { requests: others, bookings: slots.filter((slot) => !shown.has(slot.request) && sameTime(slot)) };
}
