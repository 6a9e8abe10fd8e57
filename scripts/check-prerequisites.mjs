#!/usr/bin/env node
/** Fails early, in plain words, when something the tests need is missing on this machine. */
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as chromium, HEADLESS_SHELL_PATH as headlessShell, NORWEGIAN_TRANSLATIONS } from './chromium.mjs';
import { missingPrerequisite as firestoreEmulatorMissing } from './emulators/firestore.mjs';

const problems = [];
const [major, minor] = process.versions.node.split('.').map(Number);
// 22.18: Node runs the TypeScript of model/ directly (type stripping), which the scripts import.
if (major < 22 || (major === 22 && minor < 18)) {
  problems.push(`Node ${process.versions.node} is too old (need >= 22.18). Run 'npm install' first: it brings Node 22 on linux-x64.`);
}
if (!existsSync(chromium)) {
  problems.push(`Chromium not found at ${chromium}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
}
if (!existsSync(headlessShell)) {
  problems.push(
    `Chromium's headless shell not found at ${headlessShell}. Install Debian's package: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_HEADLESS_SHELL_PATH).`,
  );
}
if (!existsSync(NORWEGIAN_TRANSLATIONS)) {
  problems.push(
    `Chromium's Norwegian translations not found at ${NORWEGIAN_TRANSLATIONS} (the browser would draw dates and times the American way). Install Debian's package: sudo apt-get install -y chromium-l10n.`,
  );
}
// libfaketime runs the date-sensitive browser tests once more with the machine's clock a year ahead.
if (!['/usr/bin/faketime', '/usr/local/bin/faketime'].some((path) => existsSync(path))) {
  problems.push("faketime not found. Install Debian's package: sudo apt-get install -y faketime.");
}
// The Firestore emulator (Java 17 + the Debian package's JAR) backs the rules and attendance tests.
const firestoreProblem = firestoreEmulatorMissing();
if (firestoreProblem) problems.push(firestoreProblem);
if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
