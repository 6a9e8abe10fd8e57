import { describe, expect, it } from 'vitest';
import { safeLink } from '../../../src/lib/links';

const SITE = 'https://www.sentrumbedehus.no';

describe('safeLink', () => {
  it('keeps http(s), mailto, tel and site-relative links', () => {
    expect(safeLink('https://www.datatilsynet.no/', false, SITE)).toEqual({ href: 'https://www.datatilsynet.no/', external: true });
    expect(safeLink('mailto:post@sentrumbedehus.no')).toEqual({ href: 'mailto:post@sentrumbedehus.no', external: false });
    expect(safeLink('tel:+4773000000')).toEqual({ href: 'tel:+4773000000', external: false });
    expect(safeLink('/program')).toEqual({ href: '/program', external: false });
  });

  it('treats links to the own site as internal unless flagged external', () => {
    expect(safeLink('https://www.sentrumbedehus.no/kart', false, SITE)?.external).toBe(false);
    expect(safeLink('https://www.sentrumbedehus.no/kart', true, SITE)?.external).toBe(true);
  });

  it('refuses other schemes and protocol-relative addresses', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/', 'ftp://x.example/', 'kart', 42, undefined]) {
      expect(safeLink(href, true, SITE)).toBeNull();
    }
  });
});
