import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../../model/firebase';
import { STORAGE_LIMITS, storageRules } from '../../../../stand-ins/firebase/storage.mjs';

const token = (uid: string) => `e30.${Buffer.from(JSON.stringify({ sub: uid, user_id: uid })).toString('base64url')}.`;
const path = (object: string) => `b/${DEMO_PROJECT_ID}.appspot.com/o/${object}`;
const image = (size = 10, contentType = 'image/png') => ({ after: { size, contentType } });

describe('storage.rules in the Storage stand-in', () => {
  it('lets anyone read below demo/{userId}/', () => {
    expect(storageRules({ method: 'get', path: path('demo/alice/cat.png') })).toBe(true);
    expect(storageRules({ method: 'list', path: path('demo/alice/sub/dir') })).toBe(true);
  });
  it('lets only that user write', () => {
    for (const method of ['create', 'update', 'delete']) {
      expect(storageRules({ method, path: path('demo/alice/cat.png'), token: token('alice'), file: image() })).toBe(true);
      expect(storageRules({ method, path: path('demo/alice/cat.png'), token: token('bob'), file: image() })).toBe(false);
      expect(storageRules({ method, path: path('demo/alice/cat.png'), file: image() })).toBe(false);
    }
  });
  it('lets the owner write images of at most 5 MB only', () => {
    const write = (file: unknown) =>
      storageRules({ method: 'create', path: path('demo/alice/x'), token: token('alice'), file: file as never });
    expect(write(image(5 * 1024 * 1024, 'image/jpeg'))).toBe(true);
    expect(write(image(10, 'image/webp'))).toBe(true);
    expect(write(image(5 * 1024 * 1024 + 1))).toBe(false);
    expect(write(image(25 * 1024 * 1024))).toBe(false);
    for (const type of ['text/html', 'image/svg+xml', 'image/png; charset=x', 'ximage/png', 'image/pngx', ''])
      expect(write(image(10, type))).toBe(false);
    expect(write({ after: { size: 10 } })).toBe(false);
    expect(write(undefined)).toBe(false);
  });
  it('denies everything else', () => {
    expect(storageRules({ method: 'create', path: path('demo/cat.png'), token: token('alice'), file: image() })).toBe(false);
    expect(storageRules({ method: 'get', path: path('demo/cat.png') })).toBe(false);
    expect(storageRules({ method: 'get', path: path('other/alice/cat.png') })).toBe(false);
    expect(storageRules({ method: 'create', path: path('private/alice/x'), token: token('alice'), file: image() })).toBe(false);
  });
  it('refuses names with empty or dot segments, which the emulator would fold into another name', () => {
    for (const name of ['demo/alice/../bob/f.png', 'demo/alice/./f.png', 'demo/alice//f.png', 'demo//alice/f.png', 'demo/alice/f.png/'])
      for (const method of ['get', 'create', 'delete'])
        expect(storageRules({ method, path: path(name), token: token('alice'), file: image() }), `${method} ${name}`).toBe(false);
  });
});

describe('storage.rules and its JavaScript copy', () => {
  // The Java rules engine cannot run offline, so the copy is compared with the file's text.
  const rules = readFileSync('storage.rules', 'utf8').replace(/\/\/.*$/gm, '');

  it('match the same path, with public reads and owner-only writes and deletes', () => {
    expect(rules.match(/match \/[^\s{]*(?:\{[^}]*\}[^\s{]*)* \{/g)).toEqual([
      'match /b/{bucket}/o {',
      'match /demo/{userId}/{allPaths=**} {',
    ]);
    expect(rules.match(/allow [a-z, ]+(?::|;)/g)).toEqual(['allow read;', 'allow create, update:', 'allow delete:']);
    expect(rules.match(/request\.auth != null && request\.auth\.uid == userId/g)).toHaveLength(2);
  });

  it('set the same size limit and content types', () => {
    const size = /request\.resource\.size <= ([\d\s*]+)\n/.exec(rules)?.[1];
    expect(size?.split('*').reduce((product, n) => product * Number(n), 1)).toBe(STORAGE_LIMITS.maxBytes);
    expect(/request\.resource\.contentType\.matches\('([^']+)'\)/.exec(rules)?.[1]).toBe(STORAGE_LIMITS.contentType);
  });
});
