/**
 * The floor page the benches measure Lighthouse against in the same run: the home page's own head
 * (its CSS, fonts and meta, no script) with one heading and two paragraphs. Its LCP is what this
 * machine, at this load, gives any page of the site; a page's LCP over it is the figure that
 * compares between runs. Written into the built site for the run and removed after it.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FLOOR_PATH = '/__gulv';

/** @param {string} dist  the built site; returns a function that removes the page again */
export function writeFloorPage(dist) {
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const head = home
    .slice(home.indexOf('<head>'), home.indexOf('</head>') + '</head>'.length)
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const lang = /<html lang="([^"]+)"/.exec(home)?.[1] ?? 'nb';
  const text = 'Gulvsiden: hodet, skriftene og stilarket til forsiden, to avsnitt og ingen skript. '.repeat(4);
  const dir = join(dist, FLOOR_PATH);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="${lang}">${head}<body><main class="wrap"><h1>Gulvsiden</h1><p>${text}</p><p>${text}</p></main></body></html>`,
  );
  return () => rmSync(dir, { recursive: true, force: true });
}
