import { describe, expect, it } from 'vitest';
import { customRuleWords } from '../../../model/customRuleWords';

describe('customRuleWords', () => {
  it('says in Norwegian what the rules a volunteer writes give', () => {
    const cases: [string, string][] = [
      ['FREQ=WEEKLY;BYDAY=TU,TH', 'hver tirsdag og torsdag'],
      ['RRULE:freq=weekly;byday=tu', 'hver tirsdag'],
      ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR', 'annenhver mandag, onsdag og fredag'],
      ['FREQ=WEEKLY;INTERVAL=3;BYDAY=TU', 'tirsdag hver 3. uke'],
      ['FREQ=WEEKLY;INTERVAL=3;WKST=SU', 'hver 3. uke'],
      ['FREQ=WEEKLY;BYDAY=TU;BYMONTH=1,2,3', 'hver tirsdag i januar, februar og mars'],
      ['FREQ=DAILY;INTERVAL=2', 'annenhver dag'],
      ['FREQ=MONTHLY;BYDAY=1TU,3TU', 'første og tredje tirsdag i måneden'],
      ['FREQ=MONTHLY;BYDAY=1TU,-1TH', 'første tirsdag og siste torsdag i måneden'],
      ['FREQ=MONTHLY;INTERVAL=2;BYDAY=1TU', 'første tirsdag i måneden, annenhver måned'],
      ['FREQ=MONTHLY;BYMONTHDAY=15', 'den 15. i måneden'],
      ['FREQ=MONTHLY;BYMONTHDAY=-1', 'siste dag i måneden'],
      ['FREQ=YEARLY;BYMONTH=3;BYDAY=1SA', 'første lørdag i mars, hvert år'],
      ['FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=17', '17. mai, hvert år'],
      ['FREQ=YEARLY', 'hvert år'],
    ];
    for (const [rule, words] of cases) expect(customRuleWords(rule), rule).toBe(words);
  });

  it('says nothing of a rule it cannot put in everyday words, or one the Studio refuses', () => {
    for (const rule of ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', 'FREQ=YEARLY;BYDAY=20MO', 'FREQ=WEEKLY;BYDAY=TI', '']) {
      expect(customRuleWords(rule), rule).toBeNull();
    }
  });
});
