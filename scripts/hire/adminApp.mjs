/**
 * The Firebase Admin app the hall hire jobs share. In the workflow: the real project (GCLOUD_PROJECT)
 * with the credentials the «Logg inn hos Firebase» step left in GOOGLE_APPLICATION_CREDENTIALS. On a
 * machine: the demo project, which lives only on the emulators (the Admin SDK goes there itself when
 * FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST is set).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { DEMO_PROJECT_ID } from '../../model/firebase';

const EMULATOR_HOST = /** @type {const} */ ({ auth: 'FIREBASE_AUTH_EMULATOR_HOST', firestore: 'FIRESTORE_EMULATOR_HOST' });

/** The project the jobs work on. */
export const jobProjectId = (env = process.env) => env.GCLOUD_PROJECT || DEMO_PROJECT_ID;

/**
 * An app for one job, or the reason it cannot run, in Norwegian: a demo project without its
 * emulator would send the SDK to Google with a project that does not exist there.
 * @param {keyof typeof EMULATOR_HOST} service
 * @returns {{ app: import('firebase-admin/app').App; close(): Promise<void> }}
 */
export function jobApp(service, env = process.env) {
  const projectId = jobProjectId(env);
  const variable = EMULATOR_HOST[service];
  if (projectId.startsWith('demo-') && !env[variable]) {
    throw new Error(
      `Prosjektet «${projectId}» finnes bare på emulatorene: sett ${variable} til emulatorens adresse (npm run emulators skriver den), ` +
        'eller GCLOUD_PROJECT til det ekte Firebase-prosjektet.',
    );
  }
  // The emulator needs no credentials, but Google's client would still look for a metadata server
  // (seconds, and a warning in the output) before it found none.
  if (env[variable]) env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId }, `hire-${service}-${Date.now()}`);
  return { app, close: () => deleteApp(app) };
}
