import { describe, expect, it } from 'vitest';
import { visiblePath } from '../../../src/lib/visiblePath';

describe('visiblePath', () => {
  it('shows bidi overrides and isolates as escapes, so the path reads as it was typed', () => {
    expect(visiblePath('/\u202Eevil\u202C')).toBe('/\\u202Eevil\\u202C');
    expect(visiblePath('/a\u2066b\u2069')).toBe('/a\\u2066b\\u2069');
  });

  it('shows controls, zero-width and other invisible characters as escapes', () => {
    expect(visiblePath('/a\u0000b\u001b\u007f\u0085')).toBe('/a\\u0000b\\u001B\\u007F\\u0085');
    expect(visiblePath('/\u200Bx\uFEFF\u2028')).toBe('/\\u200Bx\\uFEFF\\u2028');
    expect(visiblePath('/tag\u{E0041}')).toBe('/tag\\u{E0041}');
  });

  it('leaves ordinary text, Norwegian letters and the plain space as they are', () => {
    for (const path of ['/finnes/ikke', '/program/høstbasar-2026', '/Ærlig Åse', '/a%b$1<x>']) {
      expect(visiblePath(path)).toBe(path);
    }
  });
});
