/**
 * The site search's engines on the test set (search/queries.mjs): for each engine, how often the page
 * meant is the first result (hit@1) and among the first three (hit@3) once the site's ranking has put
 * ended events last (src/features/search/rankHits.ts, as of SITE_NOW or now: build with the same)
 * and its search worker has left out weak extra matches (weakHits.ts),
 * per kind of query; and what a visitor downloads to search, gzip. Over the built site: `npm run build` first.
 * Run alone: npm run bench -- search
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { siteNow } from '../../src/lib/clock.ts';
import { rankHits } from '../../src/features/search/rankHits.ts';
import { withoutWeakHits } from '../../src/features/search/weakHits.ts';
import { searchDocuments } from '../astro/searchDocuments.mjs';
import { SEARCH_CASES } from './search/queries.mjs';
import { otherEngines, pagefindEngines } from './search/engines.mjs';

/** The pages a case means: a path as it is, an event title as its next date (or its last, when all have been). */
function expectedUrls(/** @type {any[]} */ docs, /** @type {string[]} */ expect, /** @type {number} */ now) {
  return expect.map((name) => {
    if (name.startsWith('/')) return name;
    const dates = docs.filter((doc) => doc.title === name).sort((a, b) => a.ends - b.ends);
    if (dates.length === 0) throw new Error(`Ingen side heter «${name}».`);
    return (dates.find((doc) => doc.ends > now) ?? dates.at(-1)).url;
  });
}

/** hit@1 and hit@3 of one engine over every case, per kind, and the cases it missed at 1. */
async function measure(/** @type {any} */ engine, /** @type {any[]} */ docs, /** @type {number} */ now) {
  const byUrl = new Map(docs.map((doc) => [doc.url, doc]));
  /** @type {Record<string, { n: number, at1: number, at3: number }>} */
  const kinds = {};
  const missed = [];
  for (const { query, kind, expect } of SEARCH_CASES) {
    /** @type {{ url: string, title: string, score: number, ends?: number, words?: number }[]} */
    const found = (await engine.search(query)).map((/** @type {any} */ r) => ({
      ...byUrl.get(r.url),
      url: r.url,
      score: r.score,
      words: r.words,
    }));
    const urls = rankHits(withoutWeakHits(found), now).map((hit) => hit.url);
    const wanted = expectedUrls(docs, expect, now);
    const rank = urls.findIndex((url) => wanted.includes(url));
    for (const key of [kind, 'alle']) {
      kinds[key] ??= { n: 0, at1: 0, at3: 0 };
      kinds[key].n++;
      if (rank === 0) kinds[key].at1++;
      if (rank >= 0 && rank < 3) kinds[key].at3++;
    }
    if (rank !== 0) missed.push(`${query}→${rank < 0 ? '–' : rank + 1}`);
  }
  return { kinds, missed };
}

export default async function run({ root = process.cwd() } = {}) {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Bygg nettstedet først: npm run build');
  const now = siteNow().getTime();
  const docs = searchDocuments(dist);
  console.log(`${docs.length} pages, ${SEARCH_CASES.length} queries, as of ${new Date(now).toISOString()}`);
  const engines = [...(await pagefindEngines(dist, docs)), ...(await otherEngines(docs))];
  const kindNames = [...new Set(SEARCH_CASES.map((c) => c.kind)), 'alle'];
  console.log(`| engine | ${kindNames.map((k) => `${k} hit@1 / hit@3`).join(' | ')} | index gzip | code gzip |`);
  const misses = [];
  for (const engine of engines) {
    const { kinds, missed } = await measure(engine, docs, now);
    const cells = kindNames.map((k) => `${kinds[k].at1} / ${kinds[k].at3} of ${kinds[k].n}`);
    console.log(`| ${engine.name} | ${cells.join(' | ')} | ${engine.bytes.index} | ${engine.bytes.code} |`);
    misses.push(`${engine.name}: ${missed.join(', ') || 'none'}`);
    await engine.close?.();
  }
  console.log(`\nmissed at 1 (query→rank of the page meant):\n${misses.join('\n')}`);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
