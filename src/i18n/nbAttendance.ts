/**
 * The attendance part's strings, beside the rest of the site's (nb.ts) in a module of their own: the
 * island on every event page loads these, not all the site's strings (nb.ts is about 5 kB gzip).
 */
export const attendanceTexts = {
  heading: 'Kommer du?',
  intro: 'Gi gjerne beskjed, så vet vi omtrent hvor mange som kommer. Svaret er anonymt.',
  coming: 'Kommer',
  maybe: 'Kanskje',
  withdraw: 'Trekk svaret',
  counts: (coming: number, maybe: number) => `${coming} kommer · ${maybe} kanskje`,
  loading: 'Henter svar …',
  countsOnAnswer: 'Når du svarer, ser du også hvor mange som kommer.',
  yourAnswer: (answer: string) => `Ditt svar: ${answer}.`,
  noAnswer: 'Du har ikke svart ennå.',
  saving: 'Lagrer svaret …',
  saved: 'Svaret er lagret.',
  withdrawn: 'Svaret er trukket.',
  offline: 'Vi får ikke kontakt med serveren akkurat nå. Svaret ditt er tatt vare på, og vi prøver igjen automatisk.',
  notSaved: 'Svaret ble ikke lagret. Vi prøver igjen om litt.',
  otherTab: 'Du har svart på nytt i en annen fane, og det svaret gjelder.',
  countsUnavailable: 'Antall svar kan ikke vises akkurat nå.',
} as const;
