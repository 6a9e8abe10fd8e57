/**
 * Firebase Auth for the screens that need the user (login, guarded screens, screens that write as
 * the user): importing this module puts Auth in that screen's chunk graph and nowhere else. The
 * first use starts one auth-state listener for the page, which publishes to the session store and
 * runs the app-wide reactions: the profile document on each non-anonymous sign-in, back to the
 * `redirect` target after sign-in, and the sign-out reactions the app registered (off a guarded screen:
 * the app knows the route table, this module does not, so the table's lazy screens never import back).
 */
import { useEffect } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import { getFirebaseAuth } from '../../firebase/auth';
import { safeRedirect } from '../guards';
import { demoNavigate } from '../navigation/location';
import { announceSignOut, publishSession, useKnownSession, type Session } from './sessionStore';

let started: Promise<void> | undefined;

function onSignIn() {
  const target = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  if (target) demoNavigate(target, { replace: true });
}

/** Loads Auth once per page and keeps the session store current. */
export function startSession(): Promise<void> {
  started ??= getFirebaseAuth().then((auth) => {
    let previousUid: string | null | undefined;
    onAuthStateChanged(auth, (user) => {
      publishSession({ status: user ? 'signed-in' : 'signed-out', user, auth });
      if (user && user.uid !== previousUid) {
        if (!user.isAnonymous) void import('./profile').then(({ saveProfile }) => saveProfile(user));
        onSignIn();
      }
      if (!user && previousUid) announceSignOut();
      previousUid = user?.uid ?? null;
    });
  });
  return started;
}

/** The session, loading Auth if no screen has yet. */
export function useSession(): Session {
  useEffect(() => {
    void startSession();
  }, []);
  return useKnownSession();
}
