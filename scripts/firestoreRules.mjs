/**
 * firestore.rules is a template: the membership document's minimum age («Aldersgrense») is written
 * into it from the content, so the rules accept exactly what the page and the form say. The build
 * writes generated/firestore.rules (firebase.json deploys that file); the emulators load it, or
 * render it from the bundled dataset when no build has written it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { membershipNumberProblem } from '../model/membership.ts';
import { SINGLETON_IDS } from '../model/singletons.ts';
import { bundledDatasetPathFromEnv } from '../src/content/sourceConfig.ts';

const RULES_TEMPLATE = 'firestore.rules';
export const GENERATED_RULES = 'generated/firestore.rules';
const TOKEN = '{{membership.minimumAge}}';

/**
 * The rules with the minimum age in place. Refuses, in Norwegian, an age outside the membership
 * limits or a template without exactly one place for it.
 * @param {string} template  the text of firestore.rules
 * @param {{minimumAge: number}} membership
 */
export function renderFirestoreRules(template, { minimumAge }) {
  const problem = membershipNumberProblem('minimumAge', minimumAge);
  if (problem) throw new Error(`Medlemskap, feltet «minimumAge»: ${problem}`);
  const found = template.split(TOKEN).length - 1;
  if (found !== 1)
    throw new Error(
      `${RULES_TEMPLATE}: fant «${TOKEN}» ${found} ganger; aldersgrensen skal stå nøyaktig ett sted (function minimumAge()).`,
    );
  return template.replace(TOKEN, String(minimumAge));
}

/** @param {{minimumAge: number}} membership @param {string} [root] */
export function firestoreRulesFor(membership, root = process.cwd()) {
  return renderFirestoreRules(readFileSync(resolve(root, RULES_TEMPLATE), 'utf8'), membership);
}

/**
 * Writes generated/firestore.rules; returns its absolute path.
 * @param {{minimumAge: number}} membership @param {string} [root]
 */
export function writeFirestoreRules(membership, root = process.cwd()) {
  const out = resolve(root, GENERATED_RULES);
  mkdirSync(dirname(out), { recursive: true });
  // Written aside and renamed: emulators starting in parallel never read a half-written file.
  const temporary = `${out}.${process.pid}.tmp`;
  writeFileSync(
    temporary,
    `// Generert fra ${RULES_TEMPLATE} og medlemskapsdokumentet. Ikke rediger: endres i Studio og ${RULES_TEMPLATE}.\n${firestoreRulesFor(membership, root)}`,
  );
  renameSync(temporary, out);
  return out;
}

/**
 * The membership document of the bundled dataset (CONTENT_DATASET_FILE or the default), for the
 * emulators when no build has written the rules.
 * @param {string} [root]
 * @returns {{minimumAge: number}}
 */
export function bundledMembership(root = process.cwd()) {
  const path = bundledDatasetPathFromEnv();
  const doc = readFileSync(resolve(root, path), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .find((d) => d._id === SINGLETON_IDS.membership);
  if (!doc) throw new Error(`${path}: fant ikke dokumentet «${SINGLETON_IDS.membership}» (aldersgrensen til firestore.rules).`);
  return { minimumAge: doc.minimumAge };
}
