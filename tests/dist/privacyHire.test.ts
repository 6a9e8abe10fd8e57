/**
 * Runs after `npm run build`: the privacy page says what a hire request stores, who gets it and
 * when it goes, with the bundled house's address and retention as the content gives them. (The
 * second house, which lets no room, says nothing of it: secondHouse.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
import { paths } from '../../model/routes';
import { getHallHire } from '../../src/content/hallHire';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';

it('the privacy page: a hire request’s fields, its recipient, who reads it and the months it is kept', async () => {
  const { terms } = (await getHallHire(groqJsFetcher(loadBundledDataset())))!;
  const html = parse(readFileSync(resolve('dist', `.${paths.legal('personvern')}`, 'index.html'), 'utf8'));
  const heading = html.querySelectorAll('h3').find((h3) => h3.text === 'Forespørsel om leie');
  const text = heading?.nextElementSibling?.text.replace(/\s+/g, ' ') ?? '';
  expect(text).toContain('rommet, datoen, klokkeslettet fra');
  expect(text).toContain(`e-post til ${terms.email}`);
  expect(text).toContain('Bare de frivillige huset har gitt tilgang til utleie');
  expect(text).toContain(`slettes ${terms.retentionMonths} måneder etter leiedagen`);
});
