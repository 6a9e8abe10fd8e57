import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCoordinates, parseCoordinates } from '../../../../studio/form/coordinates';

describe('parseCoordinates', () => {
  it('reads what maps copy, with a decimal point or a Norwegian comma', () => {
    expect(parseCoordinates('63.4305, 10.3951')).toEqual({ lat: 63.4305, lng: 10.3951 });
    expect(parseCoordinates(' 63,4305 10,3951 ')).toEqual({ lat: 63.4305, lng: 10.3951 });
    expect(parseCoordinates('63,4305, 10,3951')).toEqual({ lat: 63.4305, lng: 10.3951 });
    expect(parseCoordinates('-33.86;151.2')).toEqual({ lat: -33.86, lng: 151.2 });
  });

  it('refuses text that is not two numbers, and numbers off the globe', () => {
    for (const text of ['', '63.4305', 'Trondheim', '63.4305, 10.3951, 12', '91, 10', '63, 181', '63.43 abc'])
      expect(parseCoordinates(text), text).toBeNull();
  });

  it('reads back every position it writes', () => {
    const position = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }).map((n) => Math.round(n * 1e6) / 1e6),
      lng: fc.double({ min: -180, max: 180, noNaN: true }).map((n) => Math.round(n * 1e6) / 1e6),
    });
    fc.assert(
      fc.property(position, (p) => {
        expect(parseCoordinates(formatCoordinates(p))).toEqual({ lat: p.lat + 0, lng: p.lng + 0 });
      }),
    );
  });
});
