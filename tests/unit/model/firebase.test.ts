/** The files the Firebase CLI reads cannot import model/firebase.ts: they are checked against it here. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import firebaseJson from '../../../firebase.json' with { type: 'json' };
import { DEMO_PROJECT_ID, EMULATORS } from '../../../model/firebase';

describe('model/firebase.ts and the Firebase CLI files', () => {
  it('.firebaserc names the demo project', () => {
    const firebaserc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as { projects?: { default?: string } };
    expect(firebaserc.projects?.default, `.firebaserc: projects.default skal være ${DEMO_PROJECT_ID} (model/firebase.ts)`).toBe(
      DEMO_PROJECT_ID,
    );
  });

  it.each(EMULATORS)('firebase.json gives the %s emulator a host and a port', (name) => {
    const emulator: { host?: unknown; port?: unknown } | undefined = firebaseJson.emulators[name];
    expect(emulator?.host, `firebase.json: emulators.${name}.host mangler`).toEqual(expect.any(String));
    expect(emulator?.port, `firebase.json: emulators.${name}.port mangler`).toEqual(expect.any(Number));
  });
});
