/**
 * Whatever the Studio lets a volunteer publish builds, and whatever the build refuses the Studio
 * refused first, with the same message on the same field. fast-check writes event documents (and
 * activities pointing to them) from the Studio schema's own fields and choices, with the values
 * volunteers get wrong: custom rules (unknown weekday codes, clock-time parts, rules that never
 * occur), last dates before the first meeting, skipped and cancelled dates that are not meetings,
 * summaries that name a weekday, addresses that end in a date. Each document is validated as the
 * Studio does it (its workspace from sanity.config.ts, offline, and Sanity's validateDocument), and
 * built as the build does it (the schema check, then the programme and /aktiviteter).
 */
import fc from 'fast-check';
import { validateDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { studioWorkspace } from '../../support/studioWorkspace';
import { osloDateKey } from '../../../model/osloTime';
import { buildActivities } from '../../../src/content/activities';
import { buildProgramme } from '../../../src/content/programme';
import { checkDocuments, describeProblems } from '../../../src/content/schemaCheck';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';
import { schemaTypes } from '../../../studio/schemaTypes';

const now = new Date('2026-11-23T12:00:00+01:00');
const DAY = 86_400_000;
const bundled = loadBundledDataset();
/** What every event needs around it: the house, the categories, the site's settings. */
const base = bundled.filter((d) => ['location', 'siteSettings', 'membership', 'category'].includes(d._type));
const categoryIds = base.filter((d) => d._type === 'category').map((d) => d._id);

/** The schema's own choices for a field (options.list), so the generator follows the schema. */
function choices(typeName: string, path: string[]): string[] {
  let fields = (
    schemaTypes.find((t) => t.name === typeName) as { fields: { name: string; type: string; options?: { list?: { value: string }[] } }[] }
  ).fields;
  for (const [i, name] of path.entries()) {
    const field = fields.find((f) => f.name === name)!;
    if (i === path.length - 1) return field.options!.list!.map((o) => o.value);
    fields = (schemaTypes.find((t) => t.name === field.type) as unknown as { fields: typeof fields }).fields;
  }
  return [];
}
const FREQUENCIES = choices('event', ['recurrence', 'frequency']);
const STATUSES = choices('event', ['status']);

/** Mostly what a volunteer means to write, now and then what goes wrong (about half the documents have a mistake). */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });
const ruleParts = mostly(
  fc.constantFrom(
    'BYDAY=TU,TH',
    'BYDAY=1SU',
    'BYDAY=-1FR',
    'BYDAY=MO,WE,FR',
    'BYMONTHDAY=15',
    'INTERVAL=2',
    'BYSETPOS=-1',
    'BYMONTH=3,9',
    'WKST=SU',
    'BYYEARDAY=100',
  ),
  fc.constantFrom(
    'BYDAY=TI',
    'BYMONTHDAY=31',
    'BYMONTH=2;BYMONTHDAY=30',
    'BYHOUR=10,18',
    'BYMINUTE=30',
    'INTERVAL=0',
    'COUNT=4',
    'BYDAY=1MO;BYMONTHDAY=20',
  ),
);
const rrule = fc
  .tuple(
    mostly(fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'), fc.constant('HOURLY')),
    fc.uniqueArray(ruleParts, { maxLength: 2 }),
  )
  .map(([freq, parts]) => [`FREQ=${freq}`, ...parts].join(';'));
const summary = mostly(
  fc.constantFrom('Sang, bønn og kaffe.', 'Andakt og samtale.'),
  fc.constantFrom('Vi møtes hver torsdag kl. 11.', 'Samling for alle, 19.30 i salen.', 'Lørdagskveld med sang.'),
);
/** Days after the first meeting: whole weeks (a meeting of most series) or any day. */
const seriesDay = mostly(
  fc.integer({ min: 0, max: 16 }).map((weeks) => weeks * 7),
  fc.integer({ min: -10, max: 120 }),
);

/** One event document, as a volunteer could leave it. */
const eventDocument = fc
  .record({
    startDay: fc.integer({ min: -400, max: 400 }),
    quarter: fc.integer({ min: 0, max: 95 }),
    minutes: mostly(fc.constantFrom(45, 90, 120, 60 * 30), fc.constantFrom(-60, 0)),
    title: mostly(fc.constantFrom('Bønnemøte', 'Konsert'), fc.constant('')),
    slug: mostly(fc.constantFrom('prove-mote', 'prove-mote-2027'), fc.constant('prove-mote-2026-12-01')),
    category: fc.constantFrom(...categoryIds),
    summary,
    status: fc.constantFrom(...STATUSES),
    recurrence: fc.option(
      fc.record({
        frequency: fc.constantFrom(...FREQUENCIES),
        rrule: fc.option(rrule, { nil: undefined }),
        untilDays: fc.option(mostly(fc.integer({ min: 0, max: 200 }), fc.integer({ min: -30, max: -1 })), { nil: undefined }),
        exceptionDays: fc.uniqueArray(seriesDay, { maxLength: 2 }),
        cancellationDays: fc.uniqueArray(seriesDay, { maxLength: 2 }),
      }),
      { nil: undefined },
    ),
  })
  .map((g) => {
    const start = new Date(Date.UTC(2026, 10, 23) + g.startDay * DAY + g.quarter * 15 * 60_000);
    const end = new Date(start.getTime() + g.minutes * 60_000);
    const day = (n: number) => osloDateKey(new Date(start.getTime() + n * DAY));
    const r = g.recurrence;
    return {
      _id: 'event-prove',
      _type: 'event',
      ...(g.title ? { title: g.title } : {}),
      slug: { _type: 'slug', current: g.slug },
      start: start.toISOString(),
      end: end.toISOString(),
      category: { _type: 'reference', _ref: g.category },
      summary: g.summary,
      status: g.status,
      ...(g.status === 'cancelled' ? { cancellationReason: 'Sykdom.' } : {}),
      ...(r
        ? {
            recurrence: {
              _type: 'recurrence',
              frequency: r.frequency,
              ...(r.rrule ? { rrule: r.rrule } : {}),
              ...(r.untilDays !== undefined ? { until: day(r.untilDays) } : {}),
              exceptions: r.exceptionDays.map(day),
              cancellations: r.cancellationDays.map((n, i) => ({ _key: `c${i}`, _type: 'cancellation', date: day(n), reason: 'Basar.' })),
            },
          }
        : {}),
    };
  });

/** Now and then an activity that points to the event (refused when the event is not a series). */
const activity = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 2 },
  {
    arbitrary: mostly(fc.constant('Åpent for alle som vil be sammen.'), fc.constant('Vi ber sammen onsdag kveld.')).map((description) => ({
      _id: 'activity-prove',
      _type: 'activity',
      series: { _type: 'reference', _ref: 'event-prove' },
      description,
    })),
    weight: 1,
  },
);

const workspace = studioWorkspace;

/** The Studio's errors on a document, with the rest of the dataset as the Studio's client sees it. */
async function studioErrors(document: SanityDocument, dataset: SanityDocument[]): Promise<string[]> {
  const fetch = groqJsFetcher(dataset);
  const client = { withConfig: () => client, fetch: (query: string, params: Record<string, unknown>) => fetch(query, params) };
  const markers = await validateDocument({
    document: document as never,
    workspace: (await workspace) as never,
    getClient: () => client as never,
    getDocumentExists: async ({ id }: { id: string }) => dataset.some((d) => d._id === id),
    environment: 'studio',
  } as never);
  return markers.filter((m) => m.level === 'error').map((m) => `${document._id} ${JSON.stringify(m.path)}: ${m.message}`);
}

/** The build's answer: the schema check's lines when it refuses, the content layer's error, or null. */
async function buildRefusal(dataset: SanityDocument[]): Promise<string | null> {
  const problems = await checkDocuments(dataset);
  if (problems.length) return describeProblems(problems);
  try {
    const fetch = groqJsFetcher(dataset);
    await buildActivities(fetch, await buildProgramme(fetch, now));
    return null;
  } catch (error) {
    return `innholdet: ${(error as Error).message}`;
  }
}

describe('the Studio and the build', () => {
  it("agree on every generated document: what the Studio lets through builds, and each refusal is the Studio's message", async () => {
    let cases = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(eventDocument, activity, async (event, act) => {
        const documents = act ? [event, act] : [event];
        const dataset = [...base, ...documents];
        const studio = (await Promise.all(documents.map((d) => studioErrors(d, dataset)))).flat();
        const build = await buildRefusal(dataset);
        cases += 1;
        if (studio.length) refused += 1;
        expect(build === null, `Studio: ${studio.join(' | ') || 'ingen feil'}\nBygget: ${build ?? 'går gjennom'}`).toBe(
          studio.length === 0,
        );
        for (const message of studio) expect(build).toContain(message.slice(message.indexOf(': ') + 2));
      }),
      { numRuns: 150 },
    );
    console.log(
      `Studio and build agreed on ${cases} generated documents (${refused} refused by both, ${cases - refused} published and built)`,
    );
    // Both answers are common, so agreement is shown on each side. About a quarter build (38 of 150
    // in most runs, 26 seen once): a tenth is four standard deviations away, so the seed cannot fail it.
    expect(refused).toBeGreaterThan(cases / 10);
    expect(cases - refused).toBeGreaterThan(cases / 10);
  }, 300_000);
});
