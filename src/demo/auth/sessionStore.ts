/**
 * Who is signed in, as far as this page knows: a tiny store without Firebase in it. Screens that
 * need the user load Auth (./session), which publishes here; everything else (the nav, screens that
 * only show the user if known) just reads. Until a screen has loaded Auth the status is 'loading'.
 */
import { useSyncExternalStore } from 'react';
import type { Auth, User } from 'firebase/auth';
import type { AuthStatus } from '../guards';

export interface Session {
  status: AuthStatus;
  user: User | null;
  auth: Auth | null;
}

const unknown: Session = { status: 'loading', user: null, auth: null };
let current = unknown;
const listeners = new Set<() => void>();

export function publishSession(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

const signOutReactions = new Set<() => void>();

/** Runs `reaction` each time a signed-in user signs out (here or in another tab). */
export function whenSignedOut(reaction: () => void) {
  signOutReactions.add(reaction);
}

/** Called by ./session when the user it knew is gone. */
export function announceSignOut() {
  for (const reaction of signOutReactions) reaction();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The session without loading Auth. While hydrating the prerendered shell it reads 'loading', as the
 * server did, so the markup matches; the real state follows in the next render.
 */
export function useKnownSession(): Session {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => unknown,
  );
}
