/**
 * /utleie/moter.json: when the programme holds each hire room, from today to the hire horizon, as
 * [date, from, to, title] per room. The page's availability and form read it; no personal data.
 */
import type { APIRoute } from 'astro';
import { getHallHire } from '../../content/hallHire';
import { getLocation } from '../../content/pages';
import { getProgramme } from '../../content/programme';
import { programmeBusyTimes } from '../../content/roomUse';

export const GET: APIRoute = async () => {
  const [hire, programme, location] = await Promise.all([getHallHire(), getProgramme(), getLocation()]);
  const busy = hire ? programmeBusyTimes(programme.upcoming, location, hire.rooms) : [];
  const rooms: Record<string, [string, string, string, string][]> = {};
  for (const b of busy) (rooms[b.room] ??= []).push([b.date, b.from, b.to, b.title ?? '']);
  return new Response(JSON.stringify({ rooms }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
