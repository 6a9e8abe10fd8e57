/**
 * The search page's script: the form works as a plain GET form without it. It runs the search of the
 * address (?q=, ?kategori=) and of each submit in place (the address follows). The engine and its
 * index load when the visitor first focuses or types in the field, or when the address has a query
 * (runSearch.ts); a visit that never searches loads neither. Its first run replaces the status
 * line's no-script message (an empty query clears it).
 */
import { SEARCH_PARAMS } from '../../../model/search';
import { prepareSearch, runSearch } from './runSearch';

const form = document.querySelector<HTMLFormElement>('[data-search-form]')!;
const status = document.querySelector<HTMLElement>('[data-search-status]')!;
const list = document.querySelector<HTMLOListElement>('[data-search-results]')!;
const queryInput = form.elements.namedItem(SEARCH_PARAMS.query) as HTMLInputElement;
const categorySelect = form.elements.namedItem(SEARCH_PARAMS.category) as HTMLSelectElement;

function run(query: string, category: string) {
  if (!query) {
    status.textContent = '';
    list.hidden = true;
    list.replaceChildren();
    return;
  }
  void runSearch(query, category);
}

function fromAddress() {
  const params = new URLSearchParams(location.search);
  queryInput.value = params.get(SEARCH_PARAMS.query) ?? '';
  const category = params.get(SEARCH_PARAMS.category) ?? '';
  categorySelect.value = [...categorySelect.options].some((o) => o.value === category) ? category : '';
  run(queryInput.value.trim(), categorySelect.value);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const params = new URLSearchParams();
  params.set(SEARCH_PARAMS.query, queryInput.value.trim());
  if (categorySelect.value) params.set(SEARCH_PARAMS.category, categorySelect.value);
  history.pushState(null, '', `${location.pathname}?${params}`);
  run(queryInput.value.trim(), categorySelect.value);
});
// Loading while the visitor types: the first results need not wait for the index.
for (const type of ['focus', 'input']) queryInput.addEventListener(type, () => void prepareSearch().catch(() => {}), { once: true });
window.addEventListener('popstate', fromAddress);
fromAddress();
