/** Other users: everyone who signed in with an account, live. */
import { useEffect, useState } from 'react';
import { collection, onSnapshot } from 'firebase/firestore';
import { useDemoFirestore } from '../../ui/useDemoFirestore';
import { ErrorBox } from '../../ui/ErrorBox';

interface Profile {
  id: string;
  displayName: string;
  photoURL: string;
}

export default function UsersScreen() {
  const [users, setUsers] = useState<Profile[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const db = useDemoFirestore();

  useEffect(() => {
    if (!db) return;
    return onSnapshot(
      collection(db, 'users'),
      (snap) =>
        setUsers(
          snap.docs.map((d) => ({
            id: d.id,
            displayName: String(d.get('displayName') ?? 'Anonymous'),
            photoURL: String(d.get('photoURL') ?? ''),
          })),
        ),
      () => setError('Could not load the users.'),
    );
  }, [db]);

  return (
    <section>
      <h1>Other users</h1>
      <ErrorBox message={error} />
      {users === null ? (
        <p role="status">Loading</p>
      ) : (
        <>
          <p>So far {users.length} users have tried the app.</p>
          <ul className="users">
            {users.map((u) => (
              <li key={u.id}>
                {u.photoURL ? (
                  <img className="avatar" src={u.photoURL} alt="" width={32} height={32} />
                ) : (
                  <span className="avatar placeholder" aria-hidden="true" />
                )}
                {u.displayName}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
