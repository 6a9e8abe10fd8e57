import { describe, expect, it } from 'vitest';
import type { HallRequest } from '../../../../model/hallHire';
import { clashesOf, type ListedRequest } from '../../../../studio/hire/hireClashes';

const request = (id: string, at: Partial<HallRequest> = {}): ListedRequest =>
  ({
    id,
    room: 'storsalen',
    date: '2026-12-12',
    from: '14:00',
    to: '18:00',
    status: 'ny',
    kind: 'Bursdag',
    name: id,
    ...at,
  }) as ListedRequest;

describe('what a request overlaps in its room that day', () => {
  const open = request('open');

  it('lists other new and approved requests that overlap, not declined or cancelled ones, nor itself', () => {
    const others = [
      open,
      request('new', { from: '17:00', to: '19:00' }),
      request('approved', { status: 'godkjent', from: '12:00', to: '15:00' }),
      request('declined', { status: 'avslått' }),
      request('cancelled', { status: 'avlyst' }),
    ];
    expect(clashesOf(open, others, []).requests.map((r) => r.id)).toEqual(['new', 'approved']);
  });

  it('leaves out touching times, other rooms and other days', () => {
    const others = [
      request('after', { from: '18:00', to: '20:00' }),
      request('lille', { room: 'lillesalen' }),
      request('sunday', { date: '2026-12-13' }),
    ];
    expect(clashesOf(open, others, [])).toEqual({ requests: [], bookings: [] });
  });

  it('lists approved bookings that overlap, once: not again when their request is listed', () => {
    const approved = request('approved', { status: 'godkjent', from: '13:00', to: '15:00' });
    const slots = [
      { date: '2026-12-12', from: '13:00', to: '15:00', request: 'approved' },
      { date: '2026-12-12', from: '17:00', to: '23:00', request: 'cleaned-up' },
      { date: '2026-12-19', from: '14:00', to: '18:00', request: 'next-week' },
    ];
    expect(clashesOf(open, [open, approved], slots)).toEqual({ requests: [approved], bookings: [slots[1]] });
  });
});
