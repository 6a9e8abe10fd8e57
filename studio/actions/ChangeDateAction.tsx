/**
 * «Endre én dato» for a series: pick one coming meeting, give it a new time, room or place and a
 * short note for visitors; or undo its change. Writes the draft; the volunteer then publishes.
 * Opened from «Denne uka» or «Kommende», the meeting chosen there is preselected (pane parameter «dato»).
 */
import { actionDialog } from './actionDialog';
import { Box, Button, Flex, Select, Stack, Text } from '@sanity/ui';
import { useState, type FormEvent } from 'react';
import { useDocumentOperation, type DocumentActionComponent, type DocumentActionProps } from 'sanity';
import { usePaneRouter } from 'sanity/structure';
import { ChangeFields, Field, type BoundInput } from './ChangeDateFields';
import {
  changeableMeetings,
  changeFromForm,
  formFor,
  saveChangePatches,
  undoChangePatches,
  type ChangeableEvent,
  type ChangeForm,
  type FormProblem,
  type MeetingChoice,
} from './dateChange';

/** The form's id, for «Lagre endringen» in the dialog's footer. */
const CHANGE_FORM = 'endre-en-dato';

interface FormProps {
  doc: ChangeableEvent;
  meetings: MeetingChoice[];
  initialDate: string | undefined;
  onSave: (meeting: MeetingChoice, change: ReturnType<typeof changeFromForm>) => void;
  onUndo: (meeting: MeetingChoice) => void;
}

/** The chosen meeting and its form's values and problem; choosing another meeting starts its form afresh. */
function useChangeForm({ doc, meetings, initialDate }: Pick<FormProps, 'doc' | 'meetings' | 'initialDate'>) {
  const first = meetings.find((m) => m.date === initialDate) ?? meetings[0];
  const [date, setDate] = useState(first?.date ?? '');
  const meeting = meetings.find((m) => m.date === date) ?? first;
  const [form, setForm] = useState<ChangeForm | null>(first ? formFor(first, doc) : null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const field = (name: keyof ChangeForm): BoundInput => ({
    id: `endre-${name}`,
    value: form?.[name] ?? '',
    onChange: (e) => {
      if (form) setForm({ ...form, [name]: e.currentTarget.value });
      setProblem(null); // the message answered the last try; typing starts a new one
    },
    'aria-describedby': problem?.field === name ? `endre-${name}-feil` : undefined,
  });
  const at = (name: keyof ChangeForm) => (problem?.field === name ? problem : null);
  const choose = (chosenDate: string) => {
    const next = meetings.find((m) => m.date === chosenDate);
    if (!next) return;
    setDate(next.date);
    setForm(formFor(next, doc));
    setProblem(null);
  };
  return { meeting, form, field, at, choose, setProblem };
}

function ChangeDateForm({ doc, meetings, initialDate, onSave, onUndo }: FormProps) {
  const { meeting, form, field, at, choose, setProblem } = useChangeForm({ doc, meetings, initialDate });
  if (!meeting || !form) return <Text>Serien har ingen kommende møter som kan endres.</Text>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = changeFromForm(form, meeting, doc);
    if ('problem' in result) setProblem(result.problem);
    else onSave(meeting, result);
  };
  return (
    <form id={CHANGE_FORM} onSubmit={submit}>
      <Stack gap={4}>
        <Field id="endre-mote" label="Møtet som endres" problem={null}>
          <Select id="endre-mote" value={meeting.date} onChange={(e) => choose(e.currentTarget.value)}>
            {meetings.map((m) => (
              <option key={m.date} value={m.date}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
        <ChangeFields field={field} at={at} />
        <Text size={1} muted>
          Møtet får samme adresse som før og merkes «Flyttet» eller «Endret» med beskjeden. Trykk «Publiser» etterpå, så vises det på
          nettsiden etter neste bygg.
        </Text>
        {meeting.change && (
          <Flex>
            <Button mode="ghost" tone="caution" text="Angre endringen" onClick={() => onUndo(meeting)} />
          </Flex>
        )}
      </Stack>
    </form>
  );
}

export const ChangeDateAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { patch } = useDocumentOperation(props.id, props.type);
  const { params } = usePaneRouter();
  const [open, setOpen] = useState(false);
  const doc = (props.draft ?? props.published) as (ChangeableEvent & { _id: string }) | null;
  // Only a series has single meetings to change.
  if (!doc?.recurrence?.frequency) return null;
  const close = () => setOpen(false);
  const meetings = open ? changeableMeetings(doc, new Date()) : [];
  const done = (patches: Record<string, unknown>[]) => {
    patch.execute(patches);
    close();
    props.onComplete();
  };
  return {
    label: 'Endre én dato',
    onHandle: () => setOpen(true),
    dialog: open
      ? actionDialog({
          header: 'Endre én dato',
          onClose: close,
          width: 'medium',
          ...(meetings.length > 0 ? { submit: { form: CHANGE_FORM, text: 'Lagre endringen', tone: 'primary' } } : {}),
          content: (
            <Box>
              <ChangeDateForm
                doc={doc}
                meetings={meetings}
                initialDate={params?.dato}
                onSave={(meeting, result) =>
                  'change' in result && done(saveChangePatches(result.change, meeting.change?._key, `endret-${meeting.date}`))
                }
                onUndo={(meeting) => meeting.change?._key && done(undoChangePatches(meeting.change._key))}
              />
            </Box>
          ),
        })
      : null,
  };
};
ChangeDateAction.displayName = 'ChangeDateAction';
