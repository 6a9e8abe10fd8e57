/**
 * Every cookie and browser-storage key the site and the /vuefire demo use: the single list the
 * cookie page (/juridisk/informasjonskapsler) renders as a table. Add a row here whenever code
 * starts storing something in the visitor's browser.
 */
import { CONSENT_COOKIE, DISMISSED_COOKIE, USER_ID_COOKIE } from './cookies';

type StorageKind = 'Informasjonskapsel' | 'localStorage' | 'sessionStorage' | 'IndexedDB';

export interface CatalogueEntry {
  name: string;
  kind: StorageKind;
  /** Where it is used: the public site or the /vuefire demo. */
  usedBy: 'Nettstedet' | 'Vuefire-demoen' | 'Nettstedet og Vuefire-demoen';
  purpose: string;
  lifetime: string;
  /** True only for what waits for the visitor's "Godta" (analytics). */
  needsConsent: boolean;
}

export const COOKIE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    name: CONSENT_COOKIE,
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'Husker om du har godtatt eller avslått informasjonskapsler som krever samtykke.',
    lifetime: '1 år (fornyes hver gang du endrer valget)',
    needsConsent: false,
  },
  {
    name: DISMISSED_COOKIE,
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'Husker at du har tatt stilling, så banneret om informasjonskapsler ikke vises igjen.',
    lifetime: '1 år',
    needsConsent: false,
  },
  {
    name: USER_ID_COOKIE,
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'En tilfeldig identifikator (UUID) for nettleseren din. Den inneholder ingen opplysninger om deg.',
    lifetime: '1 år',
    needsConsent: false,
  },
  {
    name: 'firebase:authUser:<api-nøkkel>:[DEFAULT] (i databasen firebaseLocalStorageDb)',
    kind: 'IndexedDB',
    usedBy: 'Nettstedet og Vuefire-demoen',
    purpose:
      'Innloggingen hos Firebase. På nettstedet en anonym bruker, slik at bare du kan endre ditt svar på «Kommer»/«Kanskje», og slik at samme nettleser ikke kan sende mange medlemssøknader på kort tid; i demoen kontoen du logger inn med.',
    lifetime: 'Til du logger ut eller sletter nettstedsdata',
    needsConsent: false,
  },
  {
    name: 'firebase-heartbeat-database',
    kind: 'IndexedDB',
    usedBy: 'Nettstedet og Vuefire-demoen',
    purpose: 'Firebase-biblioteket noterer hvilken dag det sist ble brukt (teknisk drift, ingen personopplysninger).',
    lifetime: 'Til du sletter nettstedsdata (eldre enn 30 dager ryddes bort)',
    needsConsent: false,
  },
  {
    name: 'sentrum:attendance-pending:<arrangement>',
    kind: 'localStorage',
    usedBy: 'Nettstedet',
    purpose: 'Svaret ditt på «Kommer»/«Kanskje» mens det venter på å bli sendt (om nettet falt ut), så det ikke går tapt.',
    lifetime: 'Til svaret er lagret',
    needsConsent: false,
  },
  {
    name: 'vuefire:note-draft:<bruker-id>',
    kind: 'localStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Utkastet til et notat under «New Note», så det ikke går tapt om siden lastes på nytt.',
    lifetime: 'Til notatet er lagret eller feltet tømt',
    needsConsent: false,
  },
  {
    name: 'vuefire:reloaded:<sti>',
    kind: 'sessionStorage',
    usedBy: 'Vuefire-demoen',
    purpose: 'Merke som hindrer at demoen laster siden på nytt i en løkke når en ny versjon er publisert.',
    lifetime: 'Til fanen lukkes',
    needsConsent: false,
  },
  {
    name: 'firebase-app-check-database',
    kind: 'IndexedDB',
    usedBy: 'Vuefire-demoen',
    purpose: 'App Check-token (på lokale emulatorer et feilsøkingstoken) som viser at forespørslene kommer fra denne appen.',
    lifetime: 'Til tokenet utløper (om lag 1 time) eller du sletter nettstedsdata',
    needsConsent: false,
  },
  {
    name: '_ga, _ga_<måle-id> og firebase-installations-database',
    kind: 'Informasjonskapsel',
    usedBy: 'Nettstedet',
    purpose: 'Besøksstatistikk (Google Analytics for Firebase). Settes bare etter at du har trykket «Godta», og bare når statistikk er slått på.',
    lifetime: 'Inntil 2 år',
    needsConsent: true,
  },
];
