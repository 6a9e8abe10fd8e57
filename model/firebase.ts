/**
 * The demo Firebase project, named once. A `demo-` project id keeps every Firebase SDK call on the
 * local emulators. .firebaserc (read by the Firebase CLI) must name the same project: the model's
 * test checks it. The emulators' ports live in firebase.json's `emulators` block.
 */
export const DEMO_PROJECT_ID = 'demo-bedehus';

/** The emulators the site uses, in the order they are listed and started. */
export const EMULATORS = ['auth', 'firestore', 'database', 'storage'] as const;
export type EmulatorName = (typeof EMULATORS)[number];
