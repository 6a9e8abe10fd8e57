import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteUrl, STUDIO_TITLE } from '../../../model/site';

const config = JSON.parse(readFileSync('site.config.json', 'utf8')) as { siteUrl: string; studioTitle: string };

describe('siteUrl', () => {
  it('is the configured address unless PUBLIC_SITE_URL says otherwise, without a trailing slash', () => {
    expect(siteUrl(undefined)).toBe(config.siteUrl.replace(/\/$/, ''));
    expect(siteUrl('  ')).toBe(config.siteUrl.replace(/\/$/, ''));
    expect(siteUrl('https://test.example.no/')).toBe('https://test.example.no');
  });

  it('gives the Studio the configured title', () => {
    expect(STUDIO_TITLE).toBe(config.studioTitle);
  });
});
