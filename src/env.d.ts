/// <reference types="astro/client" />
/** The public build-time variables the site reads (import.meta.env); each may be unset. */
interface ImportMetaEnv {
  readonly PUBLIC_BUILD_ID?: string;
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_APP_ID?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_DATABASE_URL?: string;
  readonly PUBLIC_FIREBASE_MEASUREMENT_ID?: string;
  readonly PUBLIC_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FIREBASE_STORAGE_BUCKET?: string;
  readonly PUBLIC_RECAPTCHA_SITE_KEY?: string;
}
