import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_EVENT_SLUGS } from '../../../model/routeRules';
import {
  EVENT_SLUG_MAX_LENGTH,
  OCCURRENCE_ID_MAX_LENGTH,
  PAGE_SLUG_MAX_LENGTH,
  eventSlugProblem,
  occurrenceIdOf,
  pageSlugProblem,
  slugify,
} from '../../../model/slugs';

describe('the slug rule', () => {
  it('accepts lowercase a–z, digits and single inner hyphens', () => {
    for (const slug of ['bonnemote', 'basar-2027', 'a', '2027', 'barn-og-unge']) expect(eventSlugProblem(slug), slug).toBeNull();
  });

  it('refuses what would make an unreachable page or a path outside the programme', () => {
    for (const slug of ['x?y=1', 'x#frag', '../..', 'a/b', 'evil cat/../x', 'Bonnemote', 'bønnemøte', 'x%2Fy', 'a\\b', 'tab\there']) {
      expect(eventSlugProblem(slug), slug).toMatch(/kan bare ha små bokstaver a–z, sifre og bindestrek/);
    }
    for (const slug of ['-x', 'x-', 'a--b', '-']) expect(eventSlugProblem(slug), slug).toMatch(/bindestrek/);
    expect(eventSlugProblem('')).toBe('Adressen mangler.');
    expect(eventSlugProblem('x?y=1')).toMatch(/ikke «\?», «=»/);
  });

  it("keeps the programme pages' addresses from events, as errors", () => {
    for (const slug of RESERVED_EVENT_SLUGS) expect(eventSlugProblem(slug)).toMatch(/reservert/);
    expect(pageSlugProblem('arkiv')).toBeNull();
  });

  it('keeps every occurrence id of a series within what the rules accept', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const limit = /occurrenceId\.matches\('\[a-z0-9-\]\{1,(\d+)\}'\)/.exec(rules);
    expect(limit, 'firestore.rules checks occurrence ids with [a-z0-9-]{1,N}').not.toBeNull();
    expect(Number(limit![1])).toBe(OCCURRENCE_ID_MAX_LENGTH);
    const longest = 'a'.repeat(EVENT_SLUG_MAX_LENGTH);
    expect(eventSlugProblem(longest)).toBeNull();
    expect(occurrenceIdOf(longest, '2026-12-01')).toMatch(new RegExp(`^[a-z0-9-]{1,${limit![1]}}$`));
    expect(eventSlugProblem('a'.repeat(EVENT_SLUG_MAX_LENGTH + 1))).toMatch(/høyst 189 tegn/);
    expect(eventSlugProblem('a'.repeat(195))).toMatch(/195 tegn/);
    expect(pageSlugProblem('a'.repeat(PAGE_SLUG_MAX_LENGTH + 1))).toMatch(/høyst/);
  });

  it('generates slugs under the rule from Norwegian titles', () => {
    expect(slugify('Bønnemøte i Ås', 60)).toBe('bonnemote-i-as');
    expect(slugify('Ærlig talt: Årsmøte 2027!', 60)).toBe('aerlig-talt-arsmote-2027');
    expect(slugify('  Café — «Søndagsskole»  ', 60)).toBe('cafe-sondagsskole');
    expect(slugify('a'.repeat(30) + ' ' + 'b'.repeat(30), 40)).toBe('a'.repeat(30) + '-' + 'b'.repeat(9));
    expect(slugify('abc ' + 'd'.repeat(10), 4)).toBe('abc');
    for (const title of ['Bønnemøte', '???', 'Ünïcödé ﬁ ½', '日本語 2027']) {
      const slug = slugify(title, 60);
      if (slug) expect(eventSlugProblem(slug), `${title} → ${slug}`).toBeNull();
    }
  });
});
