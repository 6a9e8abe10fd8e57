import { describe, expect, it } from 'vitest';
import { notFoundHtml } from '../../../scripts/notFoundHtml.mjs';

// The parts of dist/404.html the fill looks at (src/pages/404.astro).
const template = [
  '<!doctype html><html><head><title>Siden finnes ikke</title></head><body>',
  '<p data-not-found-explanation data-unmatched-explanation="Vi fant ingen side." data-failed-check-explanation="Vi fant ikke arrangementet.">Vi fant ingen side.</p>',
  '<p data-testid="not-found-message" data-not-found-message data-unmatched-lead="Page not found: " data-failed-check-lead="Page Not Found: "',
  ` data-checked-routes="${JSON.stringify(['^/program/[^/]+$']).replaceAll('"', '&quot;')}"><span data-not-found-lead>Page not found: </span><code data-not-found-path>/</code></p>`,
  '</body></html>',
].join('');

/** The text of the element carrying `marker`, with the page's entities decoded. */
function textOf(html: string, marker: string): string {
  const match = html.match(new RegExp(`<[^>]*${marker}[^>]*>([^<]*)<`));
  if (!match) throw new Error(`fant ikke ${marker}`);
  return match[1]
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('notFoundHtml', () => {
  it('fills in the lead and the path', () => {
    const html = notFoundHtml(template, '/finnes/ikke');
    expect(textOf(html, 'data-not-found-lead')).toBe('Page not found: ');
    expect(textOf(html, 'data-not-found-path')).toBe('/finnes/ikke');
  });

  it('uses the route-check wording for an unknown event', () => {
    const html = notFoundHtml(template, '/program/finnes-ikke');
    expect(textOf(html, 'data-not-found-lead')).toBe('Page Not Found: ');
    expect(textOf(html, 'data-not-found-explanation')).toBe('Vi fant ikke arrangementet.');
  });

  it('shows bidi controls from the address as escapes, not reversing the path', () => {
    const html = notFoundHtml(template, '/\u202Eevil\u202C');
    expect(textOf(html, 'data-not-found-path')).toBe('/\\u202Eevil\\u202C');
  });

  // Replacement patterns of String.prototype.replace: none of them may expand.
  const hostile = [
    '/$1',
    '/$2',
    '/$&',
    '/$`',
    "/$'",
    '/$$',
    '/$<name>',
    '/$`$&$1$2',
    '/<img src=x onerror=alert(1)>',
    '/<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '/$`<meta http-equiv=refresh content=0;url=//evil.example>',
    '/"><script>alert(1)</script>',
    "/'&amp;&lt;",
  ];
  for (const path of hostile) {
    it(`inserts ${JSON.stringify(path)} as text only`, () => {
      const html = notFoundHtml(template, path);
      expect(textOf(html, 'data-not-found-path')).toBe(path);
      // Nothing but the path changed: the page around it is the template's.
      expect(html.replace(/<code data-not-found-path>[^<]*<\/code>/, () => '<code data-not-found-path>/</code>')).toBe(template);
      expect(html).not.toMatch(/<img|<meta|<script/i);
    });
  }
});
