/**
 * One WebSocket connection to the Realtime Database stand-in: adds the protocol actions the modern
 * SDK uses and firebase-server lacks (see database.mjs), and hands everything else on to it.
 */
import { resolveIncrements, segments, snapshot, valueAt } from './databaseValues.mjs';

/**
 * The RTDB wire protocol as handled here (firebase-server and its `ws` sockets ship without types).
 * @typedef {{t: string, d?: {r: number, a: string, b?: {p?: string, d?: unknown, cred?: string}}}} ClientMessage  r: request number, a: action, p: path
 * @typedef {{t: 'd', d: {r: number, b: {s: string, d: unknown}}}} Reply  s: status
 * @typedef {{_socket: unknown, send(data: string): void, on(event: string, listener: (data: Buffer) => void): void}} Socket
 * @typedef {{action: 'p' | 'm', path: string, data: unknown}} DisconnectWrite  an onDisconnect set ('p') or update ('m')
 * @typedef {import('./databaseAuth.mjs').TokenValidator} TokenValidator
 * @typedef {{
 *   id: string, server: any, validator: TokenValidator, signedOut: Set<string>, cred: string | null,
 *   onDisconnect: DisconnectWrite[], pass(msg: ClientMessage): void,
 *   ok(r: number, d?: unknown): void, deny(r: number): void,
 * }} Connection
 */

let connectionCount = 0;

/**
 * Serves every new connection through `serveConnection` instead of firebase-server's own handler.
 * @param {any} server  firebase-server
 * @param {{validator: TokenValidator, signedOut: Set<string>}} auth  from refuseTokensAfterSignOut
 */
export function wrapConnections(server, { validator, signedOut }) {
  const originalHandler = server.handleConnection.bind(server);
  server.wss.removeAllListeners('connection');
  server.wss.on('connection', (/** @type {Socket} */ ws) => {
    /** @type {Connection} */
    const connection = {
      id: String(++connectionCount),
      server,
      validator,
      signedOut,
      cred: null,
      onDisconnect: [],
      pass: handOnTo(originalHandler, ws),
      ...replies(ws),
    };
    serveConnection(ws, connection);
  });
}

/**
 * Lets firebase-server handle `ws` through a facade whose message listener is captured, not attached.
 * @param {(socket: Socket) => void} originalHandler
 * @param {Socket} ws
 * @returns {(msg: ClientMessage) => void} hands a message on to firebase-server
 */
function handOnTo(originalHandler, ws) {
  /** @type {(data: Buffer) => void} */
  let forward = () => {};
  originalHandler({
    _socket: ws._socket,
    send: (data) => ws.send(data),
    on: (event, listener) => (event === 'message' ? (forward = listener) : ws.on(event, listener)),
  });
  return (msg) => forward(Buffer.from(JSON.stringify(msg)));
}

/** @param {Socket} ws */
function replies(ws) {
  /** @param {Reply} message */
  const send = (message) => {
    try {
      const payload = JSON.stringify(message);
      ws.send('1');
      ws.send(payload);
    } catch {
      /* socket gone */
    }
  };
  return {
    /** @param {number} r  the request's number @param {unknown} [d] */
    ok: (r, d = {}) => send({ t: 'd', d: { r, b: { s: 'ok', d } } }),
    /** @param {number} r */
    deny: (r) => send({ t: 'd', d: { r, b: { s: 'permission_denied', d: 'Permission denied' } } }),
  };
}

/**
 * Handles the connection's messages one at a time, in order; applies its onDisconnect writes when it closes.
 * @param {Socket} ws
 * @param {Connection} connection
 */
function serveConnection(ws, connection) {
  let queue = Promise.resolve();
  onWholeMessage(ws, (parsed) => {
    queue = queue.then(() => handle(connection, parsed)).catch((error) => console.error('[database]', error));
  });
  ws.on('close', () => {
    queue = queue.then(async () => {
      for (const op of connection.onDisconnect.splice(0)) {
        const root = await snapshot(connection.server);
        const b = { p: `/${op.path}`, d: resolveIncrements(op.data, op.path, root) };
        await handle(connection, { t: 'd', d: { r: 0, a: op.action, b } });
      }
      connection.signedOut.delete(connection.id);
    });
  });
}

/**
 * Calls `listener` with each message once all its frames have arrived.
 * @param {Socket} ws
 * @param {(msg: ClientMessage) => void} listener
 */
function onWholeMessage(ws, listener) {
  let buffer = '';
  ws.on('message', (data) => {
    const text = data.toString();
    let parsed;
    try {
      parsed = JSON.parse(buffer + text);
      buffer = '';
    } catch {
      buffer += text;
      return;
    }
    if (typeof parsed === 'number') return; // frame count of a fragmented message
    listener(parsed);
  });
}

/**
 * @param {Connection} connection
 * @param {ClientMessage} msg
 */
async function handle(connection, msg) {
  const { server, ok, deny, pass, id } = connection;
  if (!msg || msg.t !== 'd' || !msg.d) return pass(msg);
  const { r, a, b = {} } = msg.d;
  const path = segments(b.p).join('/');
  switch (a) {
    case 'g': {
      const result = server.targaryen.as(authData(connection)).read(path);
      if (!result.allowed) return deny(r);
      return ok(r, valueAt(await snapshot(server), path));
    }
    case 'o':
    case 'om':
      connection.onDisconnect.push({ action: a === 'o' ? 'p' : 'm', path, data: b.d });
      return ok(r);
    case 'oc':
      cancelOnDisconnect(connection.onDisconnect, path);
      return ok(r);
    case 'unauth':
      connection.cred = null;
      connection.signedOut.add(id);
      return ok(r);
    case 'auth':
    case 'gauth':
      connection.cred = b.cred ?? null;
      connection.signedOut.delete(id);
      return pass({ ...msg, d: { ...msg.d, b: { ...b, cred: `conn${id}:${b.cred}` } } });
    case 'p':
    case 'm': {
      const root = await snapshot(server);
      return pass({ ...msg, d: { ...msg.d, b: { ...b, d: resolveIncrements(b.d, path, root) } } });
    }
    default:
      return pass(msg);
  }
}

/**
 * Drops the queued onDisconnect writes at or below `path`.
 * @param {DisconnectWrite[]} queued
 * @param {string} path
 */
function cancelOnDisconnect(queued, path) {
  for (let i = queued.length - 1; i >= 0; i--) {
    if (queued[i].path === path || queued[i].path.startsWith(`${path}/`) || path === '') queued.splice(i, 1);
  }
}

/** The user the connection signed in as, as the rules see it. @param {Connection} connection */
function authData({ cred, validator }) {
  if (!cred) return null;
  try {
    const decoded = validator.decode(cred);
    return { provider: decoded.provider_id, token: decoded, uid: decoded.user_id || decoded.sub };
  } catch {
    return null;
  }
}
