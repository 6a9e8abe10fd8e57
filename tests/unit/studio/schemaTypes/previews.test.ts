/**
 * What a volunteer reads in breadcrumbs, dialogs and list rows of a series: Norwegian words and
 * dates, not the stored values («weekly», «2026-12-05») nor Sanity's «#1 Uten navn».
 */
import { describe, expect, it } from 'vitest';
import { previewDate } from '../../../../studio/schemaTypes/fields/norwegianDates';
import { recurrence } from '../../../../studio/schemaTypes/objects/recurrence';

type Preview = { prepare: (value: Record<string, unknown>) => { title?: string; subtitle?: string } };
type Field = { name: string; of?: { preview?: Preview }[] };
const fields = recurrence.fields as unknown as Field[];
const itemPreview = (name: string) => fields.find((f) => f.name === name)!.of![0].preview!;

describe('previewDate', () => {
  it('writes a date the Norwegian way, with the year only when it is not this year', () => {
    const thisYear = new Date().getFullYear();
    expect(previewDate(`${thisYear}-12-05`)).toMatch(/^\p{L}+dag 5\. desember$/u);
    expect(previewDate(`${thisYear + 1}-01-02`)).toMatch(new RegExp(`^\\p{L}+dag 2\\. januar ${thisYear + 1}$`, 'u'));
    expect(previewDate(undefined)).toBeUndefined();
  });
});

describe('series previews', () => {
  it('names how often in the choice’s words', () => {
    const preview = (recurrence as unknown as { preview: Preview }).preview;
    expect(preview.prepare({ frequency: 'weekly' }).title).toBe('Hver uke');
    expect(preview.prepare({ frequency: 'monthly', until: '2027-06-01' })).toEqual({
      title: 'En gang i måneden',
      subtitle: expect.stringMatching(/^Til og med tirsdag 1\. juni/),
    });
  });

  it('shows a cancelled or changed date as a date, never as «Uten navn» or ISO', () => {
    for (const name of ['cancellations', 'changes']) {
      const row = itemPreview(name).prepare({ date: '2027-03-04', reason: 'Basar', note: 'Basar' });
      expect(row.title, name).toMatch(/^torsdag 4\. mars/);
      expect(itemPreview(name).prepare({}).title, name).toBe('Ingen dato valgt');
    }
  });
});
