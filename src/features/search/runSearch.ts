/**
 * Runs a search on the search page: the engine's worker and its index load once, at the first call
 * of `prepareSearch` (the visitor's first focus or keystroke in the field, or a query in the address),
 * never with the page. The hits are ranked with ended events last, by the visitor's clock, and written
 * as a list with the count (or the failure) in the status line.
 */
import { SEARCH_INDEX_FILE, SEARCH_RESULTS_SHOWN } from '../../../model/search';
import { searchResultTexts } from '../../i18n/nbSearch';
import { rankHits, type RankedHit } from './rankHits';
import type { EngineHit } from './searchEngine';
import type { SearchReply, SearchRequest } from './searchMessages';

const status = document.querySelector<HTMLElement>('[data-search-status]')!;
const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;

let worker: Worker | undefined;
const waiting = new Map<number, { resolve: (hits: EngineHit[]) => void; reject: (error: Error) => void }>();
let requests = 0;

/** The search worker, started at the first request; one that fails to start is started again at the next. */
function searchWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./searchWorker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', ({ data }: MessageEvent<SearchReply>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('hits' in data) request?.resolve(data.hits);
    else request?.reject(new Error(data.error));
  });
  worker.addEventListener('error', () => {
    worker = undefined;
    for (const request of waiting.values()) request.reject(new Error('Søket startet ikke.'));
    waiting.clear();
  });
  return worker;
}

function ask(query: string, category: string): Promise<EngineHit[]> {
  const request: SearchRequest = { id: ++requests, indexUrl: SEARCH_INDEX_FILE, query, category };
  const answer = new Promise<EngineHit[]>((resolve, reject) => waiting.set(request.id, { resolve, reject }));
  searchWorker().postMessage(request);
  return answer;
}

/** Starts the engine and the loading of its index, before the visitor has finished typing. */
export const prepareSearch = () => ask('', '');

/** Text with <mark> around the words found, as nodes: never parsed as HTML. */
const markedNodes = (parts: EngineHit['excerpt']) =>
  parts.map((part) => {
    if (!part.mark) return document.createTextNode(part.text);
    const mark = document.createElement('mark');
    mark.textContent = part.text;
    return mark;
  });

function resultItem(hit: RankedHit<EngineHit>): HTMLLIElement {
  const item = document.createElement('li');
  const heading = document.createElement('h2');
  const link = document.createElement('a');
  link.href = hit.url;
  link.append(...markedNodes(hit.titleParts));
  heading.append(link);
  item.append(heading);
  if (hit.when) {
    const when = document.createElement('p');
    when.className = 'search-when';
    when.textContent = hit.past ? `${searchResultTexts.past}: ${hit.when}` : hit.when;
    item.append(when);
  }
  const text = document.createElement('p');
  text.append(...markedNodes(hit.excerpt));
  item.append(text);
  return item;
}

let latest = 0;

/** Searches for `query` (not empty), within `category` when one is chosen, and shows the hits. */
export async function runSearch(query: string, category: string) {
  // A later search may finish first: only the latest writes.
  const mine = ++latest;
  list.hidden = true;
  list.replaceChildren();
  status.textContent = searchResultTexts.loading;
  try {
    const hits = rankHits(await ask(query, category), Date.now());
    if (mine !== latest) return;
    list.append(...hits.slice(0, SEARCH_RESULTS_SHOWN).map(resultItem));
    list.hidden = hits.length === 0;
    status.textContent =
      hits.length === 0
        ? searchResultTexts.none(query)
        : searchResultTexts.count(Math.min(hits.length, SEARCH_RESULTS_SHOWN), hits.length, query);
  } catch {
    if (mine === latest) status.textContent = searchResultTexts.failed;
  }
}
