/**
 * A link outside the link policy gets the project's own message at the field, and only that one:
 * Sanity's url type also checks schemes («Stemmer ikke overens med tillatte protokoller/skjemaer»).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkProblem } from '../../../../model/links';
import { checkDocuments } from '../../../../src/content/schemaCheck';

const dataset = readFileSync('studio/dataset/production.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string } & Record<string, unknown>);
const byId = (id: string) => dataset.find((d) => d._id === id)!;

/** The legal page with one link in its first paragraph. */
function pageLinking(href: string) {
  const page = byId('legalPage-personvern');
  const [first, ...rest] = page.body as { _type: string; markDefs?: unknown[]; children: { marks?: string[] }[] }[];
  const linked = { ...first, markDefs: [{ _key: 'lenke', _type: 'link', href }], children: [{ ...first.children[0], marks: ['lenke'] }] };
  return { ...page, body: [linked, ...rest] };
}

describe('a link the site refuses', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.org/fil'])(
    '%s: the project’s message alone',
    async (href) => {
      const message = linkProblem(href);
      expect(message).not.toBeNull();
      const inText = (await checkDocuments([pageLinking(href) as never], dataset as never)).filter((p) => /href/.test(p.field));
      expect(inText.map((p) => p.message)).toEqual([message]);
      const credit = (await checkDocuments([{ ...byId('location'), imgCaptionHref: href }], dataset as never)).filter(
        (p) => p.field === 'imgCaptionHref',
      );
      expect(credit.map((p) => p.message)).toEqual([message]);
    },
    60_000,
  );

  it('a link the site takes passes both', async () => {
    for (const href of ['/program', 'https://example.org/', 'mailto:post@example.org', 'tel:+4712345678']) {
      expect(await checkDocuments([pageLinking(href) as never, { ...byId('location'), imgCaptionHref: href }], dataset as never)).toEqual(
        [],
      );
    }
  }, 60_000);
});
