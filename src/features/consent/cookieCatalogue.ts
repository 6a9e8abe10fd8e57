/**
 * Everything the site and the /vuefire demo store in a visitor's browser: every cookie,
 * localStorage and sessionStorage key and IndexedDB database, ours and the Firebase SDKs'. The one
 * list the cookie page (cards), the privacy page (a plain summary) and the demo's own pages (its
 * part, in English like the demo) render, and the list the browser walk
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
  /** Shown on the demo's pages only, never on the site's. */
  demo: 'når du bruker demoen under /vuefire',
} as const;
export type Moment = keyof typeof MOMENTS;

/** What the public site uses an entry for, in plain Norwegian: the cookie page and the privacy page. */
interface SiteUse {
  /** A few words for the privacy page, without the stored name, in lower case: «Når du …: <summary>». */
  summary: string;
  purpose: string;
  lifetime: string;
  legalBasis: string;
}

/** What the /vuefire demo uses an entry for, in English (the demo's language): the demo's own pages. */
interface DemoUse {
  purpose: string;
  lifetime: string;
}

export interface CatalogueEntry {
  /** The stored name; a part in <…> stands for a varying part (an id, a path). */
  name: string;
  kind: StorageKind;
  /** Absent when only the demo stores it. */
  site?: SiteUse;
  /** Absent when the demo does not store it. */
  demo?: DemoUse;
  /** Stored at the first of these moments, never before. */
  setWhen: readonly Moment[];
  /** True for what waits for «Godta» and nothing else. */
  needsConsent: boolean;
}

const CHOICE_BASIS =
  'Nødvendig for å huske valget du har tatt (ekomloven § 3-15 annet ledd); vi må kunne vise hva du har samtykket til (personvernforordningen art. 7 nr. 1).';
const CONSENT_BASIS = 'Samtykke (ekomloven § 3-15 første ledd). Slettes eller tas ikke i bruk lenger når du trykker «Avslå».';
const FEATURE_BASIS =
  'Nødvendig for funksjonen du selv tar i bruk (ekomloven § 3-15 annet ledd), eller ditt samtykke når det lagres etter «Godta».';
const ANSWER_BASIS = 'Nødvendig for funksjonen du selv tar i bruk (ekomloven § 3-15 annet ledd).';
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
    site: {
      summary: 'en ID for besøksstatistikken',
      purpose: 'Besøksstatistikk (Google Analytics for Firebase): skiller én nettleser fra en annen.',
      lifetime: '2 år',
      legalBasis: CONSENT_BASIS,
    },
    setWhen: ['consent'],
    needsConsent: true,
  },
  {
    name: '_ga_<måle-id>',
    kind: 'Informasjonskapsel',
    site: {
      summary: 'besøket som pågår, for besøksstatistikken',
      purpose: 'Besøksstatistikk (Google Analytics for Firebase): holder rede på besøket som pågår.',
      lifetime: '2 år',
      legalBasis: CONSENT_BASIS,
    },
    setWhen: ['consent'],
    needsConsent: true,
  },
  {
    name: 'firebase-installations-database',
    kind: 'IndexedDB',
    site: {
      summary: 'en ID for besøksstatistikken',
      purpose: 'Firebase-installasjonen som besøksstatistikken knytter seg til.',
      lifetime: 'Til du sletter nettstedsdata',
      legalBasis: CONSENT_BASIS,
    },
    setWhen: ['consent'],
    needsConsent: true,
  },
];

const SIGN_IN_SUMMARY = 'en anonym innlogging hos Google Firebase, så bare du kan endre svaret ditt';
const SIGN_IN_DEMO: DemoUse = {
  purpose: 'Your sign-in with Firebase Authentication: the account you use in the demo.',
  lifetime: 'Until you sign out or clear site data',
};

export const COOKIE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: CONSENT_COOKIE,
    kind: 'Informasjonskapsel',
    site: {
      summary: 'valget ditt om informasjonskapsler',
      purpose: 'Husker om du har godtatt eller avslått det som krever samtykke.',
      lifetime: '1 år (fornyes hver gang du endrer valget)',
      legalBasis: CHOICE_BASIS,
    },
    setWhen: ['choice'],
    needsConsent: false,
  },
  {
    name: DISMISSED_COOKIE,
    kind: 'Informasjonskapsel',
    site: {
      summary: 'at du har svart, så banneret ikke vises igjen',
      purpose: 'Husker at du har tatt stilling, så banneret om informasjonskapsler ikke vises igjen.',
      lifetime: '1 år',
      legalBasis: CHOICE_BASIS,
    },
    setWhen: ['choice'],
    needsConsent: false,
  },
  {
    name: USER_ID_COOKIE,
    kind: 'Informasjonskapsel',
    site: {
      summary: 'en tilfeldig ID for nettleseren din',
      purpose: userIdPurpose,
      lifetime: '1 år, eller til du trykker «Avslå»',
      legalBasis: CONSENT_BASIS,
    },
    setWhen: ['consent'],
    needsConsent: true,
  },
  {
    name: 'firebaseLocalStorageDb',
    kind: 'IndexedDB',
    site: {
      summary: SIGN_IN_SUMMARY,
      purpose:
        'En anonym innlogging hos Google Firebase, laget første gang du svarer «Kommer» eller «Kanskje» eller sender en medlemssøknad. Den gjør at bare du kan endre svaret ditt, og at samme nettleser ikke kan sende mange søknader på kort tid. Finnes den, leser arrangementssidene den, så du ser ditt tidligere svar.',
      lifetime: 'Til du sletter nettstedsdata',
      legalBasis: FEATURE_BASIS,
    },
    demo: SIGN_IN_DEMO,
    setWhen: AUTH_MOMENTS,
    needsConsent: false,
  },
  {
    name: 'firebase-heartbeat-database',
    kind: 'IndexedDB',
    site: {
      summary: 'hvilke dager Firebase er brukt (teknisk drift, ingenting om deg)',
      purpose:
        'Firebase-biblioteket noterer hvilke dager det er brukt, og sender det med forespørslene til Firebase. Det er teknisk drift og sier ingenting om deg.',
      lifetime: 'Til du sletter nettstedsdata (dager eldre enn 30 dager ryddes bort)',
      legalBasis: FEATURE_BASIS,
    },
    demo: {
      purpose:
        'The Firebase SDK notes on which days it was used and sends that along with its requests (operations only, nothing about you).',
      lifetime: 'Until you clear site data (days older than 30 days are removed)',
    },
    setWhen: FIREBASE_MOMENTS,
    needsConsent: false,
  },
  {
    name: 'firebase:authUser:<api-nøkkel>:[DEFAULT]',
    kind: 'localStorage',
    site: {
      summary: SIGN_IN_SUMMARY,
      purpose: 'Den samme anonyme innloggingen, lagret her bare når nettleseren ikke tillater IndexedDB.',
      lifetime: 'Til du sletter nettstedsdata',
      legalBasis: FEATURE_BASIS,
    },
    demo: { ...SIGN_IN_DEMO, purpose: 'The same sign-in, kept here only when the browser does not allow IndexedDB.' },
    setWhen: AUTH_MOMENTS,
    needsConsent: false,
  },
  {
    name: 'bedehus:attendance-pending:<arrangement>',
    kind: 'localStorage',
    site: {
      summary: 'svaret ditt mens det venter på nett, så det ikke går tapt',
      purpose:
        'Svaret ditt på «Kommer» eller «Kanskje» og når du trykket, mens det venter på å bli sendt (om nettet faller ut), så det ikke går tapt og et nyere svar fra en annen fane gjelder foran det.',
      lifetime: 'Til svaret er lagret hos Firebase',
      legalBasis: ANSWER_BASIS,
    },
    setWhen: ['answer'],
    needsConsent: false,
  },
  {
    name: 'vuefire:note-draft:<user-id>',
    kind: 'localStorage',
    demo: {
      purpose: 'Your draft on “New Note”, so it is not lost if the page reloads.',
      lifetime: 'Until the note is saved or the field is emptied',
    },
    setWhen: ['demo'],
    needsConsent: false,
  },
  {
    name: 'vuefire:reloaded:<path>',
    kind: 'sessionStorage',
    demo: {
      purpose: 'A marker that stops the demo from reloading a page in a loop after a new version is published.',
      lifetime: 'Until the tab is closed',
    },
    setWhen: ['demo'],
    needsConsent: false,
  },
  {
    name: 'firebase:pendingRedirect:<api-key>:[DEFAULT]',
    kind: 'sessionStorage',
    demo: {
      purpose: 'A marker for a Google sign-in that goes to another page and back (redirect).',
      lifetime: 'Until the sign-in completes or the tab is closed',
    },
    setWhen: ['demo'],
    needsConsent: false,
  },
  {
    name: 'firebase:redirectUser:<api-key>:[DEFAULT]',
    kind: 'sessionStorage',
    demo: {
      purpose: 'The signed-in user while a redirected Google sign-in is under way.',
      lifetime: 'Until the sign-in completes or the tab is closed',
    },
    setWhen: ['demo'],
    needsConsent: false,
  },
  {
    name: 'firebase:previous_websocket_failure',
    kind: 'localStorage',
    demo: {
      purpose: 'The Realtime Database remembers that a WebSocket connection failed, and connects another way next time.',
      lifetime: 'Until a WebSocket connection succeeds again',
    },
    setWhen: ['demo'],
    needsConsent: false,
  },
  {
    name: 'firebase:host:<database-address>',
    kind: 'localStorage',
    demo: {
      purpose: 'The Realtime Database remembers which server the database moved to, so it need not ask again.',
      lifetime: 'Until you clear site data',
    },
    setWhen: ['demo'],
    needsConsent: false,
  },
  {
    name: 'firebase-app-check-database',
    kind: 'IndexedDB',
    demo: {
      purpose: 'An App Check token (a debug token on the local emulators) showing that requests come from this app.',
      lifetime: 'Until the token expires (about 1 hour) or you clear site data',
    },
    setWhen: ['demo'],
    needsConsent: false,
  },
  ...(ANALYTICS_ENABLED ? ANALYTICS_ENTRIES : []),
];

/** What the public site stores: the cookie page and the privacy page. */
export const SITE_ENTRIES = COOKIE_CATALOGUE.filter((e): e is CatalogueEntry & { site: SiteUse } => e.site !== undefined);
/** What the /vuefire demo stores: its own pages. */
export const DEMO_ENTRIES = COOKIE_CATALOGUE.filter((e): e is CatalogueEntry & { demo: DemoUse } => e.demo !== undefined);

/** Whether a stored name is this entry's: the <…> parts stand for any text. */
export function matchesEntry(entry: CatalogueEntry, stored: string): boolean {
  const pattern = entry.name
    .split(/<[^>]+>/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`).test(stored);
}

/**
 * The privacy page's plain summary: what the site stores, grouped by when it is first stored, each
 * thing once (a sign-in kept in IndexedDB or, failing that, localStorage is one thing to a visitor).
 */
export function siteSummary(): { when: string; what: string[] }[] {
  const groups = new Map<string, Set<string>>();
  for (const e of SITE_ENTRIES) {
    const when = setWhenText(e);
    groups.set(when, (groups.get(when) ?? new Set()).add(e.site.summary));
  }
  return [...groups].map(([when, what]) => ({ when, what: [...what] }));
}

/** When the site first stores an entry, in words: «når du …, eller når du …» (the demo's moment is for its own pages). */
export const setWhenText = (entry: CatalogueEntry): string => {
  const parts = entry.setWhen.filter((m) => m !== 'demo').map((m) => MOMENTS[m]);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} eller ${parts.at(-1)}` : parts[0];
};
