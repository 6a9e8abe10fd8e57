/** Why a run stopped, from what its steps left: the check's record, the build's log, or the step. */
import { describe, expect, it } from 'vitest';
import { failureReason, volunteerReason } from '../../../../scripts/pipeline/failureReason.mjs';
import { DatasetError } from '../../../../src/content/datasetError';
import { readNdjson } from '../../../../src/content/sources';

const problem = new DatasetError('event-bonnemote', 'Tittel', 'Skriv inn en tittel.', 'title').message;
const schemaMessage = `Sanity-prosjektet demo0000/production har 1 feil mot skjemaet:\n${problem}`;

describe('failureReason', () => {
  it('the check: its message, in the volunteer’s words, with document and field', () => {
    expect(failureReason('check', { reason: schemaMessage, documentId: 'event-bonnemote', field: 'Tittel' }, '')).toEqual({
      reason: 'dokumentet «event-bonnemote», feltet «Tittel» (title): Skriv inn en tittel.',
      documentId: 'event-bonnemote',
      field: 'Tittel',
    });
  });

  it('the build: the content message in its log (colours and all), else a technical failure', () => {
    const log = `12:00:01 [build] Building static entrypoints...\n\u001b[31m[ERROR]\u001b[39m ${schemaMessage}\n    at checked (loader.ts:27)\n`;
    expect(failureReason('build', null, log)).toMatchObject({
      documentId: 'event-bonnemote',
      field: 'Tittel',
      reason: expect.stringMatching(/^dokumentet «event-bonnemote»/),
    });
    expect(failureReason('build', null, 'Error: Cannot find module x').reason).toMatch(/teknisk feil/);
  });

  it('the build: a dataset line that is not JSON, named by file and line', () => {
    let message = '';
    try {
      readNdjson('{"_id":"a","_type":"event"}\n'.repeat(11) + '{"_id": "b",\n', 'studio/dataset/production.ndjson');
    } catch (error) {
      message = (error as Error).message;
    }
    const log = `12:00:01 [build] Building static entrypoints...\n\u001b[31m[ERROR]\u001b[39m Error: ${message}\n    at readNdjson (sources.ts:27)\n`;
    expect(failureReason('build', null, log)).toEqual({ reason: 'ugyldig JSON i studio/dataset/production.ndjson, linje 12.' });
    const absolute = `[ERROR] ${process.cwd()}/studio/dataset/production.ndjson, linje 3: ugyldig JSON (Unexpected end)`;
    expect(failureReason('build', null, absolute).reason).toBe('ugyldig JSON i studio/dataset/production.ndjson, linje 3.');
  });

  it('the build: a log with a 1 MB line of minified code, or of near-misses, still gives the right reason', () => {
    const minified = 'var a=function(b){return b.c(d,e)};'.repeat(30_000);
    const nearMisses = `Datasettet: ${'dokumentet «a'.repeat(80_000)}`;
    const almostHeader = ` har ${'1'.repeat(1_000_000)} feil mot skjemaet`;
    for (const long of [minified, nearMisses, almostHeader]) {
      expect(long.length).toBeGreaterThan(999_999);
      const log = `${long}\n\u001b[31m[ERROR]\u001b[39m ${schemaMessage}\n${long}\n`;
      expect(failureReason('build', null, log)).toMatchObject({ documentId: 'event-bonnemote', field: 'Tittel' });
      expect(failureReason('build', null, long).reason).toMatch(/teknisk feil/);
    }
  });

  it('the deploy', () => expect(failureReason('deploy', null, '').reason).toMatch(/publiseringen til Firebase feilet/));

  it('volunteerReason keeps a message without content lines whole', () =>
    expect(volunteerReason('  Noe annet gikk galt. ')).toBe('Noe annet gikk galt.'));
});
