/**
 * sanity.types.ts is generated (npm run typegen) from the Studio schema and the queries in
 * src/content/queries.ts. This test generates it again into a temporary file and fails when the
 * committed one is stale, so a schema or query change cannot leave the types behind.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const sanity = join(process.cwd(), 'node_modules/.bin/sanity');
const dir = mkdtempSync(join(tmpdir(), 'typegen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the committed sanity.types.ts matches the schema and the queries', () => {
  const config = JSON.parse(readFileSync('sanity-typegen.json', 'utf8')) as { schema: string; generates: string };
  const generates = join(dir, 'sanity.types.ts');
  const configPath = join(dir, 'sanity-typegen.json');
  writeFileSync(configPath, JSON.stringify({ ...config, generates }));
  const run = (args: string[]) =>
    execFileSync(sanity, args, { encoding: 'utf8', stdio: 'pipe', env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1' } });
  // The schema goes where the committed config reads it: its path is part of the generated file.
  run(['schema', 'extract', '--force', '--path', config.schema]);
  run(['typegen', 'generate', '--config-path', configPath]);
  expect(
    readFileSync(config.generates, 'utf8') === readFileSync(generates, 'utf8'),
    'sanity.types.ts er utdatert: kjør «npm run typegen» og legg inn resultatet.',
  ).toBe(true);
}, 240_000);
