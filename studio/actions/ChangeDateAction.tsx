/**
 * «Endre én dato» for a series: pick one coming meeting, give it a new time, room or place and a
 * short note for visitors; or undo its change. Writes the draft; the volunteer then publishes.
 * Opened from «Denne uka» or «Kommende», the meeting chosen there is preselected (pane parameter «dato»).
 */
import { actionDialog } from './actionDialog';
import { Box, Button, Card, Flex, Grid, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useDocumentOperation, type DocumentActionComponent, type DocumentActionProps } from 'sanity';
import { usePaneRouter } from 'sanity/structure';
import { CHANGE_NOTE_MAX_LENGTH } from '../../model/dateChanges';
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

function Field({ id, label, problem, children }: { id: string; label: string; problem: FormProblem | null; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} weight="semibold" size={1}>
        {label}
      </Text>
      {children}
      {problem && (
        <Card tone="critical" padding={2} radius={2}>
          <Text id={`${id}-feil`} size={1}>
            {problem.message}
          </Text>
        </Card>
      )}
    </Stack>
  );
}

interface FormProps {
  doc: ChangeableEvent;
  meetings: MeetingChoice[];
  initialDate: string | undefined;
  onSave: (meeting: MeetingChoice, change: ReturnType<typeof changeFromForm>) => void;
  onUndo: (meeting: MeetingChoice) => void;
}

function ChangeDateForm({ doc, meetings, initialDate, onSave, onUndo }: FormProps) {
  const first = meetings.find((m) => m.date === initialDate) ?? meetings[0];
  const [date, setDate] = useState(first?.date ?? '');
  const meeting = meetings.find((m) => m.date === date) ?? first;
  const [form, setForm] = useState<ChangeForm | null>(first ? formFor(first, doc) : null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  if (!meeting || !form) return <Text>Serien har ingen kommende møter som kan endres.</Text>;
  const field = (name: keyof ChangeForm) => ({
    id: `endre-${name}`,
    value: form[name],
    onChange: (e: FormEvent<HTMLInputElement>) => {
      setForm({ ...form, [name]: e.currentTarget.value });
      setProblem(null); // the message answered the last try; typing starts a new one
    },
    'aria-describedby': problem?.field === name ? `endre-${name}-feil` : undefined,
  });
  const at = (name: keyof ChangeForm) => (problem?.field === name ? problem : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = changeFromForm(form, meeting, doc);
    if ('problem' in result) setProblem(result.problem);
    else onSave(meeting, result);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap={4}>
        <Field id="endre-mote" label="Møtet som endres" problem={null}>
          <Select
            id="endre-mote"
            value={meeting.date}
            onChange={(e) => {
              const next = meetings.find((m) => m.date === e.currentTarget.value);
              if (!next) return;
              setDate(next.date);
              setForm(formFor(next, doc));
              setProblem(null);
            }}
          >
            {meetings.map((m) => (
              <option key={m.date} value={m.date}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
        <Grid gridTemplateColumns={[1, 1, 3]} gap={3}>
          <Field id="endre-day" label="Ny dato" problem={at('day')}>
            <TextInput type="date" {...field('day')} />
          </Field>
          <Field id="endre-from" label="Fra kl." problem={at('from')}>
            <TextInput type="time" step={300} {...field('from')} />
          </Field>
          <Field id="endre-to" label="Til kl." problem={at('to')}>
            <TextInput type="time" step={300} {...field('to')} />
          </Field>
        </Grid>
        <Field id="endre-room" label="Rom eller sal" problem={null}>
          <TextInput {...field('room')} placeholder="F.eks. «Lillesalen»" />
        </Field>
        <Grid gridTemplateColumns={[1, 1, 2]} gap={3}>
          <Field id="endre-placeName" label="Annet sted (tomt: samme sted)" problem={null}>
            <TextInput {...field('placeName')} placeholder="F.eks. «Bedehushagen»" />
          </Field>
          <Field id="endre-streetAddress" label="Gateadresse" problem={null}>
            <TextInput {...field('streetAddress')} />
          </Field>
          <Field id="endre-postalCode" label="Postnummer" problem={at('postalCode')}>
            <TextInput inputMode="numeric" {...field('postalCode')} />
          </Field>
          <Field id="endre-city" label="Poststed" problem={null}>
            <TextInput {...field('city')} />
          </Field>
        </Grid>
        <Field id="endre-note" label="Beskjed til besøkende" problem={at('note')}>
          <TextInput
            {...field('note')}
            maxLength={CHANGE_NOTE_MAX_LENGTH + 40}
            placeholder="F.eks. «Flyttet til Lillesalen på grunn av basaren»"
          />
        </Field>
        <Text size={1} muted>
          Møtet får samme adresse som før og merkes «Flyttet» eller «Endret» med beskjeden. Trykk «Publiser» etterpå, så vises det på
          nettsiden etter neste bygg.
        </Text>
        <Flex gap={3} wrap="wrap">
          <Button type="submit" tone="primary" text="Lagre endringen" />
          {meeting.change && <Button mode="ghost" tone="caution" text="Angre endringen" onClick={() => onUndo(meeting)} />}
        </Flex>
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
          content: (
            <Box>
              <ChangeDateForm
                doc={doc}
                meetings={changeableMeetings(doc, new Date())}
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
