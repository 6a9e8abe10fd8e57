/**
 * «Avlys en dato» for a series (pick one of its coming dates, give a reason) and «Avlys» for a
 * one-off event (give a reason). Both write the draft; the volunteer then publishes as usual.
 */
import { actionDialog } from './actionDialog';
import { Card, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useState, type FormEvent } from 'react';
import { useDocumentOperation, type DocumentActionComponent, type DocumentActionProps } from 'sanity';
import { usePaneRouter } from 'sanity/structure';
import {
  cancelDatePatches,
  cancelEventPatches,
  cancellableDates,
  isSeries,
  reasonProblem,
  REASON_MAX_LENGTH,
  type CancellableEvent,
} from './cancellation';

/** The form's id, for its button in the dialog's footer. */
const CANCEL_FORM = 'avlys';

interface DateChoice {
  date: string;
  label: string;
}

function CancelForm({
  choices,
  initialDate,
  onCancel,
}: {
  choices: DateChoice[] | null;
  initialDate?: string;
  onCancel: (date: string | null, reason: string) => void;
}) {
  const [date, setDate] = useState((choices?.some((c) => c.date === initialDate) ? initialDate : choices?.[0]?.date) ?? '');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    if (!found) onCancel(choices ? date : null, reason);
  };
  if (choices && choices.length === 0) return <Text>Serien har ingen kommende datoer som kan avlyses.</Text>;
  return (
    <form id={CANCEL_FORM} onSubmit={submit}>
      <Stack gap={4}>
        {choices && <DateField choices={choices} date={date} onChange={setDate} />}
        <ReasonField
          reason={reason}
          problem={problem}
          onChange={(next) => {
            setReason(next);
            setProblem(null); // the message answered the last try; typing starts a new one
          }}
        />
        <Text size={1} muted>
          Datoen blir stående i programmet, merket «Avlyst». Trykk «Publiser» etterpå, så vises det på nettsiden etter neste bygg.
        </Text>
      </Stack>
    </form>
  );
}

function DateField({ choices, date, onChange }: { choices: DateChoice[]; date: string; onChange: (date: string) => void }) {
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor="avlys-dato" weight="semibold" size={1}>
        Dato som avlyses
      </Text>
      <Select id="avlys-dato" value={date} onChange={(e) => onChange(e.currentTarget.value)}>
        {choices.map((c) => (
          <option key={c.date} value={c.date}>
            {c.label}
          </option>
        ))}
      </Select>
    </Stack>
  );
}

function ReasonField({ reason, problem, onChange }: { reason: string; problem: string | null; onChange: (reason: string) => void }) {
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor="avlys-begrunnelse" weight="semibold" size={1}>
        Begrunnelse (vises for besøkende)
      </Text>
      <TextInput
        id="avlys-begrunnelse"
        value={reason}
        maxLength={REASON_MAX_LENGTH + 40}
        placeholder="F.eks. «Avlyst på grunn av basaren»"
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-describedby={problem ? 'avlys-feil' : undefined}
      />
      {problem && (
        <Card tone="critical" padding={2} radius={2}>
          <Text id="avlys-feil" size={1}>
            {problem}
          </Text>
        </Card>
      )}
    </Stack>
  );
}

export const CancelAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const { patch } = useDocumentOperation(props.id, props.type);
  // Opened from «Denne uka» or «Kommende»: that meeting's date is chosen already.
  const { params } = usePaneRouter();
  const [open, setOpen] = useState(false);
  const doc = (props.draft ?? props.published) as (CancellableEvent & { _id: string }) | null;
  const series = isSeries(doc);
  const label = series ? 'Avlys en dato' : 'Avlys';
  const alreadyCancelled = !series && doc?.status === 'cancelled';
  const close = () => setOpen(false);
  const choices = open && doc && series ? cancellableDates(doc, new Date()) : null;
  return {
    label,
    tone: 'critical',
    disabled: !doc || alreadyCancelled,
    title: alreadyCancelled ? 'Arrangementet er allerede avlyst.' : undefined,
    onHandle: () => setOpen(true),
    dialog:
      open && doc
        ? actionDialog({
            header: label,
            onClose: close,
            ...(choices?.length === 0
              ? {}
              : { submit: { form: CANCEL_FORM, text: series ? 'Avlys datoen' : 'Avlys arrangementet', tone: 'critical' } }),
            content: (
              <CancelForm
                choices={choices}
                initialDate={params?.dato}
                onCancel={(date, reason) => {
                  patch.execute(date ? cancelDatePatches(date, reason, `avlyst-${date}`) : cancelEventPatches(reason));
                  close();
                  props.onComplete();
                }}
              />
            ),
          })
        : null,
  };
};
CancelAction.displayName = 'CancelAction';
