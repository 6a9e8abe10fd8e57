#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): the four emulators on their usual ports with demo data, and
 * the site on http://127.0.0.1:4321 talking to them. An emulator that cannot start here (no Java,
 * no JAR, port taken) is named with the reason; the site starts anyway. Ctrl+C stops everything.
 */
import { DEFAULT_PORTS, startEmulators } from './emulators/index.mjs';
import { serveSiteWithEmulators } from './siteWithEmulators.mjs';

const emulators = await startEmulators({ ports: DEFAULT_PORTS, seed: true, keepGoing: true, log: console.log });
const missing = Object.entries(emulators.skipped);
for (const [name, why] of missing) console.warn(`⚠ ${name}-emulatoren kjører ikke: ${why}`);
const { url, emulatorHostsJson } = await serveSiteWithEmulators(emulators, (error) =>
  console.error(`✗ Nettstedet startet ikke: ${error.message}`),
);
console.log(
  `\nNettstedet kjører på ${url} (emulatorer: ${emulatorHostsJson}${missing.length ? `; mangler ${missing.map(([n]) => n).join(', ')}` : ''})`,
);
console.log('Ctrl+C stopper nettstedet og emulatorene.');
