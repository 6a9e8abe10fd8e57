/**
 * The workflow's «Sjekk innholdet» step (`npm run pipeline:check`): `npm run content:check`'s report
 * in the log, and for the report step a record of it: whether the build would go through, why not
 * (the document and field), and the newest content it read. Exit code 1 stops the workflow before
 * the build, so nothing is deployed.
 */
import { contentCheck } from '../content-check.mjs';
import { newestContent } from '../../src/content/contentVersion';
import { contentCause } from './failureReason.mjs';
import { writeRecord } from './records.mjs';

const [result, content] = await Promise.all([contentCheck(), newestContent().catch(() => null)]);
console.log(result.text);
const reason = result.error?.message;
writeRecord('check', { ok: result.ok, content, ...(reason ? { reason, ...contentCause(reason) } : {}) });
process.exitCode = result.ok ? 0 : 1;
