/**
 * The demo's route table loads every screen (lazily); a module a screen imports must not import the
 * table back, or the table, the screens and Auth form a circle that bundles and tests must untangle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const demo = join(root, 'src/demo');

/** Project-relative files a module imports, statically or with import(), that exist as .ts/.tsx. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap(([, spec]) => {
    const base = resolve(dirname(file), spec);
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).filter((candidate) => existsSync(candidate));
  });
}

/** Every module reachable from `start`. */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    for (const next of importsOf(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      walk(next);
    }
  };
  walk(start);
  return seen;
}

describe('the demo’s imports', () => {
  const table = join(demo, 'routes.ts');
  const screens = importsOf(table).filter((file) => file.includes(`${join(demo, 'screens')}/`));

  it('finds the screens the route table loads', () => {
    expect(screens.length).toBeGreaterThanOrEqual(10);
  });

  it('no screen reaches the route table back', () => {
    const circles = screens.filter((screen) => reachable(screen).has(table)).map((screen) => relative(root, screen));
    expect(circles).toEqual([]);
  });
});
