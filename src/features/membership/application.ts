/**
 * The membership application's fields and their checks, shared by the form (before sending) and
 * mirrored by firestore.rules (which check again, so a bypassed form is still refused). The minimum
 * age comes from the membership document; a unit test holds firestore.rules to the same number.
 */
import { t } from '../../i18n/nb';

export const FIELDS = ['fullName', 'birthDate', 'address', 'postcode', 'place', 'email', 'phone', 'message'] as const;
export type Field = (typeof FIELDS)[number];
export type ApplicationInput = Record<Field, string> & { consent: boolean };
export type FieldErrors = Partial<Record<Field | 'consent', string>>;

export const emptyApplication = (): ApplicationInput => ({
  fullName: '', birthDate: '', address: '', postcode: '', place: '', email: '', phone: '', message: '', consent: false,
});

const m = t.membership;

/** An e-mail address as firestore.rules accept it (isEmail there holds the same pattern). */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** The whole e-mail check of the rules: 6–254 UTF-16 units, no character outside the BMP (the rules' pattern sees UTF-16), the pattern. */
export const isEmailAddress = (value: string) => value.length >= 6 && value.length <= 254 && !/[\uD800-\uDFFF]/.test(value) && EMAIL_PATTERN.test(value);
/** A phone number: 8–20 digits and spaces, optionally after a +, starting and ending with a digit. */
const PHONE_PATTERN = /^\+?\d[\d ]{6,18}\d$/;
const REQUIRED: Exclude<Field, 'message'>[] = ['fullName', 'birthDate', 'address', 'postcode', 'place', 'email', 'phone'];

/** Whole years between a "yyyy-mm-dd" birth date and "yyyy-mm-dd" today; null if not a real date. */
export function ageOn(birthDate: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [y, mo, d] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - y - (tm * 100 + td < mo * 100 + d ? 1 : 0);
  return y < 1900 || age < 0 ? null : age;
}

/** The visitor's input, trimmed, checked; `today` is Oslo's date as "yyyy-mm-dd". */
export function validateApplication(input: ApplicationInput, today: string, minimumAge: number): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) if (!input[field].trim()) errors[field] = m.required(m[field]);
  if (input.birthDate && !errors.birthDate) {
    const age = ageOn(input.birthDate, today);
    if (age === null) errors.birthDate = m.invalidBirthDate;
    else if (age < minimumAge) errors.birthDate = m.tooYoung(minimumAge);
  }
  if (input.fullName.trim() && input.fullName.trim().length < 2) errors.fullName = m.required(m.fullName);
  if (input.postcode.trim() && !/^\d{4}$/.test(input.postcode.trim())) errors.postcode = m.invalidPostcode;
  if (input.email.trim() && !isEmailAddress(input.email.trim())) errors.email = m.invalidEmail;
  if (input.phone.trim() && !PHONE_PATTERN.test(input.phone.trim())) errors.phone = m.invalidPhone;
  if (!input.consent) errors.consent = m.consentMissing;
  return errors;
}

/** What is stored: trimmed text, exactly the fields firestore.rules allow (createdAt added on send). */
export function toDocument(input: ApplicationInput) {
  const trimmed = Object.fromEntries(FIELDS.map((f) => [f, input[f].trim()])) as Record<Field, string>;
  return { ...trimmed, consent: input.consent };
}
