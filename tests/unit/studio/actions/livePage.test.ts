import { describe, expect, it } from 'vitest';
import { liveUrl, livePath } from '../../../../studio/actions/livePage';
import { paths } from '../../../../model/routes';
import { SITE_URL } from '../../../../model/site';
import { SINGLETON_TYPES } from '../../../../model/singletons';

const now = new Date('2026-11-23T12:00:00+01:00');

describe('«Se på nettsiden»', () => {
  it('a series opens its next meeting, a one-off event its own page, on the live origin', () => {
    const series = {
      _type: 'event',
      slug: { current: 'bonnemote' },
      start: '2026-09-01T17:30:00.000Z',
      end: '2026-09-01T18:30:00.000Z',
      recurrence: { frequency: 'weekly' as const },
    };
    expect(liveUrl(series, now)).toBe(`${SITE_URL}/program/bonnemote-2026-11-24`);
    expect(livePath({ _type: 'event', slug: { current: 'julebasar-2026' } }, now)).toBe(paths.event('julebasar-2026'));
    expect(livePath({ ...series, recurrence: { frequency: 'weekly', until: '2026-10-01' } }, now)).toBe(paths.program);
  });

  it('every other document opens the page that shows it; without an address there is none', () => {
    expect(livePath({ _type: 'category', slug: { current: 'mote' } })).toBe(paths.category('mote'));
    expect(livePath({ _type: 'legalPage', slug: { current: 'personvern' } })).toBe('/juridisk/personvern');
    expect(livePath({ _type: 'legalPage', slug: { current: 'ukjent' } })).toBeNull();
    expect(livePath({ _type: 'location' })).toBe(paths.about);
    expect(livePath({ _type: 'membership' })).toBe(paths.membership);
    expect(livePath({ _type: 'donationRecipient' })).toBe(paths.donations);
    expect(livePath({ _type: 'siteSettings' })).toBe(paths.home);
    expect(livePath({ _type: 'activity' })).toBe(paths.activities);
    expect(livePath({ _type: 'aboutPage' })).toBe(paths.about);
    expect(livePath({ _type: 'activitiesPage' })).toBe(paths.activities);
    expect(livePath({ _type: 'donationsPage' })).toBe(paths.donations);
    expect(livePath({ _type: 'hallHirePage' })).toBe(paths.hallHire);
    expect(livePath({ _type: 'hallRoom' })).toBe(paths.hallHire);
    expect(liveUrl({ _type: 'event' })).toBeNull();
  });

  it('every singleton has a page to open', () => {
    for (const type of SINGLETON_TYPES) expect(livePath({ _type: type }), type).not.toBeNull();
  });
});
