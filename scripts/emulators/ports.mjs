/** Port helpers shared by the emulator modules. */
import { createServer } from 'node:net';

/**
 * A port nobody listens on right now (the OS picks it); `wanted` is returned when it is not 0.
 * @returns {Promise<number>}
 */
export async function freePort(host = '127.0.0.1', wanted = 0) {
  if (wanted) return wanted;
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Resolves once `url` answers (any HTTP status, or what `answers` accepts), or rejects after `timeoutMs`.
 * `answers` tells the awaited server from another one that took its port in the meantime (a free port
 * is free only when asked: a slow JVM can find it taken by the time it binds).
 * @param {string} url
 * @param {{timeoutMs?: number, intervalMs?: number, isAlive?: () => boolean, answers?: (body: string) => boolean}} [options]  isAlive: false stops the wait
 */
export async function waitForHttp(url, { timeoutMs = 30_000, intervalMs = 100, isAlive = () => true, answers = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let lastError;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await res.text();
      if (answers(body)) return;
      lastError = new Error(`another server answers there: ${res.status} ${JSON.stringify(body.slice(0, 80))}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms (${lastError instanceof Error ? lastError.message : 'no answer'})`);
}
