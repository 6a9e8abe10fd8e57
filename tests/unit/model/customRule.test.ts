import { describe, expect, it } from 'vitest';
import { customRuleProblem, normalRule } from '../../../model/customRule';

describe('customRuleProblem', () => {
  it('accepts the rules a volunteer writes', () => {
    for (const rule of [
      'FREQ=WEEKLY;BYDAY=TU,TH',
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
      'FREQ=MONTHLY;BYDAY=1TU,3TU',
      'FREQ=MONTHLY;BYDAY=-1FR',
      'FREQ=MONTHLY;BYMONTHDAY=15',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      'FREQ=YEARLY;BYMONTH=3;BYDAY=1SA',
      'FREQ=WEEKLY;INTERVAL=3;WKST=SU',
      'freq=weekly;byday=tu',
    ]) {
      expect(customRuleProblem(rule), rule).toBeNull();
    }
  });

  it('refuses what rrule would misread, saying what to change in Norwegian', () => {
    const cases: [string, RegExp][] = [
      ['FREQ=WEEKLY;BYDAY=TI', /«TI» i BYDAY er ikke en ukedag\. Bruk MO, TU/],
      ['FREQ=DAILY;BYHOUR=10,18', /Fjern «BYHOUR=10,18».*klokkeslettet hentes fra «Start».*ett møte om dagen/],
      ['FREQ=DAILY;BYMINUTE=30', /Fjern «BYMINUTE=30»/],
      ['FREQ=DAILY;BYSECOND=1', /Fjern «BYSECOND=1»/],
      ['FREQ=HOURLY', /FREQ=HOURLY går ikke.*ett møte om dagen/],
      ['FREQ=WEEKLY;COUNT=5', /bruk feltet «Siste dato»/],
      ['FREQ=WEEKLY;UNTIL=20270101', /bruk feltet «Siste dato»/],
      ['FREQ=MONTHLY;BYMONTHDAY=32', /«32» er ikke et tall fra 1 til 31/],
      ['FREQ=YEARLY;BYMONTH=13', /«13» er ikke et tall fra 1 til 12/],
      ['FREQ=WEEKLY;BYDAY=1MO', /går bare med FREQ=MONTHLY eller FREQ=YEARLY/],
      ['FREQ=MONTHLY;BYDAY=6MO', /fra 1 til 5/],
      ['FREQ=WEEKLY;BYMONTHDAY=3', /«BYMONTHDAY» går ikke med FREQ=WEEKLY/],
      ['FREQ=WEEKLY;INTERVAL=0', /«0» er ikke et tall fra 1 til 99/],
      ['FREQ=WEEKLY;FOO=1', /«FOO» kjenner ikke nettsiden/],
      ['FREQ=WEEKLY;BYDAY=MO;BYDAY=TU', /«BYDAY» står to ganger/],
      ['FREQ=WEEKLY;;', /er ikke en del av en regel/],
      ['BYDAY=MO', /må ha FREQ=/],
      ['FREQ=WEEKLY;BYSETPOS=1', /«BYSETPOS» velger blant dagene/],
      ['FREQ=WEEKLY;WKST=XX', /«XX» er ikke en ukedag/],
      ['', /Skriv inn en regel/],
    ];
    for (const [rule, message] of cases) expect(customRuleProblem(rule), rule).toMatch(message);
  });

  it('gives rrule the rule in one form', () => {
    expect(normalRule(' rrule:freq=weekly; byday=tu ')).toBe('FREQ=WEEKLY;BYDAY=TU');
  });
});
