import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../../model/firebase';
import { storageRules } from '../../../../scripts/emulators/storage.mjs';

const token = (uid: string) => `e30.${Buffer.from(JSON.stringify({ sub: uid, user_id: uid })).toString('base64url')}.`;
const path = (object: string) => `b/${DEMO_PROJECT_ID}.appspot.com/o/${object}`;

describe('storage.rules in the Storage stand-in', () => {
  it('lets anyone read below demo/{userId}/', () => {
    expect(storageRules({ method: 'get', path: path('demo/alice/cat.png') })).toBe(true);
    expect(storageRules({ method: 'list', path: path('demo/alice/sub/dir') })).toBe(true);
  });
  it('lets only that user write', () => {
    for (const method of ['create', 'update', 'delete']) {
      expect(storageRules({ method, path: path('demo/alice/cat.png'), token: token('alice') })).toBe(true);
      expect(storageRules({ method, path: path('demo/alice/cat.png'), token: token('bob') })).toBe(false);
      expect(storageRules({ method, path: path('demo/alice/cat.png') })).toBe(false);
    }
  });
  it('denies everything else', () => {
    expect(storageRules({ method: 'create', path: path('demo/cat.png'), token: token('alice') })).toBe(false);
    expect(storageRules({ method: 'get', path: path('demo/cat.png') })).toBe(false);
    expect(storageRules({ method: 'get', path: path('other/alice/cat.png') })).toBe(false);
    expect(storageRules({ method: 'create', path: path('private/alice/x'), token: token('alice') })).toBe(false);
  });
});
