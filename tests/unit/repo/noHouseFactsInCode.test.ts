/**
 * Every fact of a particular house is content (the dataset) or site.config.json, never code: a
 * second house builds from its own content with no code change. The facts looked for are read from
 * the bundled dataset, so the test follows whatever house it holds.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATASET_PATH } from '../../../src/content/sourceConfig';

type Doc = Record<string, string | undefined>;
const docs = readFileSync(BUNDLED_DATASET_PATH, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Doc);
const byId = (id: string) => docs.find((d) => d._id === id) ?? {};
const settings = byId('siteSettings');
const location = byId('location');
const domain = new URL((JSON.parse(readFileSync('site.config.json', 'utf8')) as { siteUrl: string }).siteUrl).hostname.replace(
  /^www\./,
  '',
);

const FACTS = [
  settings.productName,
  location.locationName,
  location.streetAddress,
  `${location.postalCode} ${location.city}`,
  location.owner,
  settings.phone,
  settings.email,
  settings.organizationNumber,
  domain,
].filter((fact): fact is string => typeof fact === 'string' && fact.length > 3);

/** The code of the site, the Studio, the model, the scripts and the stand-ins: tracked files only. */
const CODE = /^(src|model|studio|scripts|stand-ins)\/.*\.(ts|tsx|mjs|js|astro|css)$|^[^/]+\.(ts|mjs)$/;
const codeFiles = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => CODE.test(file));

describe('the house in code', () => {
  it('finds the facts to look for', () => {
    expect(FACTS.length).toBeGreaterThanOrEqual(8);
    expect(codeFiles.length).toBeGreaterThan(100);
  });

  it('names no fact of the bundled house in any code file', () => {
    const found = codeFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8').toLowerCase();
      return FACTS.filter((fact) => text.includes(fact.toLowerCase())).map((fact) => `${file}: «${fact}»`);
    });
    expect(found).toEqual([]);
  });
});
