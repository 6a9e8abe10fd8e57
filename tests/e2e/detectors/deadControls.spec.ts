/**
 * The no-script check (tests/support/deadControls.ts) on parts of the site as they were before it
 * existed and as they are now: it must name each dead control of the old markup and pass the new.
 * The old fragments are those the site served with JavaScript off until the parts were mended (a
 * disabled «Send søknad» in a form without an action, answer buttons and the footer's cookie
 * settings as script-only buttons); the new ones follow the components and global.css today.
 */
import { expect, test } from '../../support/test';
import { deadControls } from '../../support/deadControls';

test.use({ javaScriptEnabled: false });

/** global.css: what needs a script takes no place without one. */
const HIDDEN_WITHOUT_SCRIPT = `<style>
  [data-pending] { visibility: hidden; }
  @media (scripting: none) { [data-pending], [data-needs-script] { display: none !important; } }
  @media (scripting: none) { .membership-form[data-waiting] > :not(h2, .apply-without-script) { display: none; } }
</style>`;

const FIELDS = `
  <h2 id="membership-form-title">Søk om medlemskap</h2>
  <div class="field"><label for="membership-name">Fullt navn</label><input id="membership-name" name="name" autocomplete="name"></div>
  <div class="field"><label for="membership-message">Melding</label><textarea id="membership-message" name="message"></textarea></div>
  <div class="field check"><input type="checkbox" id="membership-consent" name="consent"><label for="membership-consent">Jeg samtykker</label></div>`;

const ANSWER_BUTTONS = `
  <div class="attendance-actions" role="group" aria-label="Kommer du?">
    <button type="button" class="button" aria-pressed="false">Kommer</button>
    <button type="button" class="button" aria-pressed="false">Kanskje</button>
  </div>`;

const PARTS = [
  {
    part: 'the membership form',
    before: `<form class="membership-form" novalidate aria-labelledby="membership-form-title">${FIELDS}
      <button type="submit" class="button" disabled>Send søknad</button><p role="status"></p></form>`,
    after: `<form class="membership-form" novalidate aria-labelledby="membership-form-title" data-waiting>${FIELDS}
      <p class="apply-without-script">Søk på e-post til <a href="mailto:post@example.org">post@example.org</a> eller på papir.</p>
      <p role="status"></p></form>`,
    dead: [
      'input «name»: its form cannot be sent without a script',
      'textarea «message»: its form cannot be sent without a script',
      'input «consent»: its form cannot be sent without a script',
      'button «Send søknad»: disabled',
    ],
  },
  {
    part: 'the answer buttons of an event',
    before: `<section class="attendance"><h2>Kommer du?</h2>${ANSWER_BUTTONS}<p data-counts>Henter svarene …</p></section>`,
    after: `<div data-needs-script><section class="attendance"><h2>Kommer du?</h2>${ANSWER_BUTTONS.replace('role="group"', 'role="group" data-pending')}
      <p data-counts>Henter svarene …</p></section></div>`,
    dead: ['button «Kommer»: type=button', 'button «Kanskje»: type=button'],
  },
  {
    part: 'the cookie settings in the footer',
    before: `<button type="button" class="link-button" data-open-cookie-settings>Endre valg for informasjonskapsler</button>`,
    after: `<a href="/informasjonskapsler" class="link-button" data-open-cookie-settings>Endre valg for informasjonskapsler</a>`,
    dead: ['button «Endre valg for informasjonskapsler»: type=button'],
  },
];

for (const { part, before, after, dead } of PARTS) {
  test(`without JavaScript, ${part} as it was is flagged control by control, as it is now passes`, async ({ page }) => {
    await page.setContent(`${HIDDEN_WITHOUT_SCRIPT}<main>${before}</main>`);
    expect(await page.evaluate(deadControls)).toEqual(dead);
    await page.setContent(`${HIDDEN_WITHOUT_SCRIPT}<main>${after}</main>`);
    expect(await page.evaluate(deadControls)).toEqual([]);
  });
}

test('a form the browser can send by itself passes, fields and all', async ({ page }) => {
  await page.setContent(`<form action="/sok" method="get"><input name="q"><button>Søk</button></form>`);
  expect(await page.evaluate(deadControls)).toEqual([]);
});
