import { describe, expect, it } from 'vitest';
import { contentLink, linkProblem } from '../../../model/links';

const SITE = 'https://www.sentrumbedehus.no';

describe('contentLink', () => {
  it('keeps site paths, own-site and other http(s) addresses, mailto and tel', () => {
    expect(contentLink('/program', SITE)).toEqual({ href: '/program', internal: true, newTab: false });
    expect(contentLink('https://www.sentrumbedehus.no/kart', SITE)).toEqual({
      href: 'https://www.sentrumbedehus.no/kart',
      internal: true,
      newTab: false,
    });
    expect(contentLink('https://www.sentrumbedehus.no/kart', SITE, true)?.newTab).toBe(true);
    expect(contentLink('https://www.datatilsynet.no/', SITE)).toEqual({
      href: 'https://www.datatilsynet.no/',
      internal: false,
      newTab: true,
    });
    expect(contentLink('mailto:post@sentrumbedehus.no', SITE)).toEqual({
      href: 'mailto:post@sentrumbedehus.no',
      internal: false,
      newTab: false,
    });
    expect(contentLink('tel:+4773000000', SITE)).toEqual({ href: 'tel:+4773000000', internal: false, newTab: false });
  });

  it("writes the parser's reading of an absolute address, so the browser goes where the policy says", () => {
    expect(contentLink('https:evil.example', SITE)).toEqual({ href: 'https://evil.example/', internal: false, newTab: true });
    expect(contentLink('HTTPS://WWW.SENTRUMBEDEHUS.NO/x', SITE)?.internal).toBe(true);
  });

  it('refuses what a browser would read as another site or a script', () => {
    const hostile = [
      '/\\evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      '//evil.example/',
      '/\r/evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'ftp://x.example/',
      'kart',
      'https://',
      'mailto:',
      'tel:',
      '',
      '   ',
      42,
      undefined,
      null,
    ];
    for (const href of hostile) expect(contentLink(href, SITE), JSON.stringify(href)).toBeNull();
  });
});

describe('linkProblem', () => {
  it('says in Norwegian why a link is refused, and nothing for a good or empty one', () => {
    expect(linkProblem('/program')).toBeNull();
    expect(linkProblem(undefined)).toBeNull();
    expect(linkProblem('/\\evil.example/x')).toMatch(/omvendt skråstrek/);
    expect(linkProblem('/\t/evil.example')).toMatch(/usynlig tegn/);
    expect(linkProblem('//evil.example')).toMatch(/https:/);
    expect(linkProblem('javascript:alert(1)')).toMatch(/^Lenken må være/);
  });
});
