/** The email form: sign in or create an account, with the password rule beside the field. */
import { DEMO_PASSWORD_POLICY } from '../../auth/passwordPolicy';
import { MODE_TEXTS } from './emailPasswordMode';
import type { EmailPasswordForm } from './useEmailPasswordForm';

export function EmailPasswordFields({ form, busy }: { form: EmailPasswordForm; busy: boolean }) {
  const texts = MODE_TEXTS[form.mode];
  return (
    <form onSubmit={form.submit} onInvalid={form.refused} className="stack" aria-describedby="password-rules">
      <fieldset>
        <legend>{texts.legend}</legend>
        <label>
          Email
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(e) => form.setEmail(e.target.value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete={texts.autoComplete}
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
          />
        </label>
        <p id="password-rules" className="hint">
          Passwords need at least {DEMO_PASSWORD_POLICY.customStrengthOptions.minPasswordLength} characters.
        </p>
        <button type="submit" disabled={busy}>
          {texts.submit}
        </button>{' '}
        <button type="button" className="link" onClick={form.switchMode}>
          {texts.switchTo}
        </button>
      </fieldset>
    </form>
  );
}
