/**
 * A site with nothing ahead (a new congregation's first build, or every event removed): the real
 * build from the bundled dataset without events and activities still builds, and each page that
 * lists meetings says so in Norwegian instead of showing an empty list or a heading with nothing
 * under it. The output goes to a temporary directory, never dist/.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/nb';
import { writeDatasetCopy } from '../../support/datasetCopy';

const dir = mkdtempSync(join(tmpdir(), 'empty-programme-'));
const out = join(dir, 'dist');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  const dataset = readFileSync('studio/dataset/production.ndjson', 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !['event', 'activity'].includes((JSON.parse(line) as { _type: string })._type));
  const file = writeDatasetCopy(dir, 'empty.ndjson', `${dataset.join('\n')}\n`);
  const build = spawnSync('npx', ['astro', 'build', '--outDir', out], {
    env: { ...process.env, CONTENT_DATASET_FILE: file, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    timeout: 150_000,
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
}, 160_000);

/** The page's <main>, parsed. */
const main = (path: string) => parse(readFileSync(join(out, path, 'index.html'), 'utf8')).querySelector('main')!;
const visibleText = (element: ReturnType<typeof main>) =>
  element
    .querySelectorAll('[hidden], script')
    .reduce((text, hidden) => text.replace(hidden.textContent, ''), element.textContent)
    .replace(/\s+/g, ' ');

describe('with nothing ahead', () => {
  it('the home page says so under «Dette skjer»', () => {
    const upcoming = main('').querySelector('[aria-labelledby="dette-skjer"]')!;
    expect(upcoming.querySelectorAll('.event-card')).toHaveLength(0);
    expect(visibleText(upcoming)).toContain(t.program.emptyAll);
  });

  it('/program says there is nothing ahead (not «in this category»), and offers no months', () => {
    const page = main('program');
    expect(visibleText(page)).toContain(t.program.emptyAll);
    expect(visibleText(page)).not.toContain(t.program.empty);
    expect(page.querySelector('.month-nav')).toBeNull();
  });

  it('a category page keeps its own message', () => {
    expect(visibleText(main('program/kategori/moter'))).toContain(t.program.empty);
  });

  it('/aktiviteter says the regular work is not listed yet and points to the programme', () => {
    const note = main('aktiviteter').querySelector('[data-testid="no-activities"]')!;
    expect(note.textContent.replace(/\s+/g, ' ')).toContain(t.activities.none);
    expect(note.querySelector('a')!.getAttribute('href')).toBe('/program');
  });
});
