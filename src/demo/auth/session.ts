/**
 * Firebase Auth for the screens that need the user (login, guarded screens, screens that write as
 * the user): importing this module puts Auth in that screen's chunk graph and nowhere else. The
 * first use starts one auth-state listener for the page, which publishes to the session store and
 * runs the app-wide reactions: the profile document on each non-anonymous sign-in, back to the
 * `redirect` target after sign-in, and off a guarded screen on sign-out.
 */
import { useEffect } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import { getFirebaseAuth } from '../../firebase/auth';
import { safeRedirect } from '../guards';
import { demoNavigate } from '../navigation/location';
import { DEMO_BASE, findRoute } from '../routes';
import { publishSession, useKnownSession, type Session } from './sessionStore';

let started: Promise<void> | undefined;

function onSignIn() {
  const target = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  if (target) demoNavigate(target, { replace: true });
}

function onSignOut() {
  const route = findRoute(location.pathname.slice(DEMO_BASE.length) || '/');
  if (route?.guard) demoNavigate(`${DEMO_BASE}/login`, { replace: true });
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
      if (!user && previousUid) onSignOut();
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
