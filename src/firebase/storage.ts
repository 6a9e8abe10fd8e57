/** Cloud Storage for the page, on the Storage emulator for a demo project. */
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp, lazyService } from './app';

export const getDemoStorage = lazyService<FirebaseStorage>(
  'storage',
  () => getStorage(firebaseApp()),
  (storage, host, port) => connectStorageEmulator(storage, host, port),
);
