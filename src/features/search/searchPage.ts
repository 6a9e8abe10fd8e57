/**
 * The search page's script: reads ?q= and ?kategori= (the form works as a GET form without this
 * script), loads Pagefind's browser API and index from /pagefind/ (only here), and writes the results
 * as a list. The form's submit is handled in place so the index stays loaded; the address follows.
 */
import { SEARCH_FIELDS, SEARCH_INDEX_DIR, SEARCH_PARAMS, SEARCH_RESULTS_SHOWN } from '../../../model/search';
import { t } from '../../i18n/nb';
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

const form = document.querySelector<HTMLFormElement>('[data-search-form]')!;
const status = document.querySelector<HTMLElement>('[data-search-status]')!;
const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;
const queryInput = form.elements.namedItem(SEARCH_PARAMS.query) as HTMLInputElement;
const categorySelect = form.elements.namedItem(SEARCH_PARAMS.category) as HTMLSelectElement;

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
    when.textContent = hit.past ? `${t.search.past}: ${hit.when}` : hit.when;
    item.append(when);
  }
  const excerpt = document.createElement('p');
  excerpt.append(...excerptNodes(hit.excerpt));
  item.append(excerpt);
  return item;
}

async function run(query: string, category: string) {
  list.hidden = true;
  list.replaceChildren();
  if (!query) {
    status.textContent = '';
    return;
  }
  status.textContent = t.search.loading;
  try {
    const api = await loadPagefind();
    const found = await api.search(query, category ? { filters: { [SEARCH_FIELDS.category]: category } } : {});
    const results = found?.results ?? [];
    const data = await Promise.all(results.slice(0, SEARCH_RESULTS_SHOWN).map((result) => result.data()));
    const hits: SearchHit[] = data.map((d) => ({
      url: siteUrl(d.url),
      title: d.meta.title ?? d.url,
      excerpt: d.excerpt,
      ...(d.meta[SEARCH_FIELDS.when] ? { when: d.meta[SEARCH_FIELDS.when] } : {}),
      ...(d.meta[SEARCH_FIELDS.ends] ? { ends: Number(d.meta[SEARCH_FIELDS.ends]) } : {}),
    }));
    list.append(...comingFirst(hits, Date.now()).map(resultItem));
    list.hidden = hits.length === 0;
    status.textContent = hits.length === 0 ? t.search.none(query) : t.search.count(hits.length, results.length, query);
  } catch {
    status.textContent = t.search.failed;
  }
}

function fromAddress() {
  const params = new URLSearchParams(location.search);
  queryInput.value = params.get(SEARCH_PARAMS.query) ?? '';
  const category = params.get(SEARCH_PARAMS.category) ?? '';
  categorySelect.value = [...categorySelect.options].some((o) => o.value === category) ? category : '';
  void run(queryInput.value.trim(), categorySelect.value);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const params = new URLSearchParams();
  params.set(SEARCH_PARAMS.query, queryInput.value.trim());
  if (categorySelect.value) params.set(SEARCH_PARAMS.category, categorySelect.value);
  history.pushState(null, '', `${location.pathname}?${params}`);
  void run(queryInput.value.trim(), categorySelect.value);
});
window.addEventListener('popstate', fromAddress);
document.querySelector('[data-search-needs-script]')?.remove();
fromAddress();
