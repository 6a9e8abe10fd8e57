/** Signed in: who it is, sign out, delete the account. */
import { deleteUser, signOut, type Auth, type User } from 'firebase/auth';
import { ErrorBox } from '../../ui/ErrorBox';
import type { AuthAction } from './useAuthAction';
import { UserDetails } from './UserDetails';

interface Props {
  auth: Auth;
  user: User;
  action: AuthAction;
}

export function SignedInPanel({ auth, user, action: { busy, error, run } }: Props) {
  return (
    <section>
      <h1>Login</h1>
      <p>You are currently logged in as:</p>
      <UserDetails user={user} />
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => void run(() => signOut(auth))}>
          Logout
        </button>
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={() => {
            if (confirm('Delete your account for good? Notes and emoji stay in the database.')) void run(() => deleteUser(user));
          }}
        >
          Delete account
        </button>
      </div>
      <ErrorBox message={error} />
    </section>
  );
}
