/**
 * Why a volunteer's sign-in failed, in Norwegian, from Firebase Auth's error code. A project with
 * e-mail enumeration protection (Firebase's default) answers a wrong password and an unknown user
 * alike, so that code gets a message that names both.
 */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'Feil passord.',
  'auth/user-not-found': 'Det finnes ingen bruker med denne e-postadressen.',
  'auth/invalid-credential': 'Feil e-postadresse eller passord.',
  'auth/invalid-login-credentials': 'Feil e-postadresse eller passord.',
  'auth/invalid-email': 'E-postadressen er ikke gyldig.',
  'auth/missing-email': 'Skriv e-postadressen din.',
  'auth/missing-password': 'Skriv passordet ditt.',
  'auth/user-disabled': 'Denne brukeren er sperret. Snakk med en administrator.',
  'auth/too-many-requests': 'For mange forsøk. Vent noen minutter og prøv igjen.',
  'auth/network-request-failed': 'Fikk ikke kontakt med innloggingen. Sjekk nettforbindelsen og prøv igjen.',
};

/** Told to a signed-in user without the volunteer claim. */
export const NOT_A_VOLUNTEER = 'Denne brukeren har ikke tilgang til utleie. Be en administrator legge deg til (docs/hall-hire.md).';

export function signInError(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return MESSAGES[code] ?? `Innloggingen mislyktes${code ? ` (${code})` : ''}. Prøv igjen.`;
}
