import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContentAnchor from '../../../src/components/ContentAnchor';

const render = (href: unknown) => renderToStaticMarkup(<ContentAnchor href={href}>Ingrid Haugen</ContentAnchor>);

describe('ContentAnchor (links from content, the picture credit included)', () => {
  it('writes the policy’s normalised URL, in a new tab with noopener noreferrer', () => {
    expect(render('https://evil.example/caption?x="\'<>')).toBe(
      '<a href="https://evil.example/caption?x=%22%27%3C%3E" target="_blank" rel="noopener noreferrer">Ingrid Haugen<span class="visually-hidden"> (åpnes i ny fane)</span></a>',
    );
  });

  it('keeps site paths on the site and leaves refused hrefs as text', () => {
    expect(render('/om-oss')).toBe('<a href="/om-oss">Ingrid Haugen</a>');
    for (const href of ['javascript:alert(1)', '//evil.example/', '/\\evil.example/', undefined])
      expect(render(href)).toBe('Ingrid Haugen');
  });
});

describe('the picture credit', () => {
  // Every component that shows the house's picture credits it through ImageCredit (→ ContentAnchor).
  const components = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? components(join(dir, entry.name)) : /\.(astro|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it('is written only by ImageCredit', () => {
    const writers = components('src').filter((file) => readFileSync(file, 'utf8').includes('captionHref'));
    expect(writers).toEqual([join('src', 'components', 'ImageCredit.astro')]);
  });
});
