import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../../model/site';

describe('siteUrl', () => {
  it('is the production address unless PUBLIC_SITE_URL says otherwise, without a trailing slash', () => {
    expect(siteUrl(undefined)).toBe('https://www.sentrumbedehus.no');
    expect(siteUrl('https://test.example.no/')).toBe('https://test.example.no');
  });
});
