// @vitest-environment jsdom
/**
 * The browser script that hides what has ended since the build, run at fixed visitor clocks
 * (including the nights the clocks change in Oslo) over a list built from the bundled dataset.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProgramme, type ProgrammeOccurrence } from '../../../src/content/programme';
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';
import { groupByMonth } from '../../../src/lib/programmeGroups';

// A path in a variable: the script has no exports, so it is not a module to the type checker.
const SCRIPT: string = '../../../src/scripts/hideEnded.js';
const BUILT = new Date('2027-03-20T12:00:00+01:00');
const LIMIT = 6;
const { upcoming } = await buildProgramme(groqJsFetcher(loadBundledDataset()), BUILT);
const listed = upcoming.slice(0, 40);

/** The markup ProgramList.astro gives the script: items with data-ends under day groups under month groups. */
function render(limit?: number): void {
  const day = (items: ProgrammeOccurrence[]) =>
    `<section data-day-group>${items.map((o) => `<li data-ends="${o.end.toISOString()}" data-id="${o.occurrenceId}"></li>`).join('')}</section>`;
  const months = groupByMonth(listed)
    .map((m) => `<section data-month-group>${m.days.map((d) => day(d.items)).join('')}</section>`)
    .join('');
  document.body.innerHTML = `<div data-programme-list ${limit ? `data-limit="${limit}"` : ''}>${months}<p data-all-ended hidden></p></div>`;
}

async function runAt(visitorNow: Date): Promise<void> {
  vi.useFakeTimers({ now: visitorNow, toFake: ['Date', 'setInterval'] });
  vi.resetModules();
  await import(/* @vite-ignore */ SCRIPT);
}

const shown = () => [...document.querySelectorAll<HTMLElement>('[data-ends]')].filter((li) => !li.hidden).map((li) => li.dataset.id);
const notEnded = (now: Date) => listed.filter((o: ProgrammeOccurrence) => o.end > now).map((o) => o.occurrenceId);

afterEach(() => vi.useRealTimers());

const VISITOR_CLOCKS = [
  '2027-03-20T12:00:00+01:00', // the build's own time: nothing hidden
  '2027-03-23T20:31:00+01:00', // a minute after Tuesday's prayer meeting
  '2027-03-28T01:59:00+01:00', // just before the clocks go forward...
  '2027-03-28T03:01:00+02:00', // ...and just after
  '2027-03-28T12:31:00+02:00', // the Sunday meeting of the change day has ended
  '2027-04-15T12:00:00+02:00',
];

describe.each(VISITOR_CLOCKS)("hideEnded with the visitor's clock at %s", (iso) => {
  const now = new Date(iso);

  it('shows exactly the occurrences that have not ended', async () => {
    render();
    await runAt(now);
    expect(shown()).toEqual(notEnded(now));
    for (const group of document.querySelectorAll<HTMLElement>('[data-day-group]')) {
      expect(group.hidden).toBe(group.querySelector('[data-ends]:not([hidden])') === null);
    }
    for (const month of document.querySelectorAll<HTMLElement>('[data-month-group]')) {
      expect(month.hidden).toBe(month.querySelector('[data-ends]:not([hidden])') === null);
    }
    expect(document.querySelector<HTMLElement>('[data-all-ended]')!.hidden).toBe(notEnded(now).length > 0);
  });

  it('with a limit, shows the next few from the spares', async () => {
    render(LIMIT);
    await runAt(now);
    expect(shown()).toEqual(notEnded(now).slice(0, LIMIT));
  });
});

describe('hideEnded as time passes on an open page', () => {
  it('hides the next occurrence once it ends (checked every minute)', async () => {
    render(LIMIT);
    const first = listed[0];
    await runAt(new Date(first.end.getTime() - 30_000));
    expect(shown()[0]).toBe(first.occurrenceId);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(notEnded(new Date(first.end.getTime() + 30_000)).slice(0, LIMIT));
    expect(shown()[0]).not.toBe(first.occurrenceId);
  });
});
