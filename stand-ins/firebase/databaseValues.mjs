/** Paths and values of the Realtime Database as the stand-in reads and writes them. */

/**
 * Splits a path like "/todos/abc" into segments.
 * @param {string | undefined} path
 */
export const segments = (path) =>
  String(path ?? '')
    .split('/')
    .filter(Boolean);

/**
 * @param {unknown} root  the whole database
 * @param {string} path
 * @returns {unknown}
 */
export function valueAt(root, path) {
  let node = root;
  for (const key of segments(path)) {
    if (node === null || typeof node !== 'object') return null;
    node = /** @type {Record<string, unknown>} */ (node)[key] ?? null;
  }
  return node;
}

/**
 * Replaces every increment server value inside `data` (written at `path`) with current + delta.
 * @param {unknown} data
 * @param {string} path
 * @param {unknown} root  the whole database before the write
 * @returns {unknown}
 */
export function resolveIncrements(data, path, root) {
  if (data === null || typeof data !== 'object') return data;
  const sv = /** @type {{'.sv'?: unknown}} */ (data)['.sv'];
  if (sv && typeof sv === 'object' && 'increment' in sv) {
    const current = valueAt(root, path);
    return (typeof current === 'number' ? current : 0) + Number(sv.increment);
  }
  const out = /** @type {Record<string, unknown>} */ (Array.isArray(data) ? [] : {});
  for (const [key, child] of Object.entries(data)) out[key] = resolveIncrements(child, `${path}/${key}`, root);
  return out;
}

/**
 * The whole database as firebase-server holds it.
 * @param {any} server  firebase-server
 * @returns {Promise<unknown>}
 */
export const snapshot = (server) =>
  new Promise((resolve) => server.baseRef.once('value', (/** @type {{exportVal(): unknown}} */ snap) => resolve(snap.exportVal())));
