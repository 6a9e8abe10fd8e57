/** The hire's time as the messages say it (model/hallHire.ts), which the rules rebuild from the same tables. */
import { describe, expect, it } from 'vitest';
import { hireMailDay, hireMailWhen, receiptData } from '../../../model/hallHire';

describe('hireMailWhen', () => {
  it('writes the day, the date and the Oslo clock times in Norwegian', () => {
    expect(hireMailWhen('2026-12-12', '18:00', '22:00')).toBe('lørdag 12. desember 2026, kl. 18.00–22.00');
    expect(hireMailWhen('2027-01-04', '08:15', '09:45')).toBe('mandag 4. januar 2027, kl. 08.15–09.45');
  });

  it('names the weekday and month as Norwegian calendars do, every day of two years (a leap year among them)', () => {
    const names = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2027, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      expect(hireMailDay(date)).toBe(names.format(new Date(time)));
    }
  });

  it('is what the receipt carries, without the ISO date or times', () => {
    const data = receiptData('AB23CD', 'Storsalen', { date: '2026-12-12', from: '18:00', to: '22:00' });
    expect(data).toEqual({ reference: 'AB23CD', roomName: 'Storsalen', when: 'lørdag 12. desember 2026, kl. 18.00–22.00' });
    expect(JSON.stringify(data)).not.toMatch(/2026-12-12|18:00/);
  });
});
