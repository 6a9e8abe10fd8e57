import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, publicName, publicPhotoURL } from '../../../../src/demo/auth/publicProfile';

describe('publicName', () => {
  it('falls back to Anonymous and keeps names within what firestore.rules accept', () => {
    expect(publicName({ displayName: null, email: null })).toBe('Anonymous');
    expect(publicName({ displayName: '   ', email: null })).toBe('Anonymous');
    expect(publicName({ displayName: ' Kari ', email: 'kari.nordmann@example.no' })).toBe('Kari');
    expect(publicName({ displayName: 'x'.repeat(900_000), email: null })).toHaveLength(MAX_NAME_LENGTH);
  });
  it('names an e-mail user without a display name by the part of the address before «@»', () => {
    expect(publicName({ displayName: null, email: 'kari.nordmann@example.no' })).toBe('kari.nordmann');
    expect(publicName({ displayName: ' ', email: 'ola@example.no' })).toBe('ola');
  });
  it('never cuts an emoji in half', () => {
    const name = publicName({ displayName: `${'x'.repeat(99)}🌻🌻`, email: null });
    expect(name).toBe('x'.repeat(99));
  });
});

describe('publicPhotoURL', () => {
  it('keeps https addresses and drops everything else', () => {
    expect(publicPhotoURL({ photoURL: 'https://lh3.example.com/a.png' })).toBe('https://lh3.example.com/a.png');
    for (const photoURL of [
      null,
      '',
      'javascript:alert(1)',
      'http://example.com/a.png',
      'data:image/png;base64,AA',
      'https://a b',
      `https://example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(publicPhotoURL({ photoURL })).toBe('');
    }
  });
});
