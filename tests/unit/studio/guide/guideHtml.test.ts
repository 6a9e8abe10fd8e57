import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guideHtml } from '../../../../studio/guide/guideHtml';

const GUIDE = readFileSync('docs/volunteer-guide.md', 'utf8');
/** Every picture in docs/images, as the Studio build bundles them (name → URL). */
const BUNDLED = new Map(readdirSync('docs/images').map((name) => [name, `/static/${name}`]));

describe('the volunteer guide in the Studio', () => {
  const html = guideHtml(GUIDE, BUNDLED);

  it('shows the guide with its headings and tables', () => {
    expect(html).toContain('<h1>Slik holder du nettsiden oppdatert</h1>');
    expect(html).toContain('<h2>Avlys et møte</h2>');
    expect(html).toContain('<table>');
  });

  it('shows every picture from the bundled files, with its description', () => {
    const pictures = [...GUIDE.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)];
    expect(pictures.length).toBeGreaterThan(3);
    for (const [, , path] of pictures) expect(html).toContain(`src="/static/${path.split('/').pop()}"`);
    expect(html).toContain('alt="«Avlys en dato» med dato og begrunnelse"');
  });

  it('uses every picture in docs/images (the walk takes none for nothing)', () => {
    const used = new Set([...GUIDE.matchAll(/!\[[^\]]*\]\(images\/([^)]+)\)/g)].map(([, name]) => name));
    expect([...BUNDLED.keys()].filter((name) => !used.has(name))).toEqual([]);
  });

  it('names a picture that is not in docs/images', () => {
    expect(() => guideHtml('![Borte](images/borte.png)', BUNDLED)).toThrow('«images/borte.png»');
  });

  it('leaves the operator’s documents as text, and opens web addresses in a new tab', () => {
    expect(html).not.toContain('href="deploy.md"');
    expect(html).toContain('deploy.md');
    expect(guideHtml('[Vipps](https://vipps.no)', BUNDLED)).toContain(
      '<a href="https://vipps.no" target="_blank" rel="noreferrer">Vipps</a>',
    );
  });
});
