/**
 * Runs after `npm run build`: a /vuefire page's own script evaluates neither React nor Firebase
 * before the first paint. What it imports statically runs as soon as the page is parsed; the app
 * (and each screen's Firebase) must come through the import it makes after the paint.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { bundleGraph } from '../../scripts/demo/bundleGraph.mjs';
import { fullPath, routes } from '../../src/demo/routes';

/** Markers of the two libraries in the built chunks: React's element tag, Firebase's package names. */
const HEAVY = [/react\.transitional\.element/, /@firebase\//];

describe('the /vuefire pages before their first paint (dist/)', () => {
  const graph = bundleGraph('dist');

  it.each(routes.map((route) => route.path))('%s runs neither React nor Firebase before painting', (path) => {
    const page = parse(readFileSync(`dist${fullPath(path)}/index.html`, 'utf8'));
    const scripts = page
      .querySelectorAll('script[src]')
      .map((script) => script.getAttribute('src') ?? '')
      .map((src) => src.replace(/^\/_astro\//, ''));
    expect(scripts.length).toBeGreaterThan(0);
    const beforePaint = [...graph.closure(scripts)];
    const heavy = beforePaint.filter((file) => {
      const text = readFileSync(`dist/_astro/${file}`, 'utf8');
      return HEAVY.some((marker) => marker.test(text));
    });
    expect(heavy).toEqual([]);
  });
});
