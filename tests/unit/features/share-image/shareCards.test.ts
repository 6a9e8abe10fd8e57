import { describe, expect, it } from 'vitest';
import { eventShareCard, shareWhen, siteShareCard } from '../../../../src/features/share-image/shareCards';

const place = {
  name: 'Sentrum bedehus',
  room: 'Bønnerommet',
  streetAddress: 'Kirkegata 10',
  postalCode: '7013',
  city: 'Trondheim',
  country: 'NO' as const,
};

describe('shareWhen', () => {
  it('writes the Oslo date and time whatever the zone of the machine, winter and summer', () => {
    expect(shareWhen(new Date('2026-12-01T18:30:00Z'), new Date('2026-12-01T19:30:00Z'))).toBe('tirsdag 1. desember kl. 19.30–20.30');
    expect(shareWhen(new Date('2027-06-01T17:30:00Z'), new Date('2027-06-01T18:30:00Z'))).toBe('tirsdag 1. juni kl. 19.30–20.30');
  });
  it('gives both dates to an event over several days', () => {
    expect(shareWhen(new Date('2027-10-15T16:00:00Z'), new Date('2027-10-17T12:00:00Z'))).toBe(
      'fredag 15. oktober kl. 18.00 – søndag 17. oktober kl. 14.00',
    );
  });
});

describe('eventShareCard', () => {
  const occurrence = {
    title: 'Bønnemøte',
    start: new Date('2026-12-01T18:30:00Z'),
    end: new Date('2026-12-01T19:30:00Z'),
    place,
    cancelled: false,
  };

  it('says title, when and where, and the alt text says the same', () => {
    const { text, alt } = eventShareCard(occurrence, 'Sentrum bedehus');
    expect(text).toEqual({
      eyebrow: 'Sentrum bedehus',
      title: 'Bønnemøte',
      details: ['tirsdag 1. desember kl. 19.30–20.30', 'Sentrum bedehus, Bønnerommet'],
    });
    expect(alt).toBe('Bønnemøte. tirsdag 1. desember kl. 19.30–20.30. Sentrum bedehus, Bønnerommet.');
  });
  it('marks a cancelled occurrence, in the picture and in the alt text', () => {
    const { text, alt } = eventShareCard({ ...occurrence, cancelled: true }, 'Sentrum bedehus');
    expect(text.flag).toBe('Avlyst');
    expect(alt).toMatch(/^Avlyst: Bønnemøte\./);
  });
});

describe('siteShareCard', () => {
  it('shows the first sentence of the description and the address', () => {
    const { text } = siteShareCard(
      { productName: 'Sentrum bedehus', description: 'Bedehus midt i sentrum. Møter for alle.' },
      { streetAddress: 'Kirkegata 10', postalCode: '7013', city: 'Trondheim' },
    );
    expect(text).toEqual({ eyebrow: 'Sentrum bedehus', title: 'Bedehus midt i sentrum', details: ['Kirkegata 10, 7013 Trondheim'] });
  });
});
