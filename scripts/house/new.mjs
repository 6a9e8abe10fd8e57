/**
 * `npm run house:new`: writes the starter dataset of a new house (starterDataset.mjs) from a few
 * answers: asked one by one in a terminal, or given as flags (`--name=… --street=…`) by a script.
 * An answer the Studio would refuse is asked again (in a terminal) or named (from flags), in Norwegian.
 * Writes to --out (default: the bundled dataset) and never over an existing file without --force.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BUNDLED_DATASET_PATH } from '../../src/content/sourceConfig';
import { siteNow } from '../../src/lib/clock';
import { QUESTIONS, answerProblem } from './questions.mjs';
import { starterNdjson } from './starterDataset.mjs';

/**
 * @typedef {import('./questions.mjs').HouseAnswers} HouseAnswers
 * @typedef {{ argv: string[]; input: NodeJS.ReadableStream; output: NodeJS.WritableStream; interactive: boolean }} Terminal
 */

const OPTIONS = /** @type {const} */ ({
  out: { type: 'string' },
  force: { type: 'boolean' },
  ...Object.fromEntries(QUESTIONS.map((q) => [q.flag, { type: 'string' }])),
});

/**
 * Asks until the answer is one the Studio takes; `closed` (the input ended) gives up.
 * @param {import('node:readline/promises').Interface} lines
 * @param {Promise<never>} closed
 * @param {import('./questions.mjs').Question} question
 * @param {(text: string) => void} say
 */
async function ask(lines, closed, question, say) {
  for (;;) {
    const answer = await Promise.race([lines.question(`${question.prompt}: `), closed]);
    const problem = await answerProblem(question, answer);
    if (!problem) return answer.trim();
    say(`  ${problem}`);
  }
}

/**
 * Every answer: from its flag, else asked (in a terminal); the Studio's message for each one refused.
 * @param {Record<string, string | boolean | undefined>} flags
 * @param {Terminal} terminal
 * @param {(text: string) => void} say
 * @returns {Promise<{ answers: Partial<HouseAnswers>; refused: string[] }>}
 */
async function collectAnswers(flags, terminal, say) {
  const lines = terminal.interactive ? createInterface({ input: terminal.input, output: terminal.output }) : null;
  /** @type {Promise<never>} */
  const closed = new Promise((_, reject) => lines?.once('close', () => reject(new Error('Avbrutt: ingen flere svar.'))));
  // Closing after the last answer is no failure; an ask waiting on it still sees the rejection.
  closed.catch(() => {});
  /** @type {Record<string, string>} */
  const answers = {};
  const refused = [];
  try {
    for (const question of QUESTIONS) {
      const given = flags[question.flag];
      const problem = typeof given === 'string' ? await answerProblem(question, given) : null;
      if (typeof given === 'string' && !problem) {
        if (given.trim()) answers[question.key] = given.trim();
        continue;
      }
      if (problem) say(`--${question.flag}: ${problem}`);
      if (lines) {
        const answer = await ask(lines, closed, question, say);
        if (answer) answers[question.key] = answer;
      } else if (problem || !question.optional) {
        refused.push(`--${question.flag} (${question.prompt}): ${problem ?? (await answerProblem(question, ''))}`);
      }
    }
  } finally {
    lines?.close();
  }
  return { answers, refused };
}

/**
 * Runs the command; the exit code.
 * @param {Terminal} terminal
 */
export async function newHouse(terminal) {
  const say = (/** @type {string} */ text) => terminal.output.write(`${text}\n`);
  const { values: flags } = parseArgs({ args: terminal.argv, options: OPTIONS, strict: true });
  const out = typeof flags.out === 'string' && flags.out ? flags.out : BUNDLED_DATASET_PATH;
  const file = resolve(process.cwd(), out);
  if (existsSync(file) && !flags.force) {
    say(`${out} finnes fra før. Velg en annen fil med --out=…, eller skriv over den med --force.`);
    return 1;
  }
  if (terminal.interactive) say('Et nytt bedehus. Svar på spørsmålene; resten fyller du inn i Studioet etterpå.\n');
  const { answers, refused } = await collectAnswers(flags, terminal, say);
  if (refused.length) {
    say(['Datasettet ble ikke skrevet. Dette mangler eller må rettes:', ...refused.map((line) => `  ${line}`)].join('\n'));
    return 1;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, starterNdjson(/** @type {HouseAnswers} */ (answers), siteNow()));
  say(
    `Skrev ${out}: innstillinger, huset, sidene og de tre juridiske sidene for «${answers.name}», uten arrangementer.\n` +
      'Neste steg: `npm run content:check` sier hva som mangler, i den rekkefølgen du fyller det inn (docs/new-house.md).',
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await newHouse({
    argv: process.argv.slice(2),
    input: process.stdin,
    output: process.stdout,
    interactive: Boolean(process.stdin.isTTY),
  });
}
