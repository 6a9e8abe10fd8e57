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
 * Resolves once `url` answers at all (any HTTP status), or rejects after `timeoutMs`.
 * @param {string} url
 * @param {{timeoutMs?: number, intervalMs?: number, isAlive?: () => boolean}} [options]  isAlive: false stops the wait
 */
export async function waitForHttp(url, { timeoutMs = 30_000, intervalMs = 100, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  /** @type {unknown} */
  let lastError;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process behind ${url} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms (${lastError instanceof Error ? lastError.message : 'no answer'})`);
}
