/**
 * src/styles/fonts.css copies two @font-face rules from @fontsource/fraunces (only the subsets and
 * the weight the site uses): each must say what Fontsource says of the same file, so every
 * character reaches the file that has it. `font-display: optional` is the site's own choice: a font
 * that is not there by the first paint is not swapped in later, so nothing moves (CLS 0).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const faces = (css: string) =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
    return {
      file: /files\/([\w-]+\.woff2)/.exec(body)?.[1],
      family: get('font-family'),
      weight: get('font-weight'),
      style: get('font-style'),
      display: get('font-display'),
      range: get('unicode-range'),
    };
  });

const ours = faces(readFileSync('src/styles/fonts.css', 'utf8'));
const fontsource = faces(readFileSync(createRequire(import.meta.url).resolve('@fontsource/fraunces/600.css'), 'utf8'));

describe('the self-hosted heading font', () => {
  it('has the Latin and Latin Extended files, never swapped in after the first paint', () => {
    expect(ours.map((f) => f.file).sort()).toEqual(['fraunces-latin-600-normal.woff2', 'fraunces-latin-ext-600-normal.woff2']);
    for (const face of ours) expect(face.display, face.file).toBe('optional');
  });

  it.each(ours.map((face) => [face.file, face] as const))(
    '%s: family, weight, style and unicode-range as Fontsource has them',
    (file, face) => {
      const theirs = fontsource.find((f) => f.file === file);
      expect(theirs, `${file} finnes ikke i @fontsource/fraunces/600.css`).toBeDefined();
      expect({ ...face, display: undefined }).toEqual({ ...theirs, display: undefined });
    },
  );
});
