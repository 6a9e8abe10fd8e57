/**
 * The fields of «Endre én dato»: the meeting's new time, room or place, and the note for visitors.
 * Times are text written «19.30», as everywhere in the Studio (a browser's time field draws «19:30»).
 */
import { Card, Grid, Stack, Text, TextInput } from '@sanity/ui';
import type { FormEvent, ReactNode } from 'react';
import { CHANGE_NOTE_MAX_LENGTH } from '../../model/dateChanges';
import type { ChangeForm, FormProblem } from './dateChange';

export function Field({ id, label, problem, children }: { id: string; label: string; problem: FormProblem | null; children: ReactNode }) {
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

/** The props of a text input bound to one field of the form. */
export interface BoundInput {
  id: string;
  value: string;
  onChange: (e: FormEvent<HTMLInputElement>) => void;
  'aria-describedby': string | undefined;
}

interface ChangeFieldsProps {
  field: (name: keyof ChangeForm) => BoundInput;
  /** The problem to show at a field, if it is there. */
  at: (name: keyof ChangeForm) => FormProblem | null;
}

export function ChangeFields({ field, at }: ChangeFieldsProps) {
  return (
    <>
      <Grid gridTemplateColumns={[1, 1, 3]} gap={3}>
        <Field id="endre-day" label="Ny dato" problem={at('day')}>
          <TextInput type="date" {...field('day')} />
        </Field>
        <Field id="endre-from" label="Fra kl." problem={at('from')}>
          <TextInput inputMode="decimal" autoComplete="off" placeholder="19.30" {...field('from')} />
        </Field>
        <Field id="endre-to" label="Til kl." problem={at('to')}>
          <TextInput inputMode="decimal" autoComplete="off" placeholder="20.30" {...field('to')} />
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
    </>
  );
}
