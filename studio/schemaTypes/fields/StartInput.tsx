/**
 * The event's Start: when it moves, Slutt moves with it and the event keeps its length; below it,
 * what the change does to the meetings ahead (seriesChange.ts), before anything is published. A
 * series opened at one meeting («Denne uka», «Kommende») says that Start is the first meeting's.
 */
import { Card, Stack, Text } from '@sanity/ui';
import { PatchEvent, set, type FormPatch, type InputProps } from 'sanity';
import { useDocumentPane, usePaneRouter } from 'sanity/structure';
import { formatDay, osloDateKey, osloWallClock } from '../../../model/osloTime';
import { describeScheduleChange, type ScheduledEvent } from '../../actions/seriesChange';
import { endFollowingStart } from './endFollowingStart';

type Change = FormPatch | PatchEvent | FormPatch[];

/** The value a «set» patch of this field writes, if that is what it is. */
function setValue(change: Change): string | undefined {
  const patches = change instanceof PatchEvent ? change.patches : Array.isArray(change) ? change : [change];
  const last = patches[patches.length - 1];
  return last?.type === 'set' && last.path.length === 0 && typeof last.value === 'string' ? last.value : undefined;
}

/** «tirsdag 1. desember» when a series was opened at one of its meetings other than its first. */
function openedMeeting(date: string | undefined, doc: ScheduledEvent): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !doc.recurrence?.frequency || !doc.start) return null;
  if (osloDateKey(new Date(doc.start)) === date) return null;
  return formatDay(new Date(`${date}T12:00:00Z`), osloWallClock(new Date()).year);
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
  const opened = openedMeeting(usePaneRouter().params?.dato, current);
  return (
    <Stack gap={3}>
      {opened && (
        <Text size={1} muted data-testid="opened-meeting">
          Du åpnet møtet {opened}. «Start» er seriens første møte og gjelder hele serien; bare det ene møtet endrer du med «Endre én dato» i
          menyen ved «Publiser».
        </Text>
      )}
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
