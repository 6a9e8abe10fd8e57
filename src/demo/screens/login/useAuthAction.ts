import { useState } from 'react';
import { usesEmulators } from '../../../firebase/config';
import { signInErrorMessage } from './signInError';

export interface AuthAction {
  error: string | null;
  setError: (message: string | null) => void;
  busy: boolean;
  /** Runs one auth action: buttons are busy meanwhile, a failure becomes the error text. */
  run: (action: () => Promise<unknown>, google?: boolean) => Promise<void>;
}

/** The login screen's one running action and its error. */
export function useAuthAction(): AuthAction {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, google = false) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError(signInErrorMessage(e, { google, emulators: usesEmulators }));
    } finally {
      setBusy(false);
    }
  }

  return { error, setError, busy, run };
}
