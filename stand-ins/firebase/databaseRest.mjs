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
 * @typedef {{admin: boolean, auth: Auth}} User  `admin`: the emulator's admin token, which bypasses the rules
 * @typedef {(status: number, body: unknown) => void} Reply
 * @typedef {{
 *   server: Server, method: string, keys: string[], user: User, body: Buffer, reply: Reply,
 *   serverNow: () => number, commit: (result: RulesResult | null) => void,
 * }} RestRequest
 * @typedef {RestRequest & {path: string, ref: Ref, rules: RulesUser, value: unknown, current: (path: string[]) => unknown, now: number}} RestWrite
 */

/**
 * @param {{ server: Server, decode: (token: string) => {provider_id?: string, user_id?: string, sub?: string}, afterAdminWrite: () => void }} deps
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function restHandler({ server, decode, afterAdminWrite }) {
  let lastNow = 0;
  // Strictly increasing: two writes never share a server timestamp, so `== data.val()` and `== now` stay apart.
  const serverNow = () => (lastNow = Math.max(Date.now(), lastNow + 1));
  /** Keeps the rules engine's copy of the data in step with the write just made. @param {RulesResult | null} result */
  const commit = (result) => {
    if (result?.newDatabase) server.targaryen = /** @type {never} */ (result.newDatabase);
    else afterAdminWrite();
  };

  return (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const reply = replyTo(res);
    if (req.method === 'OPTIONS') return preflight(res);
    const method = req.method ?? '';
    if (!['GET', 'PUT', 'PATCH', 'POST', 'DELETE'].includes(method)) {
      res.setHeader('Allow', METHODS);
      return reply(405, { error: 'Method not allowed' });
    }
    const keys = restPath(req.url ?? '');
    if (!keys) return reply(400, { error: 'Invalid path: a segment is not a valid key' });
    const user = requestUser(req, decode);
    if (!user) return reply(401, { error: 'Could not parse auth token.' });

    readBody(req, async (body) => {
      try {
        if (!body) return reply(413, { error: 'Payload too large' });
        return await answer({ server, method, keys, user, body, reply, serverNow, commit });
      } catch (error) {
        return reply(400, { error: String(error) });
      }
    });
  };
}

/** @param {import('node:http').ServerResponse} res @returns {Reply} */
function replyTo(res) {
  return (status, body) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  };
}

/** A CORS preflight: changes nothing. @param {import('node:http').ServerResponse} res */
function preflight(res) {
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Methods', METHODS);
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  res.setHeader('Access-Control-Max-Age', '3600');
  res.end();
}

/**
 * Who the request acts as, from `Authorization: Bearer` or `?auth=` / `?access_token=`; null when the token cannot be read.
 * @param {import('node:http').IncomingMessage} req
 * @param {(token: string) => {provider_id?: string, user_id?: string, sub?: string}} decode
 * @returns {User | null}
 */
function requestUser(req, decode) {
  const url = new URL(`http://x${(req.url ?? '').replace(/^[^?]*/, '/')}`);
  const token =
    /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? url.searchParams.get('auth') ?? url.searchParams.get('access_token');
  const admin = token === ADMIN_TOKEN;
  if (!token || admin) return { admin, auth: null };
  try {
    const claims = decode(token);
    return { admin, auth: { provider: claims.provider_id, token: claims, uid: claims.user_id || claims.sub } };
  } catch {
    return null;
  }
}

/**
 * Calls `then` with the whole body, or with null when it is larger than MAX_BODY_BYTES.
 * @param {import('node:http').IncomingMessage} req
 * @param {(body: Buffer | null) => Promise<void>} then
 */
function readBody(req, then) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  });
  req.on('end', () => then(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
}

/** @param {RestRequest} request */
async function answer(request) {
  const { server, method, keys, user, body, reply } = request;
  const path = keys.join('/');
  const ref = path ? server.baseRef.child(path) : server.baseRef;
  const rules = server.targaryen.as(user.auth);
  if (method === 'GET') {
    if (!user.admin && !rules.read(path).allowed) return reply(401, { error: 'Permission denied' });
    return reply(200, await server.getValue(ref));
  }

  let value = null;
  if (method !== 'DELETE') {
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return reply(400, { error: "Invalid data; couldn't parse JSON object, array, or value." });
    }
  }
  const root = await server.getValue(server.baseRef);
  /** @param {string[]} at */
  const current = (at) =>
    at.reduce((/** @type {any} */ node, key) => (node && typeof node === 'object' ? (node[key] ?? null) : null), root);
  const write = { ...request, path, ref, rules, value, current, now: request.serverNow() };
  return method === 'PATCH' ? patch(write) : set(write);
}

/** PATCH: an update of the children named in the body, each checked as a key. @param {RestWrite} write */
function patch({ value, keys, path, ref, rules, user, current, now, reply, commit }) {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return reply(400, { error: 'Invalid data; PATCH needs an object.' });
  /** @type {Record<string, unknown>} */
  const update = {};
  for (const [child, childValue] of Object.entries(value)) {
    const childKeys = restPath(`/${child.split('/').map(encodeURIComponent).join('/')}.json`);
    if (!childKeys?.length) return reply(400, { error: `Invalid key in PATCH: ${child}` });
    update[childKeys.join('/')] = resolveServerValues(childValue, current, [...keys, ...childKeys], now);
  }
  const result = user.admin ? null : rules.update(path, update, now);
  if (result && !result.allowed) return reply(401, { error: 'Permission denied' });
  written(ref.update(update));
  commit(result);
  return reply(200, update);
}

/** PUT and DELETE (a set to null) at the path; POST at a new child of it. @param {RestWrite} write */
function set({ method, value, keys, path, ref, rules, user, current, now, reply, commit }) {
  let target = ref;
  let targetPath = path;
  if (method === 'POST') {
    const name = ref.push().key;
    target = ref.child(name);
    targetPath = path ? `${path}/${name}` : name;
    value = resolveServerValues(value, current, [...keys, name], now);
  } else {
    value = resolveServerValues(value, current, keys, now);
  }
  const result = user.admin ? null : rules.write(targetPath, value, now);
  if (result && !result.allowed) return reply(401, { error: 'Permission denied' });
  written(target.set(value));
  commit(result);
  return reply(200, method === 'POST' ? { name: targetPath.split('/').at(-1) } : value);
}

/**
 * firebase-server's database is offline: a write's promise waits for a server that never answers,
 * while the data and listeners change at once (invalid data throws before that). Do not wait.
 * @param {Promise<void>} promise
 */
function written(promise) {
  promise.catch(() => {});
}
