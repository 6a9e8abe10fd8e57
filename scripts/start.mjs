#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): the four emulators on their usual ports with demo data, and
 * the site on http://127.0.0.1:4321 talking to them. An emulator that cannot start here (no Java,
 * no JAR, port taken) is named with the reason; the site starts anyway. Ctrl+C stops everything.
 */
import { DEFAULT_PORTS, startEmulators, stopOnSignals } from './emulators/index.mjs';
import { startSiteServer } from './serve.mjs';

const emulators = await startEmulators({ ports: DEFAULT_PORTS, seed: true, keepGoing: true, log: console.log });
const missing = Object.entries(emulators.skipped);
for (const [name, why] of missing) console.warn(`⚠ ${name}-emulatoren kjører ikke: ${why}`);
const emulatorHostsJson = JSON.stringify(emulators.hosts);
let server;
try {
  server = await startSiteServer({ emulatorHostsJson });
} catch (error) {
  console.error(`✗ Nettstedet startet ikke: ${/** @type {Error} */ (error).message}`);
  await emulators.stop();
  process.exit(1);
}
stopOnSignals(async () => {
  server.closeAllConnections();
  server.close();
  await emulators.stop();
});
const { address, port } = /** @type {import('node:net').AddressInfo} */ (server.address());
console.log(`\nNettstedet kjører på http://${address}:${port} (emulatorer: ${emulatorHostsJson}${missing.length ? `; mangler ${missing.map(([n]) => n).join(', ')}` : ''})`);
console.log('Ctrl+C stopper nettstedet og emulatorene.');
