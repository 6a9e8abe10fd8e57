#!/usr/bin/env node
/**
 * Playwright's web server: starts the emulators on FREE ports, then serves dist/ with their hosts
 * (published at /__/emulators.json, tests read them from there, and allowed in connect-src).
 * It listens only once the emulators are ready, so Playwright's readiness check orders everything.
 * SIGTERM/SIGINT (Playwright's gracefulShutdown) stop the emulators.
 *
 * Usage: node scripts/e2e-server.mjs --port 4399
 */
import { startEmulators } from './emulators/index.mjs';
import { serveSiteWithEmulators } from './siteWithEmulators.mjs';

const started = performance.now();
const emulators = await startEmulators({ log: (line) => console.log(`[emulators] ${line}`) }).catch((error) => {
  console.error(`[emulators] ✗ ${error.message}`);
  process.exit(1);
});
const { url, emulatorHostsJson } = await serveSiteWithEmulators(emulators, (error) => console.error(`[e2e] ✗ ${error.message}`));
console.log(`[e2e] ${url} with ${emulatorHostsJson} (${Math.round(performance.now() - started)} ms)`);
