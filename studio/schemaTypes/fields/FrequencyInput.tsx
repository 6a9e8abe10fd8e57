/**
 * «Hvor ofte» with, for «Egen regel», what the rule gives in Norwegian («hver tirsdag og torsdag»,
 * model/customRuleWords.ts): the rule itself is written under «Avansert», never shown first.
 */
import { Card, Stack, Text } from '@sanity/ui';
import { useFormValue, type StringInputProps } from 'sanity';
import { customRuleWords } from '../../../model/customRuleWords';

/** The sentence under the choice: what the rule gives, or where to write it. */
export function customRuleLine(rrule: string | undefined): string {
  if (!rrule?.trim()) return 'Skriv regelen under «Avansert» nedenfor.';
  const words = customRuleWords(rrule);
  return words ? `Møtene blir ${words}.` : 'Regelen kan ikke sies med vanlige ord her: se den under «Avansert».';
}

export function FrequencyInput(props: StringInputProps) {
  const rrule = useFormValue([...props.path.slice(0, -1), 'rrule']) as string | undefined;
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {props.value === 'custom' && (
        <Card tone="transparent" padding={3} radius={2} border data-testid="custom-rule-words">
          <Text size={1}>{customRuleLine(rrule)}</Text>
        </Card>
      )}
    </Stack>
  );
}
