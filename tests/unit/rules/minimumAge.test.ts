/**
 * firestore.rules cannot import: its age check must hold the membership document's minimum age,
 * and this test names both numbers when they differ.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getMembership } from '../../../src/content/pages';
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';

/** The N of `(year + N) * 10000` in the rules' oldEnough(); null when the rule is not there. */
function rulesMinimumAge(rules: string): number | null {
  const match = /function oldEnough\([^)]*\)\s*\{[\s\S]*?\(year \+ (\d+)\) \* 10000/.exec(rules);
  return match ? Number(match[1]) : null;
}

describe('the minimum age in firestore.rules', () => {
  it('is the membership document\'s minimumAge', async () => {
    const { minimumAge } = await getMembership(groqJsFetcher(loadBundledDataset()));
    const inRules = rulesMinimumAge(readFileSync('firestore.rules', 'utf8'));
    expect(inRules, 'firestore.rules: fant ikke aldersregelen «(year + N) * 10000» i oldEnough()').not.toBeNull();
    expect(
      inRules,
      `firestore.rules sjekker alder ${inRules}, men dokumentet «membership», feltet «minimumAge» sier ${minimumAge}. Rett «(year + ${inRules})» i oldEnough().`,
    ).toBe(minimumAge);
  });

  it('finds the age in a rules text', () => {
    expect(rulesMinimumAge('function oldEnough(b) {\n let year = 1;\n return (year + 18) * 10000 <= 1;\n}')).toBe(18);
    expect(rulesMinimumAge('function other() {}')).toBeNull();
  });
});
