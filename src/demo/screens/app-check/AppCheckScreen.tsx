/**
 * App Check: the current token, refreshed automatically and updated on every change. In
 * production the provider is reCAPTCHA v3; it needs Google's servers, which the local emulators
 * cannot stand in for, so on emulators a debug provider issues local debug tokens instead.
 */
import { useEffect, useState } from 'react';
import { CustomProvider, getToken, initializeAppCheck, onTokenChanged, ReCaptchaV3Provider, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from '../../../firebase/app';
import { usesEmulators } from '../../../firebase/config';
import { ErrorBox } from '../../ui/ErrorBox';

let appCheck: AppCheck | undefined;

/** Debug tokens for the emulators: valid for an hour, so the SDK's auto refresh can be watched. */
const debugProvider = new CustomProvider({
  getToken: async () => ({ token: `debug-${crypto.randomUUID()}`, expireTimeMillis: Date.now() + 60 * 60_000 }),
});

function startAppCheck(): AppCheck {
  const siteKey = import.meta.env.PUBLIC_RECAPTCHA_SITE_KEY;
  appCheck ??= initializeAppCheck(firebaseApp(), {
    provider: usesEmulators || !siteKey ? debugProvider : new ReCaptchaV3Provider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return appCheck;
}

export default function AppCheckScreen() {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const instance = startAppCheck();
    getToken(instance)
      .then((result) => setToken(result.token))
      .catch(() => setError('Could not get an App Check token.'));
    return onTokenChanged(instance, (result) => setToken(result.token));
  }, []);

  return (
    <section>
      <h1>App Check</h1>
      {usesEmulators && (
        <p className="notice">
          This demo runs on local emulators. The real provider, reCAPTCHA v3, needs Google’s servers and cannot run offline, so a debug
          provider issues local debug tokens here. With a real project and a reCAPTCHA site key, the same screen shows reCAPTCHA tokens.
        </p>
      )}
      <p>Current App Check token (refreshed automatically):</p>
      <p>
        <code className="token" data-testid="app-check-token">
          {token ?? 'Loading…'}
        </code>
      </p>
      <ErrorBox message={error} />
    </section>
  );
}
