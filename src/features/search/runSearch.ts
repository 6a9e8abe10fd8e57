/**
 * Runs a search on the search page (loaded by searchPage.ts at the first query): Pagefind's browser
 * API and index from /pagefind/, the hits in Pagefind's order with ended events below coming ones,
 * written as a list with the count (or the failure) in the status line.
 */
import { SEARCH_FIELDS, SEARCH_INDEX_DIR, SEARCH_RESULTS_SHOWN } from '../../../model/search';
import { searchTexts } from '../../i18n/nbSearch';
import { comingFirst, siteUrl, type RankedHit, type SearchHit } from './rankHits';

/** The part of Pagefind's browser API (pagefind.js) this page uses. */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const status = document.querySelector<HTMLElement>('[data-search-status]')!;
const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  // A path the bundler must not resolve: Pagefind writes it after the build.
  const url = `${SEARCH_INDEX_DIR}/pagefind.js`;
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (api) => {
    await api.options({ excerptLength: 24 });
    return api;
  });
  return pagefind;
}

/** Pagefind's excerpt as nodes: its text, and <mark> around the words found; nothing else is kept. */
function excerptNodes(html: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body.firstElementChild!;
  return [...parsed.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

function resultItem(hit: RankedHit): HTMLLIElement {
  const item = document.createElement('li');
  const heading = document.createElement('h2');
  const link = document.createElement('a');
  link.href = hit.url;
  link.textContent = hit.title;
  heading.append(link);
  item.append(heading);
  if (hit.when) {
    const when = document.createElement('p');
    when.className = 'search-when';
    when.textContent = hit.past ? `${searchTexts.past}: ${hit.when}` : hit.when;
    item.append(when);
  }
  const excerpt = document.createElement('p');
  excerpt.append(...excerptNodes(hit.excerpt));
  item.append(excerpt);
  return item;
}

let latest = 0;

/** Searches for `query` (not empty), within `category` when one is chosen, and shows the hits. */
export async function runSearch(query: string, category: string) {
  // A later search may finish first: only the latest writes.
  const mine = ++latest;
  list.hidden = true;
  list.replaceChildren();
  status.textContent = searchTexts.loading;
  try {
    const api = await loadPagefind();
    const found = await api.search(query, category ? { filters: { [SEARCH_FIELDS.category]: category } } : {});
    const results = found?.results ?? [];
    const data = await Promise.all(results.slice(0, SEARCH_RESULTS_SHOWN).map((result) => result.data()));
    if (mine !== latest) return;
    const hits: SearchHit[] = data.map((d) => ({
      url: siteUrl(d.url),
      title: d.meta.title ?? d.url,
      excerpt: d.excerpt,
      ...(d.meta[SEARCH_FIELDS.when] ? { when: d.meta[SEARCH_FIELDS.when] } : {}),
      ...(d.meta[SEARCH_FIELDS.ends] ? { ends: Number(d.meta[SEARCH_FIELDS.ends]) } : {}),
    }));
    list.append(...comingFirst(hits, Date.now()).map(resultItem));
    list.hidden = hits.length === 0;
    status.textContent = hits.length === 0 ? searchTexts.none(query) : searchTexts.count(hits.length, results.length, query);
  } catch {
    if (mine === latest) status.textContent = searchTexts.failed;
  }
}
