/**
 * The one Firebase app of the page. Products (auth, firestore, database, storage…) live in their
 * own modules beside this one so each island or demo screen pulls in only what it uses.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { emulatorHosts, firebaseOptions, usesEmulators, type EmulatorHosts } from './config';

export function firebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseOptions);
}

/**
 * One instance of a product per page, created on first use. For a demo project the emulator's
 * host is read before the instance exists (Auth talks to its host as soon as it is created).
 */
export function lazyService<T>(
  emulator: keyof EmulatorHosts,
  create: () => T,
  connectEmulator: (service: T, host: string, port: number) => void,
): () => Promise<T> {
  let service: Promise<T> | undefined;
  return () =>
    (service ??= (async () => {
      const hostPort = usesEmulators ? (await emulatorHosts())[emulator] : null;
      const instance = create();
      if (hostPort) {
        const [host, port] = hostPort.split(':');
        connectEmulator(instance, host, Number(port));
      }
      return instance;
    })());
}
