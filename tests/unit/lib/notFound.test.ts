import { describe, expect, it } from 'vitest';
import { failsRouteCheck } from '../../../src/lib/notFound';

describe('failsRouteCheck', () => {
  it('is true for a route whose parameter names nothing in the dataset', () => {
    expect(failsRouteCheck('/program/finnes-ikke-2026-01-01')).toBe(true);
    expect(failsRouteCheck('/program/kategori/finnes-ikke')).toBe(true);
    expect(failsRouteCheck('/calendar/finnes-ikke')).toBe(true);
    expect(failsRouteCheck('/kalender/finnes-ikke.ics')).toBe(true);
  });

  it('is false for paths no route matches', () => {
    expect(failsRouteCheck('/finnes/ikke')).toBe(false);
    expect(failsRouteCheck('/program/a/b')).toBe(false);
    expect(failsRouteCheck('/programmet/x')).toBe(false);
    expect(failsRouteCheck('/kalender/x')).toBe(false);
  });
});
