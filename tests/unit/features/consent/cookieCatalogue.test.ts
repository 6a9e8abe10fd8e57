import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CATALOGUE,
  DEMO_ENTRIES,
  MOMENTS,
  SITE_ENTRIES,
  matchesEntry,
  setWhenText,
  siteSummary,
} from '../../../../src/features/consent/cookieCatalogue';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });

describe('cookie catalogue', () => {
  it('lists the three cookies the site sets (consent, banner dismissed, user id)', () => {
    const names = COOKIE_CATALOGUE.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['CookieConsent', 'cookie-consent-banner-dismissed', 'UserIdRandomString']));
  });

  it('has a row for every localStorage/sessionStorage key prefix used in src/', () => {
    // Keys are written as literal prefixes (e.g. `vuefire:note-draft:`): each must appear in the table.
    const keys = new Set<string>();
    for (const file of sources('src')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['`]((?:vuefire|bedehus):[a-z-]+:)/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(0);
    for (const key of keys)
      expect(
        COOKIE_CATALOGUE.some((e) => e.name.startsWith(key)),
        key,
      ).toBe(true);
  });

  it('gives every row a use on the site (purpose, lifetime, legal basis), on the demo, or both, and at least one known moment', () => {
    for (const e of COOKIE_CATALOGUE) {
      expect(e.site ?? e.demo, e.name).toBeDefined();
      if (e.site) {
        expect(e.site.purpose.length, e.name).toBeGreaterThan(20);
        expect(e.site.lifetime.length, e.name).toBeGreaterThan(2);
        expect(e.site.legalBasis, e.name).toMatch(/ekomloven § 3-15/);
        expect(e.site.summary, e.name).toMatch(/^[a-zæøå]/);
      }
      if (e.demo) {
        expect(e.demo.purpose.length, e.name).toBeGreaterThan(20);
        expect(e.demo.lifetime.length, e.name).toBeGreaterThan(2);
      }
      // Stored by the demo exactly when the demo uses it; by the site exactly when the site does.
      expect(e.setWhen.includes('demo'), e.name).toBe(e.demo !== undefined);
      expect(
        e.setWhen.some((m) => m !== 'demo'),
        e.name,
      ).toBe(e.site !== undefined);
      expect(e.setWhen.length, e.name).toBeGreaterThan(0);
      for (const m of e.setWhen) expect(Object.keys(MOMENTS), e.name).toContain(m);
    }
    expect(new Set([...SITE_ENTRIES, ...DEMO_ENTRIES]).size).toBe(COOKIE_CATALOGUE.length);
  });

  it("says nothing of the demo in the site's texts", () => {
    for (const e of SITE_ENTRIES) expect(JSON.stringify(e.site) + setWhenText(e), e.name).not.toMatch(/vuefire|demo/i);
  });

  it('sums the site up by moment for the privacy page, each thing once and no stored name', () => {
    const summary = siteSummary();
    expect(summary.map((g) => g.when)).toEqual([...new Set(SITE_ENTRIES.map(setWhenText))]);
    for (const e of SITE_ENTRIES) expect(summary.find((g) => g.when === setWhenText(e))?.what, e.name).toContain(e.site.summary);
    for (const g of summary) expect(new Set(g.what).size, g.when).toBe(g.what.length);
    for (const e of COOKIE_CATALOGUE) expect(JSON.stringify(summary)).not.toContain(e.name);
  });

  it('stores without consent only the record of the choice; what needs consent waits for «Godta»', () => {
    const beforeAnyFeature = COOKIE_CATALOGUE.filter((e) => e.setWhen.includes('choice')).map((e) => e.name);
    expect(beforeAnyFeature.sort()).toEqual(['CookieConsent', 'cookie-consent-banner-dismissed']);
    for (const e of COOKIE_CATALOGUE.filter((x) => x.needsConsent)) {
      expect(e.setWhen, e.name).toEqual(['consent']);
      expect(e.site?.legalBasis, e.name).toMatch(/Samtykke/);
    }
    expect(COOKIE_CATALOGUE.find((e) => e.name === 'UserIdRandomString')?.needsConsent).toBe(true);
  });

  it('lists statistics only when the build has a measurement id', () => {
    // The demo project (these tests) has none: no Analytics rows, and the random id says it is unused.
    expect(COOKIE_CATALOGUE.some((e) => e.name.startsWith('_ga'))).toBe(false);
    expect(COOKIE_CATALOGUE.find((e) => e.name === 'UserIdRandomString')?.site?.purpose).toMatch(/ikke til noe i dag/);
  });

  it('matches stored names, <…> standing for a varying part', () => {
    const pending = COOKIE_CATALOGUE.find((e) => e.name.startsWith('bedehus:attendance-pending:'))!;
    expect(matchesEntry(pending, 'bedehus:attendance-pending:varbasar-2027')).toBe(true);
    expect(matchesEntry(pending, 'bedehus:attendance-pending:')).toBe(false);
    expect(matchesEntry(pending, 'x-bedehus:attendance-pending:a')).toBe(false);
    const consent = COOKIE_CATALOGUE.find((e) => e.name === 'CookieConsent')!;
    expect(matchesEntry(consent, 'CookieConsentX')).toBe(false);
  });

  it("says when in words, the site's moments only", () => {
    const heartbeat = COOKIE_CATALOGUE.find((e) => e.name === 'firebase-heartbeat-database')!;
    expect(setWhenText(heartbeat)).toBe(
      'når du har trykket «Godta» og åpner et arrangement, når du trykker «Kommer» eller «Kanskje» eller når du sender en medlemssøknad',
    );
    // Auth's sign-in only when the visitor signs in: an event page reads one that exists, and makes none.
    const auth = COOKIE_CATALOGUE.find((e) => e.name === 'firebaseLocalStorageDb')!;
    expect(setWhenText(auth)).toBe('når du trykker «Kommer» eller «Kanskje» eller når du sender en medlemssøknad');
  });
});
