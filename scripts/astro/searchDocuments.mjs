/**
 * The site search's documents, read from the built pages: the pages' own words are the one source.
 * A page is searched when its <main> carries data-search-body (BaseLayout.astro); what repeats other
 * pages or is a control is left out (data-search-ignore, buttons, hidden and screen-reader-only text).
 * Blocks stay apart and a label stays apart from its value: «Hvor: Kjelleren.», not «HvorKjelleren».
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NodeType, parse } from 'node-html-parser';
import { SEARCH_FACTS } from '../../model/search.ts';

const SKIPPED = new Set(['script', 'style', 'button', 'template', 'svg', 'noscript']);
const BLOCKS = new Set(
  'address article aside blockquote dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header li ol p section summary table td th tr ul'.split(
    ' ',
  ),
);

/** @param {import('node-html-parser').HTMLElement} el */
const left = (el) =>
  SKIPPED.has(el.rawTagName?.toLowerCase()) ||
  el.hasAttribute('data-search-ignore') ||
  el.hasAttribute('hidden') ||
  el.classList.contains('visually-hidden');

/** Left out, or a label (<dt>) whose value is left out: «Neste gang:» alone says nothing. */
const skipped = (/** @type {import('node-html-parser').HTMLElement} */ el) => {
  if (left(el)) return true;
  const value = el.rawTagName.toLowerCase() === 'dt' ? el.nextElementSibling : null;
  return value?.rawTagName.toLowerCase() === 'dd' && left(value);
};

/** A block's text, ended as a sentence or, for a label (<dt>), with a colon. */
function closeBlock(/** @type {string} */ text, /** @type {string} */ tag) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  if (/[.!?:;…]$/.test(clean)) return clean;
  return `${clean}${tag === 'dt' ? ':' : '.'}`;
}

/** The readable text of an element, blocks joined as sentences. */
function readableText(/** @type {import('node-html-parser').HTMLElement} */ root) {
  /** @type {string[]} */
  const blocks = [];
  let current = '';
  const walk = (/** @type {import('node-html-parser').Node} */ node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      current += node.text;
      return;
    }
    const el = /** @type {import('node-html-parser').HTMLElement} */ (node);
    if (node.nodeType !== NodeType.ELEMENT_NODE || skipped(el)) return;
    const tag = el.rawTagName.toLowerCase();
    if (tag === 'br') current += ' ';
    if (!BLOCKS.has(tag)) return el.childNodes.forEach(walk);
    blocks.push(closeBlock(current, ''));
    current = '';
    el.childNodes.forEach(walk);
    blocks.push(closeBlock(current, tag));
    current = '';
  };
  walk(root);
  blocks.push(closeBlock(current, ''));
  return blocks
    .filter(Boolean)
    .join(' ')
    .replace(/\u00ad/g, '');
}

/** The search document of one built page, or undefined when the page is not searched. */
export function searchDocument(/** @type {string} */ html, /** @type {string} */ url, /** @type {number} */ id) {
  const main = parse(html).querySelector('main[data-search-body]');
  if (!main) return undefined;
  const facts = main.querySelector(`[${SEARCH_FACTS.ends}]`);
  const heading = main.querySelector('h1');
  const title = (heading?.text ?? url)
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // The title is a field of its own: in the text it would open every excerpt again.
  heading?.remove();
  /** @type {import('../../model/searchIndex.ts').SearchDocument} */
  const doc = { id, url, title, text: readableText(main) };
  if (facts) {
    doc.when = facts.getAttribute(SEARCH_FACTS.when);
    doc.ends = Number(facts.getAttribute(SEARCH_FACTS.ends));
    doc.category = facts.getAttribute(SEARCH_FACTS.category);
  }
  return doc;
}

/** Every searched page of a built site, in path order. */
export function searchDocuments(/** @type {string} */ dist) {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  /** @type {import('../../model/searchIndex.ts').SearchDocument[]} */
  const docs = [];
  for (const file of files) {
    const url = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    const doc = searchDocument(readFileSync(join(dist, file), 'utf8'), url, docs.length);
    if (doc) docs.push(doc);
  }
  return docs;
}
