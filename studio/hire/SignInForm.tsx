/** The «Utleie» tool's sign-in: a volunteer's e-mail and password (Firebase Auth), errors in Norwegian. */
import { Button, Card, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { hireFirebase } from './hireFirebase';
import { signInError } from './signInErrors';

function Field({ label, input }: { label: string; input: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} weight="medium">
        {label}
      </Text>
      {input(id)}
    </Stack>
  );
}

const INTRO = 'Utleie bruker en egen innlogging med e-post og passord, ikke Sanity-brukeren din.';

/** Signs in; on success the session hook sees the new user and shows the requests. */
function useSignIn() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = (email: string, password: string) => {
    setBusy(true);
    setError(null);
    signInWithEmailAndPassword(hireFirebase().auth, email.trim(), password).then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setError(signInError(failure));
      },
    );
  };
  return { busy, error, signIn };
}

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, signIn } = useSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn(email, password);
  };
  return (
    <Stack as="form" gap={4} onSubmit={submit} data-testid="hire-sign-in">
      <Heading as="h1" size={2}>
        Logg inn for å svare på utleie
      </Heading>
      <Text size={1} muted>
        {INTRO}
      </Text>
      <Field
        label="E-post"
        input={(id) => (
          <TextInput
            id={id}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
        )}
      />
      <Field
        label="Passord"
        input={(id) => (
          <TextInput
            id={id}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        )}
      />
      {error && (
        <Card tone="critical" padding={3} radius={2} border role="alert">
          <Text size={1}>{error}</Text>
        </Card>
      )}
      <Button type="submit" tone="primary" text={busy ? 'Logger inn …' : 'Logg inn'} disabled={busy} />
    </Stack>
  );
}
