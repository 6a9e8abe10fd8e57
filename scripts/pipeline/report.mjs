/**
 * The workflow's last step (`npm run pipeline:report`), run whatever went before: writes the outcome
 * into the status document the Studio reads (model/buildStatus.ts), with SANITY_API_WRITE_TOKEN.
 * - Deployed: `live` from the deployed dist/builds/latest.json and the time now; `failure` cleared.
 * - Stopped at the check, the build or the deploy: `failure` with the reason and the content that run
 *   read; `live` stays, since the site still serves it.
 * Without a Sanity project (SANITY_PROJECT_ID) there is no Studio to tell: it says so and exits 0.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createClient } from '@sanity/client';
import { BUILD_STATUS_ID, BUILD_STATUS_TYPE } from '../../model/buildStatus.ts';
import { sanityConfigFromEnv } from '../../src/content/sourceConfig.ts';
import { buildLogPath, readRecord } from './records.mjs';
import { failureReason } from './failureReason.mjs';

const config = sanityConfigFromEnv();
if (!config) {
  console.log('Ingen SANITY_PROJECT_ID: ingen Studio å melde til.');
  process.exit(0);
}
const outcomes = { check: process.env.OUTCOME_CHECK, build: process.env.OUTCOME_BUILD, deploy: process.env.OUTCOME_DEPLOY };
const client = createClient({
  projectId: config.projectId,
  dataset: config.dataset,
  apiVersion: config.apiVersion,
  token: process.env.SANITY_API_WRITE_TOKEN,
  useCdn: false,
  ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
});
const now = new Date().toISOString();
const failedStep = /** @type {const} */ (['check', 'build', 'deploy']).find((step) => outcomes[step] === 'failure');

/** @type {Record<string, unknown>} */
let patch;
if (outcomes.deploy === 'success') {
  const manifest = JSON.parse(readFileSync('dist/builds/latest.json', 'utf8'));
  patch = {
    live: { buildId: manifest.id, builtAt: new Date(manifest.time).toISOString(), deployedAt: now, content: manifest.content ?? null },
  };
} else if (failedStep) {
  const check = readRecord('check');
  const log = existsSync(buildLogPath()) ? readFileSync(buildLogPath(), 'utf8') : '';
  const { reason, documentId, field } = failureReason(failedStep, check, log);
  patch = {
    failure: {
      at: now,
      reason,
      ...(documentId ? { documentId } : {}),
      ...(field ? { field } : {}),
      content: check?.content ?? null,
      runUrl: process.env.RUN_URL || undefined,
    },
  };
} else {
  console.log(`Ingen utfall å melde (${JSON.stringify(outcomes)}).`);
  process.exit(0);
}
await client
  .transaction()
  .createIfNotExists({ _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE })
  .patch(BUILD_STATUS_ID, (p) => (patch.live ? p.set(patch).unset(['failure']) : p.set(patch)))
  .commit();
console.log(`Meldt til Studioet: ${JSON.stringify(patch)}`);
