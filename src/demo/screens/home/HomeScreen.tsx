import { DEMO_STORAGE_ID } from '../../storageFooter';

/** The demo index: what this is and where to start. */
export default function HomeScreen() {
  return (
    <section>
      <h1>Firebase demo</h1>
      <p>
        Welcome! This demo shows sign-in, live databases and file storage with Firebase. Pick a demo in the menu above. Everything runs
        against local emulators, so feel free to try anything.
      </p>
      <p>Some demos need you to sign in first: they will take you to the login screen and back.</p>
      <p>
        What the demo stores in your browser is listed <a href={`#${DEMO_STORAGE_ID}`}>at the foot of every page</a>.
      </p>
    </section>
  );
}
