/**
 * The deploy workflow (.github/workflows/deploy.yml) as data, and what it takes to run its steps
 * outside GitHub: its `${{ }}` expressions and `if:` conditions, for the forms the workflow uses.
 * An expression or condition outside those stops the rehearsal rather than being guessed.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const WORKFLOW_FILE = '.github/workflows/deploy.yml';

/**
 * @typedef {{ id?: string, name?: string, uses?: string, run?: string, if?: string, env?: Record<string, string | number>, with?: Record<string, unknown> }} Step
 * @typedef {{ name?: string, if?: string, needs?: string | string[], uses?: string, env?: Record<string, string | number>, steps: Step[] }} Job
 * @typedef {{ on: Record<string, unknown>, concurrency?: unknown, jobs: Record<string, Job> }} Workflow
 */

/** @returns {Workflow} */
export function readWorkflow(path = WORKFLOW_FILE) {
  return parse(readFileSync(path, 'utf8'));
}

/** The job that checks, builds and deploys the site and the Studio, and reports to the Studio. */
export function deployJob(workflow = readWorkflow()) {
  return job(workflow, 'deploy');
}

/** The job that deploys the preview server (docs/preview.md): beside the site's, never in its way. */
export function previewJob(workflow = readWorkflow()) {
  return job(workflow, 'preview');
}

/**
 * The `needs` context of a job at this event: each job it waits for, skipped as GitHub skips it when
 * its condition does not hold. One that would run (the code checks on a push) is not rehearsed here.
 * @param {Job} waiting @param {{ event_name: string }} github @param {Workflow} [workflow]
 */
export function skippedNeeds(waiting, github, workflow = readWorkflow()) {
  const ids = [waiting.needs ?? []].flat();
  return Object.fromEntries(
    ids.map((id) => {
      if (runsAfter(job(workflow, id).if, false, { github }))
        throw new Error(`Kan ikke øve på jobben «${id}» ved ${github.event_name}: øvingen kjører bare publiseringen`);
      return [id, { result: 'skipped' }];
    }),
  );
}

/** @param {Workflow} workflow @param {string} id */
function job(workflow, id) {
  const found = workflow.jobs[id];
  if (!found) throw new Error(`${WORKFLOW_FILE}: fant ikke jobben «${id}» (jobbene er ${Object.keys(workflow.jobs).join(', ')})`);
  return found;
}

/**
 * Replaces each `${{ a.b.c }}` with the value at that path of `context` ('' when absent, as GitHub
 * does for a missing secret).
 * @param {string | number} text
 * @param {Record<string, any>} context
 */
export function expand(text, context) {
  return String(text).replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_, /** @type {string} */ expression) => {
    if (!/^[a-z_]+(\.[A-Za-z0-9_-]+)+$/.test(expression))
      throw new Error(`Kan ikke øve på uttrykket \${{ ${expression} }} i ${WORKFLOW_FILE}`);
    const value = expression.split('.').reduce((/** @type {any} */ at, key) => at?.[key], context);
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * Whether a step or job runs, after the steps before it went as `failed` says: GitHub's status
 * functions (and `!cancelled()`), and comparisons of a context value with a string (`github.event_name != 'schedule'`)
 * joined by `&&`; without a status function, `success()` is implied, as on GitHub.
 * @param {string | undefined} condition
 * @param {boolean} failed
 * @param {Record<string, any>} [context]  what `${{ }}` reads (github, needs, steps, …)
 */
export function runsAfter(condition, failed, context = {}) {
  const bare = (condition ?? 'success()').replace(/^\$\{\{\s*|\s*\}\}$/g, '').trim();
  const terms = bare.split('&&').map((term) => term.trim());
  const status = terms.filter((term) => /^!?\w+\(\)$/.test(term));
  if (status.length > 1) throw new Error(`Kan ikke øve på betingelsen «if: ${condition}» i ${WORKFLOW_FILE}`);
  // A rehearsal is never cancelled: `!cancelled()` always holds.
  const statusHolds = { 'success()': !failed, 'always()': true, 'failure()': failed, '!cancelled()': true }[status[0] ?? 'success()'];
  if (statusHolds === undefined) throw new Error(`Kan ikke øve på betingelsen «if: ${condition}» i ${WORKFLOW_FILE}`);
  return (
    statusHolds &&
    terms
      .filter((term) => !status.includes(term))
      .every((term) => {
        const match = /^([a-z_]+(?:\.[A-Za-z0-9_-]+)+)\s*(==|!=)\s*'([^']*)'$/.exec(term);
        if (!match) throw new Error(`Kan ikke øve på betingelsen «if: ${condition}» i ${WORKFLOW_FILE}`);
        const [, path, operator, literal] = match;
        const value = expand(`\${{ ${path} }}`, context);
        return operator === '==' ? value === literal : value !== literal;
      })
  );
}
