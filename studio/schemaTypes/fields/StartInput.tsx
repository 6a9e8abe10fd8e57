/**
 * The event's Start: when it moves, Slutt moves with it and the event keeps its length; below it,
 * what the change does to the meetings ahead (seriesChange.ts), before anything is published.
 */
import { Card, Stack, Text } from '@sanity/ui';
import { PatchEvent, set, type FormPatch, type InputProps } from 'sanity';
import { useDocumentPane } from 'sanity/structure';
import { describeScheduleChange, type ScheduledEvent } from '../../actions/seriesChange';
import { endFollowingStart } from './endFollowingStart';

type Change = FormPatch | PatchEvent | FormPatch[];

/** The value a «set» patch of this field writes, if that is what it is. */
function setValue(change: Change): string | undefined {
  const patches = change instanceof PatchEvent ? change.patches : Array.isArray(change) ? change : [change];
  const last = patches[patches.length - 1];
  return last?.type === 'set' && last.path.length === 0 && typeof last.value === 'string' ? last.value : undefined;
}

export function StartInput(props: InputProps) {
  const { value: doc, onChange: onDocumentChange, editState } = useDocumentPane();
  const current = doc as ScheduledEvent;
  const onChange = (change: Change) => {
    props.onChange(change);
    const end = endFollowingStart(current.start, current.end, setValue(change));
    if (end) onDocumentChange(PatchEvent.from(set(end, ['end'])));
  };
  const sentences = describeScheduleChange(editState?.published as ScheduledEvent | null, current, new Date());
  return (
    <Stack gap={3}>
      {props.renderDefault({ ...props, onChange } as InputProps)}
      {sentences.length > 0 && (
        <Card tone="caution" padding={3} radius={2} border data-testid="schedule-change">
          <Stack gap={2}>
            {sentences.map((s) => (
              <Text key={s} size={1}>
                {s}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
