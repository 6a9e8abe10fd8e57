/**
 * How long content read from the source is kept. A build reads it once and every page shares it
 * (the layout's settings are asked for by ~400 pages). The preview server (src/preview/) renders
 * each request from the drafts as they are now: it runs the request inside `withRequestContent`,
 * which gives that request its own source and its own memory, dropped when the request ends.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Fetcher } from './sources';

interface Scope {
  source?: Fetcher;
  memory: Map<string, unknown>;
}

const buildScope: Scope = { memory: new Map() };
const requestScope = new AsyncLocalStorage<Scope>();

/** `compute()` once per build, or once per preview request. */
export function once<T>(key: string, compute: () => T): T {
  const { memory } = requestScope.getStore() ?? buildScope;
  if (!memory.has(key)) memory.set(key, compute());
  return memory.get(key) as T;
}

/** The source the current preview request reads, if any (the build's own source otherwise). */
export function requestSource(): Fetcher | undefined {
  return requestScope.getStore()?.source;
}

/** Runs one preview request against `source`, with nothing remembered from other requests. */
export function withRequestContent<T>(source: Fetcher, run: () => T): T {
  return requestScope.run({ source, memory: new Map() }, run);
}
