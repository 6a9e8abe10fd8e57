/**
 * Runs after `npm run build`: the bundled house lets rooms, so /utleie is in the sitemap and the
 * site search, and reached from the home page's «Finn fram», the building's page and every footer.
 * (The second house, which lets none, links nowhere to it: secondHouse.test.ts.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { paths } from '../../model/routes';
import { SEARCH_INDEX_FILE } from '../../model/search';
import { sitemapPaths } from '../support/sitemap';

const dist = resolve(process.cwd(), 'dist');
const page = (path: string) =>
  parse(readFileSync(path === '/' ? resolve(dist, 'index.html') : resolve(dist, `.${path}`, 'index.html'), 'utf8'));
const linksToHire = (root: ReturnType<typeof parse>, selector: string) =>
  root.querySelectorAll(`${selector} a`).filter((a) => a.getAttribute('href') === paths.hallHire);

describe('/utleie is found', () => {
  it('is built, and in the sitemap', () => {
    expect(existsSync(resolve(dist, 'utleie/index.html')), 'dist/utleie mangler: kjør npm run build').toBe(true);
    expect(sitemapPaths(dist)).toContain(paths.hallHire);
  });

  it('is in the site search, with its rooms', () => {
    const index = JSON.parse(readFileSync(resolve(dist, SEARCH_INDEX_FILE.slice(1)), 'utf8')) as {
      storedFields: Record<string, { url: string; text: string }>;
    };
    const stored = Object.values(index.storedFields).find(({ url }) => url === paths.hallHire);
    expect(stored?.text).toContain('Storsalen');
  });

  it('the home page’s «Finn fram» and the building’s page link to it', () => {
    expect(linksToHire(page(paths.home), '#finn-fram + ul')).toHaveLength(1);
    expect(linksToHire(page(paths.map), 'main')).toHaveLength(1);
  });

  it('every page’s footer links to it', () => {
    const without = sitemapPaths(dist).filter((path) => linksToHire(page(path), 'footer').length !== 1);
    expect(without).toEqual([]);
  });
});
