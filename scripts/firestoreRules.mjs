/**
 * firestore.rules is a template: the membership document's minimum age («Aldersgrense») is written
 * into it from the content, and the full-name rule from model/membership.ts, so the rules accept
 * exactly what the page and the form say. The build
 * writes generated/firestore.rules (firebase.json deploys that file); the emulators load it, or
 * render it from the bundled dataset when no build has written it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FULL_NAME_LENGTH, fullNamePattern, membershipNumberProblem } from '../model/membership.ts';
import { SINGLETON_IDS } from '../model/singletons.ts';
import { bundledDatasetPathFromEnv } from '../src/content/sourceConfig.ts';

const RULES_TEMPLATE = 'firestore.rules';
export const GENERATED_RULES = 'generated/firestore.rules';
const AGE_TOKEN = '{{membership.minimumAge}}';

/** Each place in the template, what goes there, and where it belongs (for the error message). */
const places = (/** @type {number} */ minimumAge) => [
  { token: AGE_TOKEN, value: String(minimumAge), where: 'aldersgrensen skal stå nøyaktig ett sted (function minimumAge())' },
  { token: '{{fullName.min}}', value: String(FULL_NAME_LENGTH.min), where: 'navnets lengde skal stå ett sted (function isFullName)' },
  { token: '{{fullName.max}}', value: String(FULL_NAME_LENGTH.max), where: 'navnets lengde skal stå ett sted (function isFullName)' },
  // In a single-quoted rules string a backslash is written twice; the pattern holds no quote.
  {
    token: '{{fullName.pattern}}',
    value: fullNamePattern('rules').replaceAll('\\', '\\\\'),
    where: 'navnets mønster skal stå ett sted (function isFullName)',
  },
];

/**
 * The rules with the minimum age and the full-name rule in place. Refuses, in Norwegian, an age
 * outside the membership limits or a template without exactly one place for each.
 * @param {string} template  the text of firestore.rules
 * @param {{minimumAge: number}} membership
 */
export function renderFirestoreRules(template, { minimumAge }) {
  const problem = membershipNumberProblem('minimumAge', minimumAge);
  if (problem) throw new Error(`Medlemskap, feltet «minimumAge»: ${problem}`);
  let rules = template;
  for (const { token, value, where } of places(minimumAge)) {
    const found = rules.split(token).length - 1;
    if (found !== 1) throw new Error(`${RULES_TEMPLATE}: fant «${token}» ${found} ganger; ${where}.`);
    rules = rules.replace(token, () => value);
  }
  return rules;
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
    `// Generert fra ${RULES_TEMPLATE} og medlemskapsdokumentet. Ikke rediger: endres i Studio, model/membership.ts og ${RULES_TEMPLATE}.\n${firestoreRulesFor(membership, root)}`,
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
