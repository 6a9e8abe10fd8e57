/**
 * Who is signed in to the «Utleie» tool, and whether they may answer: a volunteer carries the claim
 * VOLUNTEER_CLAIM; anyone else signed in is told to ask an administrator (docs/hall-hire.md).
 */
import { onAuthStateChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { hireFirebase, isVolunteer } from './hireFirebase';
import { NOT_A_VOLUNTEER } from './signInErrors';

type HireSession =
  { state: 'loading' } | { state: 'signedOut' } | { state: 'refused'; user: User; message: string } | { state: 'volunteer'; user: User };

const UNCHECKED = 'Fikk ikke sjekket tilgangen din. Sjekk nettforbindelsen, logg ut og inn igjen.';

export function useHireSession(): HireSession {
  const [session, setSession] = useState<HireSession>({ state: 'loading' });
  useEffect(() => {
    // Each change of user starts a new check; an older check that answers late is ignored.
    let turn = 0;
    const unsubscribe = onAuthStateChanged(hireFirebase().auth, (user) => {
      const mine = ++turn;
      if (!user) return setSession({ state: 'signedOut' });
      setSession({ state: 'loading' });
      isVolunteer(user).then(
        (volunteer) => {
          if (mine === turn) setSession(volunteer ? { state: 'volunteer', user } : { state: 'refused', user, message: NOT_A_VOLUNTEER });
        },
        () => {
          if (mine === turn) setSession({ state: 'refused', user, message: UNCHECKED });
        },
      );
    });
    return () => {
      turn++;
      unsubscribe();
    };
  }, []);
  return session;
}
