/**
 * A second, fictional house (tests/fixtures/second-house/) built from its own content into
 * dist-second-house/ (`npm run test:second-house`): no fact of the bundled house, read from the
 * bundled dataset, reaches any file of its site, and its own name, address and contact are where
 * visitors, calendar apps and search engines read them.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, parse as parsePath } from 'node:path';
import ICAL from 'ical.js';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DATASET_PATH, bundledImagesDirFromEnv } from '../../src/content/sourceConfig';
import { HOUSE } from '../fixtures/second-house/house.mjs';
import { SECOND_HOUSE_DATASET, secondHouseNdjson } from '../fixtures/second-house/make.mjs';
import { paths } from '../../model/routes';
import { builtTexts } from '../support/builtTexts';
import { houseFacts } from '../support/houseFacts';

const OUT = 'dist-second-house';
const built = existsSync(OUT) ? builtTexts(OUT) : [];
const pages = built.filter(({ path }) => path.endsWith('.html')).map(({ path, text }) => ({ path, html: parse(text) }));
const feeds = built.filter(({ path }) => path.endsWith('.ics'));
const firstHouse = houseFacts(BUNDLED_DATASET_PATH);

/** The paths of the files for which `wrong` says what is wrong, with what it says. */
const offenders = <T extends { path: string }>(files: T[], wrong: (file: T) => string | null) =>
  files.flatMap((file) => {
    const problem = wrong(file);
    return problem ? [`${file.path}: ${problem}`] : [];
  });

describe('the second house’s site holds nothing of the first house', () => {
  it('is built, from the fixture as make.mjs writes it', () => {
    expect(existsSync(OUT), `${OUT}/ mangler: kjør npm run test:second-house`).toBe(true);
    expect(readFileSync(SECOND_HOUSE_DATASET, 'utf8'), 'kjør node tests/fixtures/second-house/make.mjs').toBe(secondHouseNdjson());
    expect(pages.length).toBeGreaterThan(0);
    expect(feeds.length).toBeGreaterThan(0);
  });

  it('the fixture itself names none of the first house’s facts (else no build of it could pass)', () => {
    const dataset = readFileSync(SECOND_HOUSE_DATASET, 'utf8');
    expect(firstHouse.filter(({ pattern }) => pattern.test(dataset)).map(({ label }) => label)).toEqual([]);
  });

  it('no page, feed, script, data file, drawing or search index names any fact of the first house', () => {
    const found = offenders(built, ({ text }) =>
      firstHouse
        .filter(({ pattern }) => pattern.test(text))
        .map(({ label }) => label)
        .join('; '),
    );
    expect(found, `${found.length} of ${built.length} files carry facts of the first house`).toEqual([]);
  });
});

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('the second house’s site holds none of the first house’s pictures', () => {
  it('no file is a picture of the first dataset’s images/ folder, copied as is or made from it (by its name)', () => {
    const dir = bundledImagesDirFromEnv({});
    const pictures = readdirSync(dir).map((name) => ({ name, stem: `${parsePath(name).name}.`, hash: sha256(join(dir, name)) }));
    expect(pictures.length).toBeGreaterThan(0);
    const files = existsSync(OUT)
      ? readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(OUT, path)).isFile())
      : [];
    const found = offenders(
      files.map((path) => ({ path })),
      ({ path }) => {
        const hash = sha256(join(OUT, path));
        const picture = pictures.find(({ stem }) => basename(path).startsWith(stem)) ?? pictures.find((p) => p.hash === hash);
        return picture ? `made from ${picture.name}` : null;
      },
    );
    expect(files.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});

describe('the second house’s own facts are in its site', () => {
  it('every page: its name in <title> and og:site_name, its accent and logo, its e-mail and phone in the footer', () => {
    const found = offenders(pages, ({ path, html }) => {
      // The VueFire demo's pages have the demo's own footer (what it stores), not the site's.
      const footer = path.startsWith('vuefire/') ? null : (html.querySelector('footer.site-footer')?.textContent ?? '');
      const problems = [
        !html.querySelector('title')?.textContent.includes(HOUSE.name) && 'title',
        html.querySelector('meta[property="og:site_name"]')?.getAttribute('content') !== HOUSE.name && 'og:site_name',
        footer !== null && !footer.includes(HOUSE.email) && 'e-mail in the footer',
        footer !== null && !footer.includes(HOUSE.phone) && 'phone in the footer',
        footer !== null && !html.querySelector('header img.brand-logo')?.getAttribute('src')?.includes('logo-fjellstua') && 'logo in the header',
        html.querySelector('meta[name="theme-color"]')?.getAttribute('content') !== HOUSE.accentColour && 'theme-color',
        footer !== null &&
          !html.querySelectorAll('style').some((style) => style.textContent.includes(`--color-accent:${HOUSE.accentColour}`)) &&
          'accent style',
      ];
      return problems.filter(Boolean).join(', ') || null;
    });
    expect(found).toEqual([]);
  });

  it('every calendar feed: its name in X-WR-CALNAME and PRODID', () => {
    const found = offenders(feeds, ({ text }) => {
      const calendar = new ICAL.Component(ICAL.parse(text));
      const problems = ['x-wr-calname', 'prodid'].filter((name) => !String(calendar.getFirstPropertyValue(name)).includes(HOUSE.name));
      return problems.join(', ') || null;
    });
    expect(found).toEqual([]);
  });

  it('every event’s structured data: its address, and its site as the organiser’s', () => {
    const events = pages.flatMap(({ path, html }) =>
      html
        .querySelectorAll('script[type="application/ld+json"]')
        .map((script) => ({ path, data: JSON.parse(script.textContent) as Record<string, any> }))
        .filter(({ data }) => data['@type'] === 'Event'),
    );
    expect(events.length).toBeGreaterThan(0);
    const address = { streetAddress: HOUSE.streetAddress, postalCode: HOUSE.postalCode, addressLocality: HOUSE.city };
    const found = offenders(events, ({ data }) => {
      const problems = [
        !expect.objectContaining(address).asymmetricMatch(data.location?.address) && `address ${JSON.stringify(data.location?.address)}`,
        data.organizer?.url !== `https://www.${HOUSE.domain}` && `organiser ${JSON.stringify(data.organizer)}`,
      ];
      return problems.filter(Boolean).join(', ') || null;
    });
    expect(found).toEqual([]);
  });
});

describe('the second house lets no room', () => {
  it('has no /utleie page, and no page links to it', () => {
    expect(pages.length).toBeGreaterThan(0);
    // (Its moter.json is a static file either way, with no rooms.)
    expect(existsSync(join(OUT, 'utleie', 'index.html'))).toBe(false);
    const found = offenders(pages, ({ html }) =>
      html.querySelectorAll('a').some((a) => a.getAttribute('href')?.startsWith(paths.hallHire)) ? 'links to /utleie' : null,
    );
    expect(found).toEqual([]);
  });

  it('its privacy page says nothing of hire requests', () => {
    const privacy = pages.find(({ path }) => path.endsWith('juridisk/personvern/index.html'));
    expect(privacy).toBeDefined();
    expect(privacy?.html.text).not.toMatch(/Forespørsel om leie|leiedagen/);
  });
});
