import { describe, expect, it } from 'vitest';
import { customRuleLine } from '../../../../studio/schemaTypes/fields/FrequencyInput';

describe('«Egen regel» under «Hvor ofte»', () => {
  it('says what the rule gives, or where to write it, never the rule itself', () => {
    expect(customRuleLine('FREQ=WEEKLY;BYDAY=TU,TH')).toBe('Møtene blir hver tirsdag og torsdag.');
    expect(customRuleLine(' ')).toBe('Skriv regelen under «Avansert» nedenfor.');
    const unsaid = customRuleLine('FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1');
    expect(unsaid).toMatch(/under «Avansert»/);
    expect(unsaid).not.toMatch(/FREQ|BYDAY/);
  });
});
