import { describe, expect, it } from 'vitest';
import { NOT_A_VOLUNTEER, signInError } from '../../../../studio/hire/signInErrors';
import { hireEmulatorHosts } from '../../../../studio/hire/hireFirebase';

describe('the «Utleie» tool’s sign-in', () => {
  it('says in Norwegian why a sign-in failed', () => {
    expect(signInError({ code: 'auth/wrong-password' })).toBe('Feil passord.');
    expect(signInError({ code: 'auth/user-not-found' })).toBe('Det finnes ingen bruker med denne e-postadressen.');
    expect(signInError({ code: 'auth/invalid-credential' })).toBe('Feil e-postadresse eller passord.');
    expect(signInError({ code: 'auth/something-new' })).toBe('Innloggingen mislyktes (auth/something-new). Prøv igjen.');
    expect(signInError(new Error('boom'))).toBe('Innloggingen mislyktes. Prøv igjen.');
  });

  it('sends a user without the claim to the administrator', () => {
    expect(NOT_A_VOLUNTEER).toBe('Denne brukeren har ikke tilgang til utleie. Be en administrator legge deg til (docs/hall-hire.md).');
  });

  it('finds the emulators at firebase.json’s ports unless SANITY_STUDIO_FIREBASE_EMULATORS names others', () => {
    expect(hireEmulatorHosts(undefined)).toEqual({ auth: '127.0.0.1:9099', firestore: '127.0.0.1:8081' });
    expect(hireEmulatorHosts('{"auth":"127.0.0.1:9199","firestore":"127.0.0.1:8180"}')).toEqual({
      auth: '127.0.0.1:9199',
      firestore: '127.0.0.1:8180',
    });
    expect(hireEmulatorHosts('{"firestore":"127.0.0.1:8180"}').auth).toBe('127.0.0.1:9099');
    expect(() => hireEmulatorHosts('auth=1')).toThrow('SANITY_STUDIO_FIREBASE_EMULATORS er ikke JSON');
  });
});
