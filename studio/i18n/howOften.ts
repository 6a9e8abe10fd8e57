/**
 * How often a series meets, as the Studio says it in running text: «Møtene blir hver måned i stedet
 * for hver uke», «tirsdag 24. november kl. 19.30 · Bønnerommet (hver uke)»; a custom rule in its own
 * words («hver tirsdag og torsdag», model/customRuleWords.ts). The radio buttons' longer titles are
 * in schemaTypes/objects/recurrence.ts.
 */
import { customRuleWords } from '../../model/customRuleWords';
import type { RecurrenceRule } from '../../model/recurrence';

const HOW_OFTEN: Record<RecurrenceRule['frequency'], string> = {
  weekly: 'hver uke',
  biweekly: 'annenhver uke',
  monthly: 'hver måned',
  custom: 'etter egen regel',
};

/** «hver uke» …; «gjentas» for a value the schema does not know (a document written before it). */
export function howOften(frequency: string, rrule?: string): string {
  if (frequency === 'custom' && rrule) return customRuleWords(rrule) ?? HOW_OFTEN.custom;
  return HOW_OFTEN[frequency as RecurrenceRule['frequency']] ?? 'gjentas';
}
