import { useState, type FormEvent } from 'react';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { otherMode, signUpPasswordError, type Mode } from './emailPasswordMode';
import type { AuthAction } from './useAuthAction';

export interface EmailPasswordForm {
  mode: Mode;
  email: string;
  password: string;
  setEmail: (email: string) => void;
  setPassword: (password: string) => void;
  switchMode: () => void;
  submit: (event: FormEvent) => void;
  /** The browser refused a field (e.g. a malformed address): an older error no longer applies. */
  refused: () => void;
}

/** Email and password: sign in, or sign up once the password meets the policy. */
export function useEmailPasswordForm(auth: Auth | null, { run, setError }: AuthAction): EmailPasswordForm {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!auth) return;
    if (mode === 'sign-up') {
      const problem = signUpPasswordError(password);
      if (problem) {
        setError(problem);
        return;
      }
      // The account exists now: after signing out, the form offers to sign in to it.
      void run(async () => {
        await createUserWithEmailAndPassword(auth, email.trim(), password);
        setMode('sign-in');
      });
    } else {
      void run(() => signInWithEmailAndPassword(auth, email.trim(), password));
    }
  }

  // An error speaks of what was sent; once the fields change it is stale.
  const edited =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      setError(null);
      set(value);
    };

  return {
    mode,
    email,
    password,
    setEmail: edited(setEmail),
    setPassword: edited(setPassword),
    switchMode: () => setMode(otherMode(mode)),
    submit,
    refused: () => setError(null),
  };
}
