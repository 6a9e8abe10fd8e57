/**
 * The RTDB stand-in's REST surface (`/<path>.json`), with the rules the real service applies:
 * GET/PUT/PATCH/POST/DELETE go through the rules engine as the user of `Authorization: Bearer
 * <ID token>` or `?auth=` (the emulator's admin token `owner` bypasses them, as in firebase-tools);
 * OPTIONS is a CORS preflight that changes nothing. The path is read segment by segment from the
 * raw request target and refused (400) when a segment is not a valid RTDB key (`.`, `..`, an
 * encoded `/`, `.#$[]`, control characters): nothing is normalised into another node.
 *
 * restHandler({ server, decode, afterAdminWrite }) -> (req, res) => void
 */

const ADMIN_TOKEN = 'owner';
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const METHODS = 'GET, PUT, PATCH, POST, DELETE, OPTIONS';
/** What the real service refuses in a key: . # $ [ ] / and ASCII control characters. */
const BAD_KEY = /[.#$[\]/\u0000-\u001f\u007f]/u; // eslint-disable-line no-control-regex

/**
 * The path of a REST request target as RTDB keys, or null when it is not one.
 * @param {string} target  req.url (raw, not normalised)
 * @returns {string[] | null}
 */
function restPath(target) {
  const pathname = target.split('?')[0];
  if (!pathname.startsWith('/') || !pathname.endsWith('.json')) return null;
  /** @type {string[]} */
  const keys = [];
  for (const raw of pathname.slice(1, -'.json'.length).split('/')) {
    if (raw === '') continue; // `a//b` and a trailing slash: the SDK's own Path drops empty segments
    let key;
    try {
      key = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (BAD_KEY.test(key) || Buffer.byteLength(key) > 768) return null;
    keys.push(key);
  }
  return keys;
}

/**
 * Replaces `{".sv": "timestamp"}` with `now` and `{".sv": {"increment": n}}` with current + n.
 * @param {unknown} data
 * @param {(path: string[]) => unknown} current  the value now stored at a path
 * @param {string[]} path
 * @param {number} now
 * @returns {unknown}
 */
function resolveServerValues(data, current, path, now) {
  if (data === null || typeof data !== 'object') return data;
  const sv = /** @type {{'.sv'?: unknown}} */ (data)['.sv'];
  if (sv === 'timestamp') return now;
  if (sv && typeof sv === 'object' && 'increment' in sv) {
    const value = current(path);
    return (typeof value === 'number' ? value : 0) + Number(sv.increment);
  }
  const out = /** @type {Record<string, unknown>} */ (Array.isArray(data) ? [] : {});
  for (const [key, child] of Object.entries(data)) out[key] = resolveServerValues(child, current, [...path, key], now);
  return out;
}

/**
 * @typedef {{uid?: string, provider?: string, token?: object} | null} Auth
 * @typedef {{allowed: boolean, newDatabase?: unknown}} RulesResult
 * @typedef {{read(path: string): RulesResult, write(path: string, value: unknown, now: number): RulesResult, update(path: string, patch: object, now: number): RulesResult}} RulesUser
 * @typedef {{child(path: string): Ref, push(): {key: string}, set(value: unknown): Promise<void>, update(value: object): Promise<void>}} Ref
 * @typedef {{baseRef: Ref, targaryen: {as(auth: Auth): RulesUser}, getValue(ref: Ref): Promise<unknown>}} Server
 */

/**
 * @param {{ server: Server, decode: (token: string) => {provider_id?: string, user_id?: string, sub?: string}, afterAdminWrite: () => void }} deps
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function restHandler({ server, decode, afterAdminWrite }) {
  let lastNow = 0;
  // Strictly increasing: two writes never share a server timestamp, so `== data.val()` and `== now` stay apart.
  const serverNow = () => (lastNow = Math.max(Date.now(), lastNow + 1));

  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    /** @param {number} status @param {unknown} body */
    const reply = (status, body) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Methods', METHODS);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '3600');
      return res.end();
    }
    if (!['GET', 'PUT', 'PATCH', 'POST', 'DELETE'].includes(req.method ?? '')) {
      res.setHeader('Allow', METHODS);
      return reply(405, { error: 'Method not allowed' });
    }
    const keys = restPath(req.url ?? '');
    if (!keys) return reply(400, { error: 'Invalid path: a segment is not a valid key' });

    const url = new URL(`http://x${(req.url ?? '').replace(/^[^?]*/, '/')}`);
    const token =
      /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? url.searchParams.get('auth') ?? url.searchParams.get('access_token');
    const admin = token === ADMIN_TOKEN;
    /** @type {Auth} */
    let auth = null;
    if (token && !admin) {
      try {
        const claims = decode(token);
        auth = { provider: claims.provider_id, token: claims, uid: claims.user_id || claims.sub };
      } catch {
        return reply(401, { error: 'Could not parse auth token.' });
      }
    }

    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', async () => {
      try {
        if (size > MAX_BODY_BYTES) return reply(413, { error: 'Payload too large' });
        const path = keys.join('/');
        const ref = path ? server.baseRef.child(path) : server.baseRef;
        const rules = server.targaryen.as(auth);
        if (req.method === 'GET') {
          if (!admin && !rules.read(path).allowed) return reply(401, { error: 'Permission denied' });
          return reply(200, await server.getValue(ref));
        }

        let value = null;
        if (req.method !== 'DELETE') {
          try {
            value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            return reply(400, { error: "Invalid data; couldn't parse JSON object, array, or value." });
          }
        }
        const root = await server.getValue(server.baseRef);
        /** @param {string[]} at */
        const current = (at) =>
          at.reduce((/** @type {any} */ node, key) => (node && typeof node === 'object' ? (node[key] ?? null) : null), root);
        const now = serverNow();

        if (req.method === 'PATCH') {
          if (value === null || typeof value !== 'object' || Array.isArray(value))
            return reply(400, { error: 'Invalid data; PATCH needs an object.' });
          /** @type {Record<string, unknown>} */
          const patch = {};
          for (const [child, childValue] of Object.entries(value)) {
            const childKeys = restPath(`/${child.split('/').map(encodeURIComponent).join('/')}.json`);
            if (!childKeys?.length) return reply(400, { error: `Invalid key in PATCH: ${child}` });
            patch[childKeys.join('/')] = resolveServerValues(childValue, current, [...keys, ...childKeys], now);
          }
          const result = admin ? null : rules.update(path, patch, now);
          if (result && !result.allowed) return reply(401, { error: 'Permission denied' });
          written(ref.update(patch));
          commit(result);
          return reply(200, patch);
        }

        let target = ref;
        let targetPath = path;
        if (req.method === 'POST') {
          const name = ref.push().key;
          target = ref.child(name);
          targetPath = path ? `${path}/${name}` : name;
          value = resolveServerValues(value, current, [...keys, name], now);
        } else {
          value = resolveServerValues(value, current, keys, now);
        }
        const result = admin ? null : rules.write(targetPath, value, now);
        if (result && !result.allowed) return reply(401, { error: 'Permission denied' });
        written(target.set(value));
        commit(result);
        return reply(200, req.method === 'POST' ? { name: targetPath.split('/').at(-1) } : value);
      } catch (error) {
        return reply(400, { error: String(error) });
      }
    });
  };

  /**
   * firebase-server's database is offline: a write's promise waits for a server that never answers,
   * while the data and listeners change at once (invalid data throws before that). Do not wait.
   * @param {Promise<void>} promise
   */
  function written(promise) {
    promise.catch(() => {});
  }

  /** Keeps the rules engine's copy of the data in step with the write just made. @param {RulesResult | null} result */
  function commit(result) {
    if (result?.newDatabase) server.targaryen = /** @type {never} */ (result.newDatabase);
    else afterAdminWrite();
  }
}
