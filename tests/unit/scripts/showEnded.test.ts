// @vitest-environment jsdom
/**
 * The event page's browser script: at the end, by the visitor's clock, the "over" note appears and
 * attendance and add-to-calendar go; a page left open changes when the clock passes the end.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

// A path in a variable: the script has no exports, so it is not a module to the type checker.
const SCRIPT: string = '../../../src/scripts/showEnded.ts';
const END = new Date('2026-12-15T19:30:00Z');

/** The markup [event].astro gives the script for an occurrence the build saw as not yet ended. */
function render(): void {
  const end = END.toISOString();
  document.body.innerHTML = `<p data-show-after="${end}" hidden>Dette arrangementet er over.</p>
    <a data-hide-after="${end}" href="/calendar/x">Legg til i kalender</a>
    <div data-hide-after="${end}"><h2>Kommer du?</h2></div>`;
}

async function openAt(visitorNow: Date): Promise<void> {
  vi.useFakeTimers({ now: visitorNow, toFake: ['Date', 'setInterval'] });
  vi.resetModules();
  render();
  await import(/* @vite-ignore */ SCRIPT);
}

const note = () => document.querySelector<HTMLElement>('[data-show-after]')!;
const offers = () => [...document.querySelectorAll<HTMLElement>('[data-hide-after]')];

afterEach(() => vi.useRealTimers());

describe('showEnded', () => {
  it('before the end: no note, attendance and calendar offered', async () => {
    await openAt(new Date(END.getTime() - 60_000));
    expect(note().hidden).toBe(true);
    expect(offers().map((o) => o.hidden)).toEqual([false, false]);
  });

  it('after the end on load: the note, and neither offer', async () => {
    await openAt(new Date(END.getTime() + 1));
    expect(note().hidden).toBe(false);
    expect(offers().map((o) => o.hidden)).toEqual([true, true]);
  });

  it("on a page without such an element (it is in every page's script) no clock runs", async () => {
    vi.useFakeTimers({ now: END, toFake: ['Date', 'setInterval'] });
    vi.resetModules();
    document.body.innerHTML = '<p>Om oss</p>';
    await import(/* @vite-ignore */ SCRIPT);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a page left open changes within a minute of the end', async () => {
    await openAt(new Date(END.getTime() - 30_000));
    expect(note().hidden).toBe(true);
    vi.advanceTimersByTime(90_000);
    expect(note().hidden).toBe(false);
    expect(offers().map((o) => o.hidden)).toEqual([true, true]);
  });
});
