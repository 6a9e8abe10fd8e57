/** Attendance ("Kommer" / "Kanskje") on an event page, against the Auth and Firestore emulators. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { emulatorHosts } from '../support/demoEmulators';
import { subjectsNow } from '../support/siteClock';
import type { ProgrammeSubjects } from '../support/programmeSubjects';
import { attendanceStatuses, attendanceVisitors, clearAttendance } from '../support/siteFirestore';
import { contrastOver, seenThrough } from '../support/visibleFaults';

/** How an answer button looks: its fill as seen (backgrounds from the root down), its text colour, its check mark if one shows. */
function looksOf(button: HTMLElement) {
  const backgrounds: string[] = [];
  for (let e: Element | null = button; e; e = e.parentElement) backgrounds.unshift(getComputedStyle(e).backgroundColor);
  const mark = [...button.querySelectorAll('svg')].find((svg) => svg.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  const box = mark?.getBoundingClientRect();
  return {
    backgrounds,
    color: getComputedStyle(button).color,
    mark: mark && box ? { color: getComputedStyle(mark).color, width: box.width, height: box.height } : null,
  };
}

// Each test uses its own occurrence (picked from the build's programme), so parallel tests never share counts.
async function openAttendance(page: Page, occurrenceId: string, choice: 'Godta' | 'Avslå' = 'Godta', { hydrated = true } = {}) {
  await page.goto(`/program/${occurrenceId}`);
  // «Godta»: the part then loads the counts on view (declined, it waits for a click: storageWalk.spec.ts).
  await page.getByRole('button', { name: choice }).click();
  const part = page.getByRole('region', { name: 'Kommer du?' });
  await part.scrollIntoViewIfNeeded();
  // The part hydrates once in view (as Astro’s client:visible would); the tests wait for it unless the moment before is the point.
  if (hydrated) await expect(page.locator('attendance-island:not([ssr]) .attendance')).toHaveCount(1, { timeout: 15_000 });
  return part;
}

const message = (part: Locator) => part.locator('[data-attendance-message]');
const OTHER_TAB = 'Du har svart på nytt i en annen fane, og det svaret gjelder.';

test('answer, change, withdraw; counts in a second browser context; no double counting', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance.flow.occurrenceId;
  await clearAttendance(request, hosts, occurrenceId);

  const part = await openAttendance(page, occurrenceId);
  await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  const coming = part.getByRole('button', { name: 'Kommer', exact: true });
  // Repeated clicks are one answer.
  await coming.click();
  await coming.click();
  await coming.click();
  await expect(part.getByText('1 kommer · 0 kanskje')).toBeVisible();
  await expect(coming).toHaveAttribute('aria-pressed', 'true');
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible();
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual(['kommer']);

  // A reload is the same visitor: the answer is remembered, not counted twice.
  await page.reload();
  await part.scrollIntoViewIfNeeded();
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible({ timeout: 15_000 });
  await expect(part.getByText('1 kommer · 0 kanskje')).toBeVisible();

  // A second visitor (own browser context = own anonymous user) sees the count and adds "Kanskje".
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const otherPart = await openAttendance(otherPage, occurrenceId);
  await expect(otherPart.getByText('1 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  await expect(otherPart.getByText('Du har ikke svart ennå.')).toBeVisible();
  await otherPart.getByRole('button', { name: 'Kanskje' }).click();
  await expect(otherPart.getByText('1 kommer · 1 kanskje')).toBeVisible();

  // A second tab of the first visitor changes the answer: still one answer for that visitor.
  const tab = await page.context().newPage();
  await tab.goto(`/program/${occurrenceId}`);
  const tabPart = tab.getByRole('region', { name: 'Kommer du?' });
  await tabPart.scrollIntoViewIfNeeded();
  await expect(tabPart.getByText('Ditt svar: Kommer.')).toBeVisible({ timeout: 15_000 });
  await tabPart.getByRole('button', { name: 'Kanskje' }).click();
  await expect(tabPart.getByText('0 kommer · 2 kanskje')).toBeVisible();

  // Withdraw.
  await tabPart.getByRole('button', { name: 'Trekk svaret' }).click();
  await expect(tabPart.getByText('Svaret er trukket.')).toBeVisible();
  await expect(tabPart.getByText('0 kommer · 1 kanskje')).toBeVisible();
  await expect(tabPart.getByText('Du har ikke svart ennå.')).toBeVisible();
  // «Trekk svaret» is gone with the answer; focus stays in the part, on «Kommer».
  await expect(tabPart.getByRole('button', { name: 'Kommer', exact: true })).toBeFocused();
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual(['kanskje']);

  await otherPage.reload();
  await otherPart.scrollIntoViewIfNeeded();
  await expect(otherPart.getByText('0 kommer · 1 kanskje')).toBeVisible({ timeout: 15_000 });
  await other.close();
});

test('a tap before the part has loaded is not lost: it is answered once the part runs', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance.earlyTap.occurrenceId;
  await clearAttendance(request, hosts, occurrenceId);
  // A slow phone: the part's script arrives three seconds after it was asked for.
  let released = false;
  await page.route(/\/hydrateAttendance-[^/]*\.js$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 3_000));
    released = true;
    await route.continue();
  });
  const part = await openAttendance(page, occurrenceId, 'Avslå', { hydrated: false });
  await part.getByRole('button', { name: 'Kommer', exact: true }).click();
  expect(released, 'the tap came before the part had loaded').toBe(false);
  await expect(part.getByRole('button', { name: 'Kommer', exact: true })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible();
  await expect(part.getByText('1 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual(['kommer']);
});

test('network failure: Norwegian message, answer kept and sent once Firestore is reachable', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance.offline.occurrenceId;
  await clearAttendance(request, hosts, occurrenceId);
  const part = await openAttendance(page, occurrenceId);
  await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });

  const firestore = (url: URL) => url.host === hosts.firestore;
  await page.route(firestore, (route) => route.abort('internetdisconnected'));
  await part.getByRole('button', { name: 'Kommer', exact: true }).click();
  await expect(part.locator('[data-attendance-message]')).toHaveText(
    /Vi får ikke kontakt med serveren akkurat nå\. Svaret ditt er tatt vare på/,
  );
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible();
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual([]);

  // Even a reload while the network is down does not lose the answer.
  await page.reload();
  await part.scrollIntoViewIfNeeded();
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible({ timeout: 15_000 });
  await expect(part.locator('[data-attendance-message]')).toHaveText(/Vi får ikke kontakt med serveren/);

  await page.unroute(firestore);
  // The browser says it is back online: the kept answer is sent at once (the back-off would also get there).
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(part.locator('[data-attendance-message]')).toHaveText('Svaret er lagret.', { timeout: 15_000 });
  await expect(part.getByText('1 kommer · 0 kanskje')).toBeVisible();
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual(['kommer']);
});

test('the newest click wins: a tab follows an answer changed in another tab, and its own next click wins again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance.stale.occurrenceId;
  await clearAttendance(request, hosts, occurrenceId);

  // Two tabs of the same visitor (one browser context: the same anonymous user).
  const part = await openAttendance(page, occurrenceId);
  await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  const maybe = part.getByRole('button', { name: 'Kanskje', exact: true });
  await maybe.click();
  await expect(part.getByText('Svaret er lagret.')).toBeVisible();
  await expect(part.getByText('0 kommer · 1 kanskje')).toBeVisible();

  const tab = await page.context().newPage();
  await tab.goto(`/program/${occurrenceId}`);
  const tabPart = tab.getByRole('region', { name: 'Kommer du?' });
  await tabPart.scrollIntoViewIfNeeded();
  await expect(tabPart.getByText('Ditt svar: Kanskje.')).toBeVisible({ timeout: 15_000 });
  await tabPart.getByRole('button', { name: 'Kommer', exact: true }).click();
  await expect(tabPart.getByText('1 kommer · 0 kanskje')).toBeVisible();
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual(['kommer']);

  // The first tab follows without a reload (it no longer shows Kanskje); clicking Kanskje there wins again.
  await page.bringToFront();
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible();
  await expect(message(part)).toHaveText(OTHER_TAB);
  await expect(maybe).toHaveAttribute('aria-pressed', 'false');
  await maybe.click();
  await expect(part.getByText('0 kommer · 1 kanskje')).toBeVisible();
  await expect(part.getByText('Svaret er lagret.')).toBeVisible();
  await expect.poll(() => attendanceStatuses(request, hosts, occurrenceId)).toEqual(['kanskje']);
  await tab.close();
});

test('the chosen answer stands out without colour alone: filled and with a check mark, in light and dark', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance.selected.occurrenceId;
  await clearAttendance(request, hosts, occurrenceId);
  const part = await openAttendance(page, occurrenceId);
  await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  const coming = part.getByRole('button', { name: 'Kommer', exact: true });
  const maybe = part.getByRole('button', { name: 'Kanskje', exact: true });
  // While the answer is on its way the part says so, and shows no counts that leave it out.
  let release!: () => void;
  const saved = new Promise<void>((done) => (release = done));
  const commit = /documents:commit/;
  await page.route(commit, async (route) => {
    await saved;
    await route.continue();
  });
  await coming.click();
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible();
  await expect(part.locator('[data-counts]')).toHaveText('Lagrer svaret …', { timeout: 15_000 });
  await expect(message(part)).toHaveText('');
  release();
  await expect(part.locator('[data-counts]')).toHaveText('1 kommer · 0 kanskje');
  await expect(part.getByText('Svaret er lagret.')).toBeVisible();
  await page.unroute(commit);
  // The mark is drawn, not read: the name stays «Kommer» and the state is aria-pressed.
  await expect(coming).toHaveAttribute('aria-pressed', 'true');
  await expect(maybe).toHaveAttribute('aria-pressed', 'false');
  // Seen at rest: neither hovered nor focused.
  await page.mouse.move(0, 0);
  await coming.blur();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const [chosen, other] = await Promise.all([coming.evaluate(looksOf), maybe.evaluate(looksOf)]);
    const chosenFill = seenThrough(chosen.backgrounds);
    const otherFill = seenThrough(other.backgrounds);
    // WCAG 1.4.11: the state is a visual difference of at least 3:1; 1.4.3: each label at 4.5:1 on its own fill.
    expect(contrastOver(chosenFill, otherFill), `${colorScheme}: valgt mot ikke valgt`).toBeGreaterThanOrEqual(3);
    expect(contrastOver(chosen.color, chosenFill), `${colorScheme}: teksten på valgt`).toBeGreaterThanOrEqual(4.5);
    expect(contrastOver(other.color, otherFill), `${colorScheme}: teksten på ikke valgt`).toBeGreaterThanOrEqual(4.5);
    // Not colour alone (1.4.1): a check mark, big enough to see, on the chosen one only.
    expect(chosen.mark, `${colorScheme}: hake på valgt`).not.toBeNull();
    expect(Math.min(chosen.mark!.width, chosen.mark!.height)).toBeGreaterThanOrEqual(12);
    expect(contrastOver(chosen.mark!.color, chosenFill), `${colorScheme}: haken`).toBeGreaterThanOrEqual(3);
    expect(other.mark, `${colorScheme}: ingen hake på ikke valgt`).toBeNull();
  }
});

/** A second tab of the same visitor (same browser context: the same anonymous user), its part loaded. */
async function secondTab(page: Page, occurrenceId: string) {
  const tab = await page.context().newPage();
  await tab.goto(`/program/${occurrenceId}`);
  const part = tab.getByRole('region', { name: 'Kommer du?' });
  await part.scrollIntoViewIfNeeded();
  await expect(part.locator('[data-counts]')).toHaveText(/\d+ kommer/, { timeout: 15_000 });
  return { tab, part };
}

/**
 * One visitor, two tabs, answered «Kanskje» on the test's own occurrence. «Avslå»: the first tab connects
 * only by its first click (the second tab then connects on load: the sign-in exists).
 */
async function twoTabsAnsweredMaybe(page: Page, request: APIRequestContext, subject: keyof ProgrammeSubjects['attendance']) {
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance[subject].occurrenceId;
  await clearAttendance(request, hosts, occurrenceId);
  const part = await openAttendance(page, occurrenceId, 'Avslå');
  await part.getByRole('button', { name: 'Kanskje', exact: true }).click();
  await expect(part.getByText('0 kommer · 1 kanskje')).toBeVisible({ timeout: 15_000 });
  const { tab, part: tabPart } = await secondTab(page, occurrenceId);
  await expect(tabPart.getByText('Ditt svar: Kanskje.')).toBeVisible();
  return { hosts, occurrenceId, part, tab, tabPart };
}

test('across tabs the newest answer wins: an older one waiting offline does not overwrite it, and every tab shows what the server holds', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { hosts, occurrenceId, part, tab, tabPart } = await twoTabsAnsweredMaybe(page, request, 'waiting');

  // The first tab loses the network and answers «Kommer»: the answer waits there.
  const firestore = (url: URL) => url.host === hosts.firestore;
  await page.route(firestore, (route) => route.abort('internetdisconnected'));
  await part.getByRole('button', { name: 'Kommer', exact: true }).click();
  await expect(message(part)).toHaveText(/Vi får ikke kontakt med serveren/);
  // Later, in the other tab: «Kanskje» again, saved.
  await tabPart.getByRole('button', { name: 'Kanskje', exact: true }).click();
  await expect(message(tabPart)).toHaveText('Svaret er lagret.');

  // The first tab is back: its older answer gives way to the newer one and says so.
  await page.unroute(firestore);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(message(part)).toHaveText(OTHER_TAB, { timeout: 15_000 });
  await expect(part.getByText('Ditt svar: Kanskje.')).toBeVisible();
  await expect(part.getByText('0 kommer · 1 kanskje')).toBeVisible();
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual(['kanskje']);
  // The tab that saved the newer answer says what the server holds.
  await expect(tabPart.getByText('Ditt svar: Kanskje.')).toBeVisible();
  await expect(message(tabPart)).toHaveText('Svaret er lagret.');
  await expect(tabPart.getByText('0 kommer · 1 kanskje')).toBeVisible();

  // A newer click in either tab wins, and the other tab follows without a reload.
  await part.getByRole('button', { name: 'Kommer', exact: true }).click();
  await expect(message(part)).toHaveText('Svaret er lagret.');
  await expect(tabPart.getByText('Ditt svar: Kommer.')).toBeVisible();
  await expect(message(tabPart)).toHaveText(OTHER_TAB);
  await expect(tabPart.getByText('1 kommer · 0 kanskje')).toBeVisible();
  await tabPart.getByRole('button', { name: 'Trekk svaret' }).click();
  await expect(message(tabPart)).toHaveText('Svaret er trukket.');
  await expect(part.getByText('Du har ikke svart ennå.')).toBeVisible();
  await expect(message(part)).toHaveText(OTHER_TAB);
  await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible();
  expect(await attendanceStatuses(request, hosts, occurrenceId)).toEqual([]);
  await tab.close();
});

test('a tab that could not read what another tab saved catches up once the server answers, and says why its answer changed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { hosts, part, tab, tabPart } = await twoTabsAnsweredMaybe(page, request, 'catchUp');

  // The first tab loses the network; the other tab answers «Kommer», and the first cannot read it.
  const firestore = (url: URL) => url.host === hosts.firestore;
  await page.route(firestore, (route) => route.abort('internetdisconnected'));
  await tabPart.getByRole('button', { name: 'Kommer', exact: true }).click();
  await expect(message(tabPart)).toHaveText('Svaret er lagret.');
  await expect(message(part)).toHaveText(/Vi får ikke kontakt med serveren/);

  // Reachable again: the retry reads the newer answer and says where it came from.
  await page.unroute(firestore);
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible({ timeout: 15_000 });
  await expect(message(part)).toHaveText(OTHER_TAB);
  await expect(part.getByText('1 kommer · 0 kanskje')).toBeVisible();
  await tab.close();
});

test('two tabs clicking together: never «no contact» while the server is up, and both end on what the server holds, counted once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance.together.occurrenceId;
  await clearAttendance(request, hosts, occurrenceId);
  const part = await openAttendance(page, occurrenceId);
  await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  // One answer first, so both tabs are the same signed-in visitor.
  await part.getByRole('button', { name: 'Kommer', exact: true }).click();
  await expect(message(part)).toHaveText('Svaret er lagret.');
  const { tab, part: tabPart } = await secondTab(page, occurrenceId);
  await expect(tabPart.getByText('Ditt svar: Kommer.')).toBeVisible();

  // Every line either tab shows, and every click with its time (one clock: one browser).
  for (const p of [page, tab]) {
    await p.evaluate(() => {
      const w = window as unknown as { shown: string[]; clicks: { at: number; answer: string }[] };
      w.shown = [];
      w.clicks = [];
      const line = document.querySelector('[data-attendance-message]')!;
      new MutationObserver(() => w.shown.push(line.textContent ?? '')).observe(line, {
        childList: true,
        characterData: true,
        subtree: true,
      });
      document.addEventListener(
        'click',
        (e) => w.clicks.push({ at: Date.now(), answer: (e.target as Element).closest('button')?.textContent ?? '' }),
        true,
      );
    });
  }
  const answers = ['Kommer', 'Kanskje'] as const;
  const click = (where: Locator, i: number) => where.getByRole('button', { name: answers[i % 2], exact: true }).click();
  for (let round = 0; round < 10; round++) await Promise.all([click(part, round), click(tabPart, round + 1)]);
  // Which of two simultaneous clicks is newer is the part's own stamp (taken in its handler, a moment
  // after this test's listener; on a loaded machine the two can swap). The newest wins for certain
  // with one more click after them all.
  await click(part, 0);

  // The server holds the newest click; both tabs come to show it, with the answer counted once.
  type Recorded = { shown: string[]; clicks: { at: number; answer: string }[] };
  const recorded = () =>
    Promise.all(
      [page, tab].map((p) =>
        p.evaluate(() => {
          const { shown, clicks } = window as unknown as Recorded;
          return { shown, clicks };
        }),
      ),
    );
  const last = (await recorded())
    .flatMap((r) => r.clicks)
    .sort((a, b) => a.at - b.at)
    .at(-1)!;
  const status = last.answer === 'Kommer' ? 'kommer' : 'kanskje';
  await expect.poll(() => attendanceStatuses(request, hosts, occurrenceId), { timeout: 30_000 }).toEqual([status]);
  for (const where of [part, tabPart]) {
    await expect(where.getByText(`Ditt svar: ${last.answer}.`)).toBeVisible({ timeout: 15_000 });
    await expect(where.locator('[data-counts]')).toHaveText(status === 'kommer' ? '1 kommer · 0 kanskje' : '0 kommer · 1 kanskje');
    await expect(message(where)).toHaveText(/^(Svaret er lagret\.|Du har svart på nytt)/);
  }
  const shown = (await recorded()).flatMap((r) => r.shown);
  expect(
    shown.filter((line) => /kontakt|ikke lagret/.test(line)),
    'no failure said while the server is up',
  ).toEqual([]);
  await tab.close();
});

/** Clicks the button named `name` in each page at one instant of the browser's one clock, `at` (ms). */
const clickAt = (p: Page, name: string, at: number) =>
  p.evaluate(
    ([label, when]) => {
      const button = [...document.querySelectorAll('.attendance button')].find((b) => b.textContent?.trim() === label) as HTMLElement;
      setTimeout(() => button.click(), when - Date.now());
    },
    [name, at] as const,
  );

test('one browser is one visitor: two new tabs answering within 10 ms share one sign-in, and «Trekk svaret» takes it back (5 times)', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const hosts = await emulatorHosts(request);
  const occurrenceId = (await subjectsNow()).attendance.firstTogether.occurrenceId;
  for (let round = 1; round <= 5; round++) {
    await clearAttendance(request, hosts, occurrenceId);
    // A fresh browser: no sign-in yet, so each tab's first answer would sign in.
    const context = await browser.newContext();
    const page = await context.newPage();
    const part = await openAttendance(page, occurrenceId);
    await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
    const { tab, part: tabPart } = await secondTab(page, occurrenceId);
    await expect(page.locator('attendance-island:not([ssr]) .attendance')).toHaveCount(1);
    await expect(tab.locator('attendance-island:not([ssr]) .attendance')).toHaveCount(1, { timeout: 15_000 });
    const at = await page.evaluate(() => Date.now() + 400);
    await Promise.all([clickAt(page, 'Kommer', at), clickAt(tab, 'Kanskje', at + 5)]);

    const once = /^(1 kommer · 0 kanskje|0 kommer · 1 kanskje)$/;
    await expect
      .poll(() => attendanceStatuses(request, hosts, occurrenceId), { timeout: 30_000, message: `round ${round}` })
      .toHaveLength(1);
    expect(await attendanceVisitors(request, hosts, occurrenceId), `round ${round}: one visitor`).toHaveLength(1);
    for (const where of [part, tabPart])
      await expect(where.locator('[data-counts]'), `round ${round}`).toHaveText(once, { timeout: 15_000 });

    // «Trekk svaret» in one tab takes back what this browser counted; the other tab follows.
    await part.getByRole('button', { name: 'Trekk svaret' }).click();
    await expect.poll(() => attendanceStatuses(request, hosts, occurrenceId), { timeout: 30_000, message: `round ${round}` }).toEqual([]);
    await expect(part.locator('[data-counts]')).toHaveText('0 kommer · 0 kanskje');
    await tab.reload();
    await tabPart.scrollIntoViewIfNeeded();
    await expect(tabPart.locator('[data-counts]')).toHaveText('0 kommer · 0 kanskje', { timeout: 15_000 });
    await expect(tabPart.getByRole('button', { name: 'Trekk svaret' })).toHaveCount(0);
    await context.close();
  }
});
