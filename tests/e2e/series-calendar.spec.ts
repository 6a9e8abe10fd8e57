/**
 * A calendar per meeting series: a date of a series offers its own feed (webcal:// and https), with
 * the UIDs of the full feed, on the event page, on /aktiviteter and on /legg-til-kalender; a one-off
 * keeps «Legg til i kalender» only.
 */
import ICAL from 'ical.js';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { programmeNow, subjectsNow } from '../support/siteClock';
import { paths } from '../../model/routes';
import { SITE_URL } from '../../model/site';

const feedUids = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid')));
};
const localPath = (webcal: string) => new URL(webcal.replace(/^webcal:/, 'https:')).pathname;

test("an event page of a series offers the series' own feed, with the full feed's UIDs", async ({ page, request }) => {
  const { meeting } = await subjectsNow();
  await page.goto(paths.event(meeting.occurrenceId));
  const follow = page.getByRole('link', { name: /^Følg i kalenderen/ });
  await expect(follow).toBeVisible();
  const webcal = (await follow.getAttribute('href'))!;
  expect(webcal).toBe(`${SITE_URL.replace(/^https:/, 'webcal:')}${paths.seriesFeed(meeting.eventSlug)}`);
  await expect(page.getByRole('link', { name: 'Legg til i kalender' })).toBeVisible();

  const own = await feedUids(request, localPath(webcal));
  const whole = await feedUids(request, paths.feed);
  const category = await feedUids(request, paths.categoryFeed(meeting.category.slug));
  const sameSeries = (await programmeNow()).all.filter((o) => o.documentId === meeting.documentId);
  expect(own.sort()).toEqual(sameSeries.map((o) => `${o.occurrenceId}@sentrumbedehus.no`).sort());
  expect(whole).toEqual(expect.arrayContaining(own));
  expect(category).toEqual(expect.arrayContaining(own));
});

test('a one-off keeps «Legg til i kalender» and offers no series feed', async ({ page }) => {
  const oneOff = (await programmeNow()).upcoming.find((o) => !o.isSeries)!;
  await page.goto(paths.event(oneOff.occurrenceId));
  await expect(page.getByRole('link', { name: 'Legg til i kalender' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Følg i kalenderen/ })).toHaveCount(0);
});

test('/aktiviteter offers each activity its series feed, and /legg-til-kalender lists every series', async ({ page, request }) => {
  const { all } = await programmeNow();
  await page.goto(paths.activities);
  const activities = page.locator('.activity');
  expect(await activities.count()).toBeGreaterThan(2);
  for (const activity of await activities.all()) {
    const seriesId = (await activity.getAttribute('data-series'))!;
    const slug = all.find((o) => o.documentId === seriesId)!.eventSlug;
    const follow = activity.getByRole('link', { name: /^Følg i kalenderen/ });
    await expect(follow).toHaveAttribute('href', `${SITE_URL.replace(/^https:/, 'webcal:')}${paths.seriesFeed(slug)}`);
    expect((await feedUids(request, paths.seriesFeed(slug))).length).toBeGreaterThan(0);
  }

  const slugs = [...new Set(all.filter((o) => o.isSeries).map((o) => o.eventSlug))];
  await page.goto(paths.subscribe);
  const section = page.getByRole('region', { name: 'Bare én møteserie' });
  for (const slug of slugs) {
    const item = section.locator(`#serie-${slug}`);
    await expect(item.getByRole('link', { name: /^Abonner \(iPhone/ })).toHaveAttribute('href', /^webcal:/);
    await expect(item.locator('code')).toHaveText(`${SITE_URL}${paths.seriesFeed(slug)}`);
  }
});
