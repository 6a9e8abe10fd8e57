/** Cloud Storage for the page, on the Storage emulator for a demo project. */
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { emulatorHosts, usesEmulators } from './config';

let storage: Promise<FirebaseStorage> | undefined;

export function getDemoStorage(): Promise<FirebaseStorage> {
  storage ??= (async () => {
    const instance = getStorage(firebaseApp());
    if (usesEmulators) {
      const [host, port] = (await emulatorHosts()).storage.split(':');
      connectStorageEmulator(instance, host, Number(port));
    }
    return instance;
  })();
  return storage;
}
