import { describe, expect, it } from 'vitest';
import { failsRouteCheck } from '../../../src/lib/notFound';
import { CHECKED_ROUTE_PATTERNS } from '../../../model/routeRules';

describe('failsRouteCheck', () => {
  it('is true for a route whose parameter names nothing in the dataset', () => {
    expect(failsRouteCheck('/program/finnes-ikke-2026-01-01', CHECKED_ROUTE_PATTERNS)).toBe(true);
    expect(failsRouteCheck('/program/kategori/finnes-ikke', CHECKED_ROUTE_PATTERNS)).toBe(true);
    expect(failsRouteCheck('/calendar/finnes-ikke', CHECKED_ROUTE_PATTERNS)).toBe(true);
    expect(failsRouteCheck('/kalender/finnes-ikke.ics', CHECKED_ROUTE_PATTERNS)).toBe(true);
  });

  it('is false for paths no route matches', () => {
    expect(failsRouteCheck('/finnes/ikke', CHECKED_ROUTE_PATTERNS)).toBe(false);
    expect(failsRouteCheck('/program/a/b', CHECKED_ROUTE_PATTERNS)).toBe(false);
    expect(failsRouteCheck('/programmet/x', CHECKED_ROUTE_PATTERNS)).toBe(false);
    expect(failsRouteCheck('/kalender/x', CHECKED_ROUTE_PATTERNS)).toBe(false);
  });
});
