import { describe, expect, it } from 'vitest';
import { eventJsonLd, jsonLdText } from '../../../src/lib/eventJsonLd';

const input = {
  title: 'Bønnemøte',
  summary: 'En stille time med bønn.',
  start: new Date('2027-06-01T17:30:00Z'),
  end: new Date('2027-06-01T18:30:00Z'),
  cancelled: false,
  url: 'https://www.sentrumbedehus.no/program/bonnemote-2027-06-01',
  place: {
    name: 'Sentrum bedehus',
    streetAddress: 'Kirkegata 10',
    postalCode: '7013',
    city: 'Trondheim',
    country: 'NO' as const,
    geo: { lat: 63.43, lng: 10.39 },
  },
  organiser: { name: 'Sentrum bedehus', url: 'https://www.sentrumbedehus.no' },
};

describe('eventJsonLd', () => {
  it('describes the event with Oslo offsets, place, address, geo and organizer', () => {
    const data = eventJsonLd(input) as Record<string, any>;
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toBe('2027-06-01T19:30:00+02:00');
    expect(data.endDate).toBe('2027-06-01T20:30:00+02:00');
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.location.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'NO', postalCode: '7013' });
    expect(data.location.geo).toMatchObject({ latitude: 63.43, longitude: 10.39 });
    expect(data.organizer.name).toBe('Sentrum bedehus');
    expect(data.description).toBe('En stille time med bønn.');
  });

  it('marks cancelled events and escapes "<" so the JSON cannot end its script element', () => {
    expect(eventJsonLd({ ...input, cancelled: true }).eventStatus).toBe('https://schema.org/EventCancelled');
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
