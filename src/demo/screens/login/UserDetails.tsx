/** The signed-in user's fields. */
import type { User } from 'firebase/auth';
import { publicName } from '../../auth/publicProfile';

const show = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function UserDetails({ user }: { user: User }) {
  return (
    <div className="user-card">
      <p className="user-head">
        {user.photoURL ? <img src={user.photoURL} alt="" width={48} height={48} className="avatar" /> : null}
        <strong>{publicName(user)}</strong>
        {user.isAnonymous && <span className="badge">anonymous</span>}
      </p>
      <dl className="fields">
        <dt>uid</dt>
        <dd>{user.uid}</dd>
        <dt>displayName</dt>
        <dd>{show(user.displayName)}</dd>
        <dt>photoURL</dt>
        <dd>{show(user.photoURL)}</dd>
        <dt>email</dt>
        <dd>{show(user.email)}</dd>
        <dt>emailVerified</dt>
        <dd>{String(user.emailVerified)}</dd>
        <dt>phoneNumber</dt>
        <dd>{show(user.phoneNumber)}</dd>
        <dt>tenantId</dt>
        <dd>{show(user.tenantId)}</dd>
        <dt>isAnonymous</dt>
        <dd>{String(user.isAnonymous)}</dd>
        <dt>providerData</dt>
        <dd>
          {user.providerData.length === 0
            ? '—'
            : user.providerData.map((p) => (
                <span key={p.providerId + p.uid} className="provider">
                  {p.providerId}: {show(p.email ?? p.displayName ?? p.uid)}
                </span>
              ))}
        </dd>
        <dt>created</dt>
        <dd>{show(user.metadata.creationTime)}</dd>
        <dt>last sign-in</dt>
        <dd>{show(user.metadata.lastSignInTime)}</dd>
      </dl>
    </div>
  );
}
