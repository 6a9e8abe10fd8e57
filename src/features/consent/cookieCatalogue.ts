/**
 * Everything the site and the /vuefire demo store in a visitor's browser: every cookie,
 * localStorage and sessionStorage key and IndexedDB database, ours and the Firebase SDKs'. The one
 * list the cookie page (table) and the privacy page (summary) render, and the list the browser walk
 * (tests/e2e/storageWalk.spec.ts) holds the browser to: anything stored that is not here, or stored
 * before its moment, fails it. Add a row whenever code starts storing something.
 */
import { ANALYTICS_ENABLED } from './consentState';
import { CONSENT_COOKIE, DISMISSED_COOKIE, USER_ID_COOKIE } from './cookies';

type StorageKind = 'Informasjonskapsel' | 'localStorage' | 'sessionStorage' | 'IndexedDB';

/** The moments something may first be stored; before the first of an entry's moments it must not exist. */
export const MOMENTS = {
  choice: 'når du trykker «Godta» eller «Avslå»',
  consent: 'når du trykker «Godta»',
  eventPageAfterConsent: 'når du har trykket «Godta» og åpner et arrangement',
  answer: 'når du trykker «Kommer» eller «Kanskje»',
  application: 'når du sender en medlemssøknad',
  demo: 'når du bruker Vuefire-demoen',
} as const;
export type Moment = keyof typeof MOMENTS;

export interface CatalogueEntry {
  /** The stored name; a part in <…> stands for a varying part (an id, a path). */
  name: string;
  kind: StorageKind;
  /** Where it is used: the public site or the /vuefire demo. */
  usedBy: 'Nettstedet' | 'Vuefire-demoen' | 'Nettstedet og Vuefire-demoen';
  purpose: string;
  lifetime: string;
  /** Stored at the first of these moments, never before. */
  setWhen: readonly Moment[];
  legalBasis: string;
  /** True for what waits for «Godta» and nothing else. */
  needsConsent: boolean;
}

const CHOICE_BASIS =
  'Nødvendig for å huske valget du har tatt (ekomloven § 3-15 annet ledd); vi må kunne vise hva du har samtykket til (personvernforordningen art. 7 nr. 1).';
const CONSENT_BASIS = 'Samtykke (ekomloven § 3-15 første ledd). Slettes eller tas ikke i bruk lenger når du trykker «Avslå».';
const FEATURE_BASIS =
  'Nødvendig for funksjonen du selv tar i bruk (ekomloven § 3-15 annet ledd), eller ditt samtykke når det lagres etter «Godta».';
const ANSWER_BASIS = 'Nødvendig for funksjonen du selv tar i bruk (ekomloven § 3-15 annet ledd).';
const DEMO_BASIS = 'Nødvendig for demoen du selv tar i bruk (ekomloven § 3-15 annet ledd).';
/** The SDK's heartbeat: first use of a Firebase feature, or an event page after «Godta» (which reads the counts). */
const FIREBASE_MOMENTS: readonly Moment[] = ['eventPageAfterConsent', 'answer', 'application', 'demo'];
/** Firebase Auth: only when the visitor signs in (an answer, an application, the demo); an event page reads a sign-in that exists, and creates none. */
const AUTH_MOMENTS: readonly Moment[] = ['answer', 'application', 'demo'];

const userIdPurpose = ANALYTICS_ENABLED
  ? 'En tilfeldig ID (UUID) for nettleseren din. Besøksstatistikken bruker den som bruker-ID, så flere besøk fra samme nettleser telles som én besøkende. Den inneholder ingen opplysninger om deg og knyttes ikke til svar eller søknader.'
  : 'En tilfeldig ID (UUID) for nettleseren din. Den inneholder ingen opplysninger om deg, sendes ikke til oss eller andre og knyttes ikke til svar eller søknader. Nettstedet bruker den ikke til noe i dag: den er ment for besøksstatistikk, som ikke er slått på.';

const ANALYTICS_ENTRIES: readonly CatalogueEntry[] = [
  {
    name: '_ga',
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'Besøksstatistikk (Google Analytics for Firebase): skiller én nettleser fra en annen.',
    lifetime: '2 år',
    setWhen: ['consent'],
    legalBasis: CONSENT_BASIS,
    needsConsent: true,
  },
  {
    name: '_ga_<måle-id>',
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'Besøksstatistikk (Google Analytics for Firebase): holder rede på besøket som pågår.',
    lifetime: '2 år',
    setWhen: ['consent'],
    legalBasis: CONSENT_BASIS,
    needsConsent: true,
  },
  {
    name: 'firebase-installations-database',
    kind: 'IndexedDB',
    usedBy: 'Nettstedet',
    purpose: 'Firebase-installasjonen som besøksstatistikken knytter seg til.',
    lifetime: 'Til du sletter nettstedsdata',
    setWhen: ['consent'],
    legalBasis: CONSENT_BASIS,
    needsConsent: true,
  },
];

export const COOKIE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: CONSENT_COOKIE,
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'Husker om du har godtatt eller avslått det som krever samtykke.',
    lifetime: '1 år (fornyes hver gang du endrer valget)',
    setWhen: ['choice'],
    legalBasis: CHOICE_BASIS,
    needsConsent: false,
  },
  {
    name: DISMISSED_COOKIE,
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'Husker at du har tatt stilling, så banneret om informasjonskapsler ikke vises igjen.',
    lifetime: '1 år',
    setWhen: ['choice'],
    legalBasis: CHOICE_BASIS,
    needsConsent: false,
  },
  {
    name: USER_ID_COOKIE,
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: userIdPurpose,
    lifetime: '1 år, eller til du trykker «Avslå»',
    setWhen: ['consent'],
    legalBasis: CONSENT_BASIS,
    needsConsent: true,
  },
  {
    name: 'firebaseLocalStorageDb',
    kind: 'IndexedDB',
    usedBy: 'Nettstedet og Vuefire-demoen',
    purpose:
      'Innloggingen hos Google Firebase (firebase:authUser:<api-nøkkel>:[DEFAULT]). På nettstedet en anonym bruker, laget første gang du svarer eller sender en søknad, slik at bare du kan endre ditt svar på «Kommer»/«Kanskje» og samme nettleser ikke kan sende mange søknader på kort tid. Finnes den, leser arrangementssidene den, så ditt tidligere svar kan vises. I demoen kontoen du logger inn med.',
    lifetime: 'Til du logger ut eller sletter nettstedsdata',
    setWhen: AUTH_MOMENTS,
    legalBasis: FEATURE_BASIS,
    needsConsent: false,
  },
  {
    name: 'firebase-heartbeat-database',
    kind: 'IndexedDB',
    usedBy: 'Nettstedet og Vuefire-demoen',
    purpose:
      'Firebase-biblioteket noterer hvilke dager det er brukt, og sender det med forespørslene til Firebase (teknisk drift, ingen opplysninger om deg).',
    lifetime: 'Til du sletter nettstedsdata (dager eldre enn 30 dager ryddes bort)',
    setWhen: FIREBASE_MOMENTS,
    legalBasis: FEATURE_BASIS,
    needsConsent: false,
  },
  {
    name: 'firebase:authUser:<api-nøkkel>:[DEFAULT]',
    kind: 'localStorage',
    usedBy: 'Nettstedet og Vuefire-demoen',
    purpose: 'Den samme innloggingen hos Firebase, lagret her bare når nettleseren ikke tillater IndexedDB.',
    lifetime: 'Til du logger ut eller sletter nettstedsdata',
    setWhen: AUTH_MOMENTS,
    legalBasis: FEATURE_BASIS,
    needsConsent: false,
  },
  {
    name: 'sentrum:attendance-pending:<arrangement>',
    kind: 'localStorage',
    usedBy: 'Nettstedet',
    purpose: 'Svaret ditt på «Kommer»/«Kanskje» mens det venter på å bli sendt (om nettet faller ut), så det ikke går tapt.',
    lifetime: 'Til svaret er lagret hos Firebase',
    setWhen: ['answer'],
    legalBasis: ANSWER_BASIS,
    needsConsent: false,
  },
  {
    name: 'vuefire:note-draft:<bruker-id>',
    kind: 'localStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Utkastet til et notat under «New Note», så det ikke går tapt om siden lastes på nytt.',
    lifetime: 'Til notatet er lagret eller feltet tømt',
    setWhen: ['demo'],
    legalBasis: DEMO_BASIS,
    needsConsent: false,
  },
  {
    name: 'vuefire:reloaded:<sti>',
    kind: 'sessionStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Merke som hindrer at demoen laster siden på nytt i en løkke når en ny versjon er publisert.',
    lifetime: 'Til fanen lukkes',
    setWhen: ['demo'],
    legalBasis: DEMO_BASIS,
    needsConsent: false,
  },
  {
    name: 'firebase:pendingRedirect:<api-nøkkel>:[DEFAULT]',
    kind: 'sessionStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Merke for en innlogging med Google som går via en annen side og tilbake (omdirigering).',
    lifetime: 'Til innloggingen er fullført eller fanen lukkes',
    setWhen: ['demo'],
    legalBasis: DEMO_BASIS,
    needsConsent: false,
  },
  {
    name: 'firebase:redirectUser:<api-nøkkel>:[DEFAULT]',
    kind: 'sessionStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Brukeren som er logget inn mens en omdirigert innlogging med Google pågår.',
    lifetime: 'Til innloggingen er fullført eller fanen lukkes',
    setWhen: ['demo'],
    legalBasis: DEMO_BASIS,
    needsConsent: false,
  },
  {
    name: 'firebase:previous_websocket_failure',
    kind: 'localStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Realtime Database husker at en WebSocket-tilkobling feilet, og kobler til på en annen måte neste gang.',
    lifetime: 'Til en WebSocket-tilkobling lykkes igjen',
    setWhen: ['demo'],
    legalBasis: DEMO_BASIS,
    needsConsent: false,
  },
  {
    name: 'firebase:host:<database-adresse>',
    kind: 'localStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Realtime Database husker hvilken server databasen ble flyttet til, så den slipper å spørre på nytt.',
    lifetime: 'Til du sletter nettstedsdata',
    setWhen: ['demo'],
    legalBasis: DEMO_BASIS,
    needsConsent: false,
  },
  {
    name: 'firebase-app-check-database',
    kind: 'IndexedDB',
    usedBy: 'Vuefire-demoen',
    purpose: 'App Check-token (på lokale emulatorer et feilsøkingstoken) som viser at forespørslene kommer fra denne appen.',
    lifetime: 'Til tokenet utløper (om lag 1 time) eller du sletter nettstedsdata',
    setWhen: ['demo'],
    legalBasis: DEMO_BASIS,
    needsConsent: false,
  },
  ...(ANALYTICS_ENABLED ? ANALYTICS_ENTRIES : []),
];

/** Whether a stored name is this entry's: the <…> parts stand for any text. */
export function matchesEntry(entry: CatalogueEntry, stored: string): boolean {
  const pattern = entry.name
    .split(/<[^>]+>/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`).test(stored);
}

/** When an entry is first stored, in words: «når du …, eller når du …». */
export const setWhenText = (entry: CatalogueEntry): string => {
  const parts = entry.setWhen.map((m) => MOMENTS[m]);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} eller ${parts.at(-1)}` : parts[0];
};
