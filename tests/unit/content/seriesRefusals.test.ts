/**
 * The build's schema check (the Studio's own validation, run over the dataset before any page is
 * built) refuses what a volunteer could once publish and the build then stopped on or got wrong,
 * each with a Norwegian message on the field. Each case is a bundled document with one change.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkDocuments, describeProblems } from '../../../src/content/schemaCheck';
import { loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

// The first check creates Sanity's workspace: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const dataset = loadBundledDataset();
const prayer = dataset.find((d) => d._id === 'event-bonnemote')!; // weekly on Tuesdays from 1 September 2026
const withPrayer = (change: Record<string, unknown>) => dataset.map((d) => (d._id === prayer._id ? { ...d, ...change } : d));
const recurrence = (change: Record<string, unknown>) => ({ recurrence: { ...(prayer.recurrence as object), ...change } });
const lines = async (documents: SanityDocument[]) => describeProblems(await checkDocuments(documents));

describe("the build refuses, with the Studio's message on the field", () => {
  it('a series summary that names a weekday or a clock time', async () => {
    expect(await lines(withPrayer({ summary: 'Vi ber sammen hver torsdag kl. 11.' }))).toMatch(
      /^Datasettet: dokumentet «event-bonnemote», feltet «Sammendrag» \(summary\): Sammendraget nevner «torsdag»\. Dag og klokkeslett hentes fra serien/,
    );
  });

  it('a custom rule with a weekday code rrule cannot read, and one with clock times', async () => {
    expect(await lines(withPrayer(recurrence({ frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=TI' })))).toMatch(
      /«event-bonnemote», feltet «Gjentakelse, Egen regel» \(recurrence\.rrule\): «TI» i BYDAY er ikke en ukedag/,
    );
    expect(await lines(withPrayer(recurrence({ frequency: 'custom', rrule: 'FREQ=DAILY;BYHOUR=10,18' })))).toMatch(
      /\(recurrence\.rrule\): Fjern «BYHOUR=10,18» fra regelen/,
    );
  });

  it('a custom rule that never occurs, at once', async () => {
    expect(await lines(withPrayer(recurrence({ frequency: 'custom', rrule: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' })))).toMatch(
      /\(recurrence\.rrule\): Regelen gir ingen møter/,
    );
  });

  it('«Siste dato» before Start', async () => {
    expect(await lines(withPrayer(recurrence({ until: '2026-08-25' })))).toMatch(
      /feltet «Gjentakelse, Siste dato» \(recurrence\.until\): «Siste dato» \(tirsdag 25\. august 2026\) er før første møte/,
    );
  });

  it('a skipped or a cancelled date the series does not meet on', async () => {
    const text = await lines(
      withPrayer(
        recurrence({
          exceptions: ['2026-12-23'],
          cancellations: [{ _key: 'x', _type: 'cancellation', date: '2026-12-16', reason: 'Basar.' }],
        }),
      ),
    );
    expect(text).toMatch(
      /feltet «Gjentakelse, Datoer uten arrangement, punkt 1» \(recurrence\.exceptions\.0\): Serien har ikke møte onsdag 23\. desember 2026\. Nærmeste møte: tirsdag 22\. desember 2026 eller tirsdag 29\. desember 2026\./,
    );
    expect(text).toMatch(/\(recurrence\.cancellations\.0\.date\): Serien har ikke møte onsdag 16\. desember 2026/);
  });

  it("an address that ends in a date, which a series' meeting could have", async () => {
    const concert = dataset.find((d) => d._id === 'event-julekonsert-2026')!;
    const text = await lines(dataset.map((d) => (d === concert ? { ...d, slug: { _type: 'slug', current: 'bonnemote-2026-12-01' } } : d)));
    expect(text).toMatch(/«event-julekonsert-2026», feltet «Adresse» \(slug\): Adressen kan ikke slutte med en dato \(«-2026-12-01»\)/);
  });

  it('a document without _id or _type, and an id used twice', async () => {
    const { _id: _unused, ...noId } = prayer;
    const { _type: _unusedType, ...noType } = dataset.find((d) => d._id === 'event-julekonsert-2026')!;
    const text = await lines([
      ...dataset.filter((d) => d._id !== prayer._id && d._id !== 'event-julekonsert-2026'),
      noId as SanityDocument,
      noType as SanityDocument,
      { ...dataset.find((d) => d._id === 'category-moter')! },
    ]);
    expect(text).toMatch(/dokumentet «dokument nr\. \d+», feltet «id» \(_id\): mangler id/);
    expect(text).toMatch(/dokumentet «event-julekonsert-2026», feltet «dokumenttype» \(_type\): mangler dokumenttype/);
    expect(text).toMatch(/dokumentet «category-moter», feltet «id» \(_id\): finnes 2 ganger i datasettet/);
  });

  it("a text that gives another day, date or time than the event's own", async () => {
    const body = [
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's', text: 'Vi møtes hver onsdag kl. 18.00.', marks: [] }],
      },
    ];
    expect(await lines(withPrayer({ body }))).toMatch(
      /«event-bonnemote», feltet «Hva skjer\? \(fyldig tekst\)» \(body\): «Hva skjer\?» sier «møtes hver onsdag kl\. 18\.00», men serien har møte på tirsdager, 19\.30–20\.30\./,
    );
    const concert = dataset.find((d) => d._id === 'event-julekonsert-2026')!;
    const text = await lines(dataset.map((d) => (d === concert ? { ...d, summary: 'Julekonsert fredag 11. desember kl. 20.00.' } : d)));
    expect(text).toMatch(
      /«event-julekonsert-2026», feltet «Sammendrag» \(summary\): Sammendraget sier «fredag 11\. desember kl\. 20\.00», men arrangementet er tirsdag 15\. desember/,
    );
  });

  it('a Start the rule never gives', async () => {
    expect(await lines(withPrayer(recurrence({ frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=TH' })))).toMatch(
      /«event-bonnemote», feltet «Start» \(start\): Start er tirsdag 1\. september, men regelen gir bare torsdager\. Velg en torsdag\./,
    );
  });

  it('a rich text longer than its limit, with the count', async () => {
    const paragraph = (text: string, key: string) => ({
      _type: 'block',
      _key: key,
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
    });
    const body = [paragraph('a'.repeat(3000), 'a'), paragraph('b'.repeat(2001), 'b')];
    expect(await lines(withPrayer({ body }))).toMatch(
      /\(body\): Teksten har 5\u00a0001 tegn, men kan ha høyst 5\u00a0000: korte den ned med 1 tegn\./,
    );
    expect(await lines(withPrayer({ body: body.slice(0, 1) }))).toBe('');
  });

  it('nothing in the bundled dataset', async () => {
    expect(await lines(dataset)).toBe('');
  });
});
