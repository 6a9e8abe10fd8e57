/**
 * Login: email + password (sign up / sign in, password policy checked first), Google by popup or
 * redirect (the Auth emulator's own account picker), anonymous; sign out; delete the account.
 */
import { useSession } from '../../auth/session';
import { safeRedirect } from '../../guards';
import { ErrorBox } from '../../ui/ErrorBox';
import { EmailPasswordFields } from './EmailPasswordFields';
import { OtherSignIns } from './OtherSignIns';
import { SignedInPanel } from './SignedInPanel';
import { useAuthAction } from './useAuthAction';
import { useEmailPasswordForm } from './useEmailPasswordForm';
import { useGoogleRedirectResult } from './useGoogleRedirectResult';

export default function LoginScreen() {
  const { status, user, auth } = useSession();
  const action = useAuthAction();
  // Held here, not in the form, so what was typed survives signing in and out again.
  const form = useEmailPasswordForm(auth, action);
  useGoogleRedirectResult(auth, action.setError);
  const redirect = typeof location === 'undefined' ? null : safeRedirect(new URLSearchParams(location.search).get('redirect'));

  if (status === 'loading' || !auth) return <p role="status">Loading</p>;
  if (user) return <SignedInPanel auth={auth} user={user} action={action} />;
  return (
    <section>
      <h1>Login</h1>
      {redirect && <p className="notice">Please login to access {redirect}</p>}
      <EmailPasswordFields form={form} busy={action.busy} />
      <ErrorBox message={action.error} />
      <OtherSignIns auth={auth} action={action} />
    </section>
  );
}
