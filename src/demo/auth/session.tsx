/**
 * Who is signed in, for the whole demo. Firebase Auth is loaded after the first paint (its own
 * chunk), so the shell shows at once; until the first auth state arrives the status is 'loading'
 * and guards wait. App-wide reactions live here: the profile document on each non-anonymous
 * sign-in, and leaving a guarded screen on sign-out.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Auth, User } from 'firebase/auth';
import type { AuthStatus } from '../guards';

export interface Session {
  status: AuthStatus;
  user: User | null;
  auth: Auth | null;
}

const SessionContext = createContext<Session>({ status: 'loading', user: null, auth: null });

export const useSession = () => useContext(SessionContext);

interface Props {
  children: ReactNode;
  /** Called on a change from signed in to signed out (after the first state). */
  onSignOut?: () => void;
  /** Called when someone signs in (after the first state or at start). */
  onSignIn?: (user: User) => void;
}

export function SessionProvider({ children, onSignOut, onSignIn }: Props) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null, auth: null });
  const handlers = useRef({ onSignOut, onSignIn });
  handlers.current = { onSignOut, onSignIn };

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    let previousUid: string | null | undefined;
    void Promise.all([import('../../firebase/auth'), import('firebase/auth')]).then(async ([{ getFirebaseAuth }, { onAuthStateChanged }]) => {
      const auth = await getFirebaseAuth();
      if (cancelled) return;
      stop = onAuthStateChanged(auth, (user) => {
        setSession({ status: user ? 'signed-in' : 'signed-out', user, auth });
        if (user && user.uid !== previousUid) {
          if (!user.isAnonymous) void import('./profile').then(({ saveProfile }) => saveProfile(user));
          handlers.current.onSignIn?.(user);
        }
        if (!user && previousUid) handlers.current.onSignOut?.();
        previousUid = user?.uid ?? null;
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
