/**
 * firestore.rules is a template: the membership document's minimum age («Aldersgrense»), the
 * programme's cancelled occurrences and the hall hire's rooms and terms are written into it from the
 * content, and the full-name rule and the hire limits from model/, so the rules accept exactly what
 * the pages and the forms say. The build
 * writes generated/firestore.rules (firebase.json deploys that file); the emulators load it, or
 * render it from the bundled dataset when no build has written it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FULL_NAME_LENGTH, fullNamePattern, membershipNumberProblem } from '../model/membership.ts';
import { OCCURRENCE_ID_MAX_LENGTH } from '../model/slugs.ts';
import { hirePlaces } from './firestoreRulesHire.mjs';

const RULES_TEMPLATE = 'firestore.rules';
export const GENERATED_RULES = 'generated/firestore.rules';
const AGE_TOKEN = '{{membership.minimumAge}}';
/** An occurrence id as the rules' isOccurrenceId() accepts it: nothing else can reach the rules' text. */
const OCCURRENCE_ID = new RegExp(`^[a-z0-9-]{1,${OCCURRENCE_ID_MAX_LENGTH}}$`);

/**
 * What the rules take from the content (src/content/firestoreRulesFacts.ts reads it).
 * @typedef {{minimumAge: number, cancelledOccurrenceIds: readonly string[], hire: import('../model/hallHire.ts').HireRulesFacts}} RulesFacts
 */

/** The ids as a rules list literal, sorted and each once: ['a', 'b']. */
function rulesList(/** @type {readonly string[]} */ ids) {
  const wrong = ids.find((id) => !OCCURRENCE_ID.test(id));
  if (wrong !== undefined)
    throw new Error(`Programmet: «${wrong}» er ikke en gyldig adresse for et avlyst arrangement (a–z, 0–9 og bindestrek).`);
  return `[${[...new Set(ids)]
    .sort()
    .map((id) => `'${id}'`)
    .join(', ')}]`;
}

/** Each place in the template, what goes there, and where it belongs (for the error message). */
const places = (/** @type {RulesFacts} */ { minimumAge, cancelledOccurrenceIds, hire }) => [
  { token: AGE_TOKEN, value: String(minimumAge), where: 'aldersgrensen skal stå nøyaktig ett sted (function minimumAge())' },
  {
    token: '{{programme.cancelledOccurrenceIds}}',
    value: rulesList(cancelledOccurrenceIds),
    where: 'de avlyste arrangementene skal stå ett sted (function isCancelled)',
  },
  { token: '{{fullName.min}}', value: String(FULL_NAME_LENGTH.min), where: 'navnets lengde skal stå ett sted (function isFullName)' },
  { token: '{{fullName.max}}', value: String(FULL_NAME_LENGTH.max), where: 'navnets lengde skal stå ett sted (function isFullName)' },
  // In a single-quoted rules string a backslash is written twice; the pattern holds no quote.
  {
    token: '{{fullName.pattern}}',
    value: fullNamePattern('rules').replaceAll('\\', '\\\\'),
    where: 'navnets mønster skal stå ett sted (function isFullName)',
  },
  ...hirePlaces(hire),
];

/**
 * The rules with the minimum age, the cancelled occurrences and the full-name rule in place.
 * Refuses, in Norwegian, an age outside the membership limits, an id the rules would not accept as
 * an occurrence id, a room or hire term that cannot stand in the rules, or a template without
 * exactly one place for each.
 * @param {string} template  the text of firestore.rules
 * @param {RulesFacts} facts
 */
export function renderFirestoreRules(template, facts) {
  const problem = membershipNumberProblem('minimumAge', facts.minimumAge);
  if (problem) throw new Error(`Medlemskap, feltet «minimumAge»: ${problem}`);
  let rules = template;
  for (const { token, value, where } of places(facts)) {
    const found = rules.split(token).length - 1;
    if (found !== 1) throw new Error(`${RULES_TEMPLATE}: fant «${token}» ${found} ganger; ${where}.`);
    rules = rules.replace(token, () => value);
  }
  return rules;
}

/** @param {RulesFacts} facts @param {string} [root] */
export function firestoreRulesFor(facts, root = process.cwd()) {
  return renderFirestoreRules(readFileSync(resolve(root, RULES_TEMPLATE), 'utf8'), facts);
}

/**
 * Writes generated/firestore.rules; returns its absolute path.
 * @param {RulesFacts} facts @param {string} [root]
 */
export function writeFirestoreRules(facts, root = process.cwd()) {
  const out = resolve(root, GENERATED_RULES);
  mkdirSync(dirname(out), { recursive: true });
  // Written aside and renamed: emulators starting in parallel never read a half-written file.
  const temporary = `${out}.${process.pid}.tmp`;
  writeFileSync(
    temporary,
    `// Generert fra ${RULES_TEMPLATE}, medlemskapsdokumentet, programmet og utleiesidene. Ikke rediger: endres i Studio, model/ og ${RULES_TEMPLATE}.\n${firestoreRulesFor(facts, root)}`,
  );
  renameSync(temporary, out);
  return out;
}
