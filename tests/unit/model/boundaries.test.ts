/**
 * Who may import whom: model/ imports neither the site (src/) nor the Studio (studio/); the Studio
 * never imports the site; the site reaches the Studio schema through one module only.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs|js|astro)$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((f) => !f.startsWith('studio/dist/'));
}

/** Project-relative targets of a file's relative imports. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((s) => relative(root, resolve(root, dirname(file), s)));
}

const reaching = (files: string[], folder: string) =>
  files.flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(`${folder}/`))
      .map((target) => `${file} → ${target}`),
  );

describe('import boundaries', () => {
  it('model/ imports neither src/ nor studio/', () => {
    const model = filesUnder('model');
    expect([...reaching(model, 'src'), ...reaching(model, 'studio')]).toEqual([]);
  });

  it('the Studio never imports the site', () => {
    expect(reaching([...filesUnder('studio'), 'sanity.config.ts', 'sanity.cli.ts'], 'src')).toEqual([]);
  });

  it('the site reaches the Studio schema only through src/content/schemaCheck.ts', () => {
    expect(reaching(filesUnder('src'), 'studio').filter((edge) => !edge.startsWith('src/content/schemaCheck.ts → '))).toEqual([]);
  });
});
