import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeBroken, findBrokenLinks, linksIn } from '../../support/brokenLinks';

const SITE = 'https://www.example.no';
let dist: string | undefined;

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'links-'));
  dist = root;
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  return root;
}

afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

const page = (body: string) =>
  `<!doctype html><html><head><link rel="icon" href="/favicon.svg"></head><body id="top">${body}</body></html>`;

describe('linksIn', () => {
  it('reads href, src and every srcset candidate, with entities decoded', () => {
    expect(
      linksIn(`<a href="/a?x=1&amp;y=2">a</a><img src='/b.png' srcset="/c.png 1x, /d.png 2x"><script type="module" src="/e.js"></script>`),
    ).toEqual(['/a?x=1&y=2', '/b.png', '/c.png', '/d.png', '/e.js']);
  });
  it('reads the share images of og:image and twitter:image, and no other meta content', () => {
    const head =
      `<meta property="og:image" content="https://www.example.no/og.png?v=1&amp;w=2"><meta content='/tw.png' name="twitter:image">` +
      `<meta property="og:image:alt" content="/ikke.png"><meta property="og:url" content="/ikke-heller">`;
    expect(linksIn(head)).toEqual(['https://www.example.no/og.png?v=1&w=2', '/tw.png']);
  });
});

describe('findBrokenLinks', () => {
  it('accepts links to pages, feeds, assets, fragments, other sites and the site by its full address', () => {
    const root = site({
      'index.html': page(
        `<a href="/kart">Kart</a> <a href="/kart#adresse">Adresse</a> <a href="#top">Opp</a> <a href="${SITE}/kalender.ics">Feed</a> <a href="https://example.com/x">Ute</a> <a href="mailto:a@b.no">E-post</a> <a href="webcal://www.example.no/kalender.ics">Abonner</a>`,
      ),
      'kart/index.html': page('<h2 id="adresse">Adresse</h2><img src="../images/kart.svg" alt="">'),
      'images/kart.svg': '<svg/>',
      'kalender.ics': 'BEGIN:VCALENDAR',
      'favicon.svg': '<svg/>',
      'sitemap-0.xml': `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/kart</loc></url></urlset>`,
    });
    expect(findBrokenLinks(root, SITE)).toEqual([]);
  });

  it('names each link that does not resolve, and where it is', () => {
    const root = site({
      'index.html': page(
        '<a href="/kartet">Kart</a> <a href="/kart#mangler">Adresse</a> <a href="#ingen">Hopp</a> <img srcset="/images/a.png 1x, /images/b.png 2x" alt="">',
      ),
      'kart/index.html': page(
        '<script src="/_astro/borte.js"></script><meta property="og:image" content="https://www.example.no/og-default.png">',
      ),
      'images/a.png': '',
      'favicon.svg': '<svg/>',
      'sitemap-0.xml': `<urlset><url><loc>${SITE}/program</loc></url><url><loc>https://annet.no/</loc></url></urlset>`,
    });
    expect(findBrokenLinks(root, SITE)).toEqual([
      { on: '/', link: '/kartet', reason: 'finnes ikke i dist/' },
      { on: '/', link: '/kart#mangler', reason: 'ingen id="mangler" på siden' },
      { on: '/', link: '#ingen', reason: 'ingen id="ingen" på siden' },
      { on: '/', link: '/images/b.png', reason: 'finnes ikke i dist/' },
      { on: '/kart', link: '/_astro/borte.js', reason: 'finnes ikke i dist/' },
      { on: '/kart', link: 'https://www.example.no/og-default.png', reason: 'finnes ikke i dist/' },
      { on: '/sitemap-0.xml', link: `${SITE}/program`, reason: 'finnes ikke i dist/' },
      { on: '/sitemap-0.xml', link: 'https://annet.no/', reason: 'peker til et annet nettsted enn SITE_URL' },
    ]);
  });
});

describe('describeBroken', () => {
  it('says each broken link once, with the first pages it is on', () => {
    const onEveryPage = ['/', '/kart', '/om-oss', '/program'].map((on) => ({ on, link: '/favicon.svg', reason: 'finnes ikke i dist/' }));
    expect(describeBroken([...onEveryPage, { on: '/om-oss', link: '/medlemskapet', reason: 'finnes ikke i dist/' }])).toBe(
      '/favicon.svg (finnes ikke i dist/) på /, /kart, /om-oss og 1 til\n/medlemskapet (finnes ikke i dist/) på /om-oss',
    );
  });
});
