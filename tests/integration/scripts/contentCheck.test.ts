/** `npm run content:check` on the bundled dataset and on a broken copy of it (CONTENT_DATASET_FILE). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The script reads the environment once per process, like a build: load it fresh for each case. */
async function run(env: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('SANITY_PROJECT_ID', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { contentCheck } = await import('../../../scripts/content-check.mjs');
  return contentCheck();
}

afterEach(() => vi.unstubAllEnvs());

describe('content:check', () => {
  it('on the bundled dataset: the coming dates, the cancelled ones with their reasons, the pages, and that the build goes through', async () => {
    const { ok, text } = await run({ SITE_NOW: '2026-11-23T12:00:00+01:00', CONTENT_DATASET_FILE: '' });
    expect(ok).toBe(true);
    expect(text).toContain('Innhold fra: datasettet studio/dataset/production.ndjson');
    expect(text).toContain('Neste bygg, per mandag 23. november 2026 kl. 12.00:');
    expect(text).toMatch(/\n {2}tirsdag 24\. november kl\. 19\.30 {2}Bønnemøte {2}\/program\/bonnemote-2026-11-24\n/);
    expect(text).toMatch(
      /Avlyste datoer framover \(\d+\):\n {2}tirsdag 15\. desember kl\. 19\.30 {2}Bønnemøte — Avlyst på grunn av julekonserten\./,
    );
    expect(text).toContain('juridiske sider: /juridisk/personvern, /juridisk/bruksvilkar, /juridisk/informasjonskapsler');
    expect(text.trimEnd().endsWith('Bygget vil gå gjennom.')).toBe(true);
  }, 120_000);

  it('on a broken dataset: says the build would stop, naming document and field in Norwegian', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
    try {
      const broken = readFileSync('studio/dataset/production.ndjson', 'utf8')
        .split('\n')
        .map((line) =>
          line.includes('"_id":"event-julebasar-2026"') ? line.replace(/"end":"[^"]+"/, '"end":"2026-11-28T10:00:00.000Z"') : line,
        )
        .join('\n');
      const file = join(dir, 'broken.ndjson');
      writeFileSync(file, broken);
      const { ok, text } = await run({ SITE_NOW: '2026-11-23T12:00:00+01:00', CONTENT_DATASET_FILE: file });
      expect(ok).toBe(false);
      expect(text).toContain(`Innhold fra: datasettet ${file}`);
      expect(text).toContain('Bygget vil STOPPE');
      expect(text).toMatch(/event-julebasar-2026[^\n]*end[^\n]*Slutt må være etter start/);
      expect(text).not.toContain('Bygget vil gå gjennom');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops where the build stops: a series summary that names a weekday, a rule with an unknown weekday code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
    try {
      const broken = readFileSync('studio/dataset/production.ndjson', 'utf8')
        .split('\n')
        .map((line) =>
          line.includes('"_id":"event-bonnemote"')
            ? line.replace(/"summary":"[^"]+"/, '"summary":"Vi ber sammen hver tirsdag kl. 19.30."')
            : line,
        )
        .map((line) =>
          line.includes('"_id":"event-ungdomsklubb"')
            ? line.replace(/"frequency":"weekly"/, '"frequency":"custom","rrule":"FREQ=WEEKLY;BYDAY=TI"')
            : line,
        )
        .join('\n');
      const file = join(dir, 'broken.ndjson');
      writeFileSync(file, broken);
      const { ok, text } = await run({ SITE_NOW: '2026-11-23T12:00:00+01:00', CONTENT_DATASET_FILE: file });
      expect(ok).toBe(false);
      expect(text).toMatch(/event-bonnemote», feltet «Sammendrag» \(summary\): Sammendraget nevner «tirsdag»/);
      expect(text).toMatch(/event-ungdomsklubb», feltet «Gjentakelse, Egen regel» \(recurrence\.rrule\): «TI» i BYDAY er ikke en ukedag/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('lists the activities the build would show', async () => {
    const { ok, text } = await run({ SITE_NOW: '2026-11-23T12:00:00+01:00', CONTENT_DATASET_FILE: '' });
    expect(ok).toBe(true);
    expect(text).toMatch(/\n {2}\d+ aktiviteter på \/aktiviteter\n/);
  }, 120_000);
});
