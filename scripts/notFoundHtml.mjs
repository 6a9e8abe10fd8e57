/**
 * The 404 page with the requested path and its wording filled in, for the local server
 * (scripts/serve.mjs), so the page reads right without JavaScript.
 */
import { visiblePath } from '../src/lib/visiblePath.ts';

/** @param {string} s */
const escapeHtml = (s) =>
  s.replace(
    /[&<>"']/g,
    (c) => /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** @param {string} s */
const unescapeAttribute = (s) =>
  s.replace(
    /&(quot|#34|#39|lt|gt|amp);/g,
    (_, /** @type {string} */ e) =>
      /** @type {Record<string, string>} */ ({ quot: '"', '#34': '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[e],
  );
/** @param {string} html @param {string} name */
const attribute = (html, name) => {
  const match = html.match(new RegExp(`${name}="([^"]*)"`));
  return match ? unescapeAttribute(match[1]) : '';
};

/**
 * Replaces the text of the first element carrying `marker` with `text`, HTML-escaped. The new
 * text comes from a replacer function, so no replacement pattern (`$&`, `$1`, `` $` ``) in a
 * requested path can expand.
 * @param {string} html @param {string} marker @param {string} text
 */
const fillText = (html, marker, text) =>
  html.replace(new RegExp(`(<[^>]*${marker}[^>]*>)[^<]*(?=<)`), (_, /** @type {string} */ openTag) => openTag + escapeHtml(text));

/**
 * The 404 page with the path and its wording filled in: the page carries the patterns of the
 * routes whose parameter is checked (model/routeRules.ts) and both wordings.
 * @param {string} template  dist/404.html
 * @param {string} pathname
 */
export function notFoundHtml(template, pathname) {
  /** @type {string[]} */
  const patterns = JSON.parse(attribute(template, 'data-checked-routes') || '[]');
  const failsCheck = patterns.some((pattern) => new RegExp(pattern).test(pathname));
  const wording = failsCheck ? 'failed-check' : 'unmatched';
  let html = fillText(template, 'data-not-found-explanation', attribute(template, `data-${wording}-explanation`));
  html = fillText(html, 'data-not-found-lead', attribute(html, `data-${wording}-lead`));
  return fillText(html, 'data-not-found-path', visiblePath(pathname));
}
