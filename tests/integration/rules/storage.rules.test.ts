/**
 * storage.rules (the /vuefire demo's Storage screen), allow and deny, through the local Storage
 * emulator (firebase-tools' own, with the rules in JavaScript: storageRules in
 * stand-ins/firebase/storage.mjs) and the real Firebase JS SDK.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getStorage,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { DEMO_PROJECT_ID } from '../../../model/firebase';
import { useEmulators } from '../../support/vitest-emulators';

const emu = useEmulators(['storage'], { reset: false });
const apps: FirebaseApp[] = [];
const clients = new Map<string, FirebaseStorage>();

function as(uid: string | null): FirebaseStorage {
  const key = uid ?? '(signed out)';
  const known = clients.get(key);
  if (known) return known;
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, storageBucket: `${DEMO_PROJECT_ID}.appspot.com` }, `storage-${key}`);
  apps.push(app);
  const storage = getStorage(app);
  const [host, port] = emu.hosts.storage!.split(':');
  connectStorageEmulator(storage, host, Number(port), uid ? { mockUserToken: { sub: uid, user_id: uid } } : {});
  clients.set(key, storage);
  return storage;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

const MB = 1024 * 1024;
const bytes = (n: number) => new Uint8Array(n);
const denied = (operation: Promise<unknown>) => expect(operation).rejects.toMatchObject({ code: 'storage/unauthorized' });

describe('storage.rules: demo/{userId}/…', () => {
  it('lets the owner upload images of up to 5 MB, which anyone may read', async () => {
    await expect(uploadBytes(ref(as('alice'), 'demo/alice/cat.png'), bytes(10), { contentType: 'image/png' })).resolves.toBeDefined();
    await expect(uploadBytes(ref(as('alice'), 'demo/alice/big.jpg'), bytes(5 * MB), { contentType: 'image/jpeg' })).resolves.toBeDefined();
    for (const type of ['image/gif', 'image/webp', 'image/avif']) {
      await expect(uploadBytes(ref(as('alice'), `demo/alice/x.${type.slice(6)}`), bytes(10), { contentType: type })).resolves.toBeDefined();
    }
    expect((await getBytes(ref(as(null), 'demo/alice/cat.png'))).byteLength).toBe(10);
  });

  it('refuses files over 5 MB and anything that is not an image', async () => {
    await denied(uploadBytes(ref(as('alice'), 'demo/alice/huge.png'), bytes(5 * MB + 1), { contentType: 'image/png' }));
    await denied(uploadBytes(ref(as('alice'), 'demo/alice/huge.png'), bytes(25 * MB), { contentType: 'image/png' }));
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
      'application/javascript',
      'image/png; x=1',
      'text/html;image/png',
    ]) {
      await denied(uploadBytes(ref(as('alice'), 'demo/alice/page'), bytes(10), { contentType: type }));
    }
    await denied(uploadBytes(ref(as('alice'), 'demo/alice/unknown'), bytes(10)));
    // Nor by turning an uploaded image into a web page afterwards.
    await uploadBytes(ref(as('alice'), 'demo/alice/ok.png'), bytes(10), { contentType: 'image/png' });
    await denied(updateMetadata(ref(as('alice'), 'demo/alice/ok.png'), { contentType: 'text/html' }));
  });

  it("lets only the owner write or delete, and nothing outside a user's folder", async () => {
    await uploadBytes(ref(as('alice'), 'demo/alice/mine.png'), bytes(10), { contentType: 'image/png' });
    await denied(uploadBytes(ref(as('bob'), 'demo/alice/mine.png'), bytes(10), { contentType: 'image/png' }));
    await denied(uploadBytes(ref(as(null), 'demo/alice/guest.png'), bytes(10), { contentType: 'image/png' }));
    await denied(deleteObject(ref(as('bob'), 'demo/alice/mine.png')));
    await denied(uploadBytes(ref(as('alice'), 'elsewhere/alice.png'), bytes(10), { contentType: 'image/png' }));
    await expect(deleteObject(ref(as('alice'), 'demo/alice/mine.png'))).resolves.toBeUndefined();
  });
});
