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
 * @typedef {{ env?: Record<string, string | number>, steps: Step[] }} Job
 * @typedef {{ on: Record<string, unknown>, concurrency?: unknown, jobs: Record<string, Job> }} Workflow
 */

/** @returns {Workflow} */
export function readWorkflow(path = WORKFLOW_FILE) {
  return parse(readFileSync(path, 'utf8'));
}

/** The workflow's one job. */
export function deployJob(workflow = readWorkflow()) {
  const jobs = Object.values(workflow.jobs);
  if (jobs.length !== 1) throw new Error(`${WORKFLOW_FILE}: forventet én jobb, fant ${jobs.length}`);
  return jobs[0];
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
 * Whether a step runs, after the steps before it went as `failed` says (GitHub's status functions).
 * @param {string | undefined} condition
 * @param {boolean} failed
 */
export function runsAfter(condition, failed) {
  const bare = (condition ?? 'success()').replace(/^\$\{\{\s*|\s*\}\}$/g, '').trim();
  if (bare === 'success()') return !failed;
  if (bare === 'always()') return true;
  if (bare === 'failure()') return failed;
  throw new Error(`Kan ikke øve på betingelsen «if: ${condition}» i ${WORKFLOW_FILE}`);
}
