import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from '../../../../model/hallHire';
import { guestsText, hireClock, hireDay, hireSentAt, hireWhen, STATUS_TABS } from '../../../../studio/hire/hireText';

describe('the «Utleie» tool’s dates and times', () => {
  it('writes times with a dot and a span with an en dash, the day without or with its year', () => {
    expect(hireClock('09:05')).toBe('09.05');
    const slot = { date: '2026-12-12', from: '14:00', to: '18:00' };
    expect(hireWhen(slot)).toBe('12. desember kl. 14.00–18.00');
    expect(hireWhen(slot, { year: true })).toBe('12. desember 2026 kl. 14.00–18.00');
  });

  it('names a plain date’s weekday in Oslo (the tests run in New York)', () => {
    expect(hireDay('2026-12-12')).toBe('lørdag 12. desember 2026');
    expect(hireDay('2027-03-28')).toBe('søndag 28. mars 2027');
  });

  it('writes the moment a request was sent in Oslo time, winter and summer', () => {
    expect(hireSentAt(new Date('2026-12-03T18:30:00Z'))).toBe('3. desember 2026 kl. 19.30');
    expect(hireSentAt(new Date('2026-06-30T22:15:00Z'))).toBe('1. juli 2026 kl. 00.15');
  });

  it('has one tab for every status, and counts guests in the right number', () => {
    expect(STATUS_TABS.map((tab) => tab.status)).toEqual([...REQUEST_STATUSES]);
    expect(STATUS_TABS.map((tab) => tab.label)).toEqual(['Nye', 'Godkjente', 'Avslåtte', 'Avlyste']);
    expect([guestsText(1), guestsText(30)]).toEqual(['1 gjest', '30 gjester']);
  });
});
