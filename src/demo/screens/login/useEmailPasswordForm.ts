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
      void run(() => createUserWithEmailAndPassword(auth, email.trim(), password));
    } else {
      void run(() => signInWithEmailAndPassword(auth, email.trim(), password));
    }
  }

  return { mode, email, password, setEmail, setPassword, switchMode: () => setMode(otherMode(mode)), submit };
}
