/**
 * The password policy, checked in the browser before sign-up so the visitor sees
 * which rule failed without a round trip. Field names follow Firebase's /v2/passwordPolicy.
 */
export interface PasswordPolicy {
  customStrengthOptions: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseCharacter?: boolean;
    containsUppercaseCharacter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
  allowedNonAlphanumericCharacters?: string[];
  enforcementState?: 'OFF' | 'ENFORCE' | (string & {});
  forceUpgradeOnSignin?: boolean;
  schemaVersion: number;
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** The project's policy as the demo uses it: Firebase's default minimum, nothing else required. */
export const DEMO_PASSWORD_POLICY: PasswordPolicy = {
  customStrengthOptions: { minPasswordLength: DEFAULT_MIN_PASSWORD_LENGTH },
  enforcementState: 'ENFORCE',
  schemaVersion: 1,
};

type PasswordRule = 'min-length' | 'max-length' | 'lowercase' | 'uppercase' | 'numeric' | 'non-alphanumeric';

export interface PasswordCheck {
  ok: boolean;
  failed: { rule: PasswordRule; message: string }[];
}

export class UnsupportedPasswordPolicyError extends Error {
  readonly code = 'auth/unsupported-password-policy-schema-version';
  constructor(version: number) {
    super(`Password policy schema version ${version} is not supported (only version 1).`);
  }
}

export function checkPassword(password: string, policy: PasswordPolicy = DEMO_PASSWORD_POLICY): PasswordCheck {
  if (policy.schemaVersion !== 1) throw new UnsupportedPasswordPolicyError(policy.schemaVersion);
  const o = policy.customStrengthOptions;
  const min = o.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const failed: PasswordCheck['failed'] = [];
  const length = [...password].length;
  if (length < min) failed.push({ rule: 'min-length', message: `Use at least ${min} characters.` });
  if (o.maxPasswordLength !== undefined && length > o.maxPasswordLength)
    failed.push({ rule: 'max-length', message: `Use at most ${o.maxPasswordLength} characters.` });
  if (o.containsLowercaseCharacter && !/\p{Ll}/u.test(password)) failed.push({ rule: 'lowercase', message: 'Include a lowercase letter.' });
  if (o.containsUppercaseCharacter && !/\p{Lu}/u.test(password))
    failed.push({ rule: 'uppercase', message: 'Include an uppercase letter.' });
  if (o.containsNumericCharacter && !/[0-9]/.test(password)) failed.push({ rule: 'numeric', message: 'Include a digit.' });
  if (o.containsNonAlphanumericCharacter) {
    const allowed = policy.allowedNonAlphanumericCharacters;
    const has = [...password].some((c) => (allowed ? allowed.includes(c) : /[^\p{L}\p{N}]/u.test(c)));
    if (!has)
      failed.push({
        rule: 'non-alphanumeric',
        message: allowed ? `Include one of these symbols: ${allowed.join(' ')}` : 'Include a symbol (not a letter or digit).',
      });
  }
  // With enforcement OFF the rules are advice only.
  return { ok: failed.length === 0 || policy.enforcementState === 'OFF', failed };
}
