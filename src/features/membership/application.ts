/**
 * The membership application's fields and their checks, shared by the form (before sending) and
 * mirrored by firestore.rules (which check again, so a bypassed form is still refused). The minimum
 * age comes from the membership document; the build writes the same number into the rules.
 */
import { t } from '../../i18n/nb';
import { FULL_NAME_LENGTH, fullNameProblem } from '../../../model/membership';
import { POSTAL_CODE } from '../../../model/postalCode';
import { birthDateString, checkBirthDate, type DatePart } from './birthDate';

/** The fields stored (firestore.rules allow exactly these, plus consent and createdAt). */
export const FIELDS = ['fullName', 'birthDate', 'address', 'postcode', 'place', 'email', 'phone', 'message'] as const;
export type Field = (typeof FIELDS)[number];
/** The fields typed: the birth date as three numbers. */
type TextField = Exclude<Field, 'birthDate'>;
export type ApplicationInput = Record<TextField, string> & { birthDay: string; birthMonth: string; birthYear: string; consent: boolean };
/** One message per stored field (the birth date's covers its three parts) and for the consent. */
export type FieldErrors = Partial<Record<Field | 'consent', string>>;

export const emptyApplication = (): ApplicationInput => ({
  fullName: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  address: '',
  postcode: '',
  place: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
});

/** The three date fields of the form as the birth date check reads them. */
const dateParts = (input: ApplicationInput) => ({ day: input.birthDay, month: input.birthMonth, year: input.birthYear });

/** The birth-date fields that are wrong (none when the date is fine). */
export function invalidDateParts(input: ApplicationInput, today: string, minimumAge: number): DatePart[] {
  return checkBirthDate(dateParts(input), today, minimumAge).parts;
}

const m = t.membership;

/** An e-mail address as firestore.rules accept it (isEmail there holds the same pattern). */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** The whole e-mail check of the rules: 6–254 UTF-16 units, no character outside the BMP (the rules' pattern sees UTF-16), the pattern. */
export const isEmailAddress = (value: string) =>
  value.length >= 6 && value.length <= 254 && !/[\uD800-\uDFFF]/.test(value) && EMAIL_PATTERN.test(value);
/** A phone number: 8–20 digits and spaces, optionally after a +, starting and ending with a digit. */
const PHONE_PATTERN = /^\+?\d[\d ]{6,18}\d$/;
export const isPhoneNumber = (value: string) => PHONE_PATTERN.test(value);
const REQUIRED: Exclude<TextField, 'message'>[] = ['fullName', 'address', 'postcode', 'place', 'email', 'phone'];

/** What is wrong with one stored field as typed, or undefined. */
function fieldProblem(field: Field, input: ApplicationInput, today: string, minimumAge: number): string | undefined {
  if (field === 'birthDate') return checkBirthDate(dateParts(input), today, minimumAge).error;
  const value = input[field].trim();
  if ((REQUIRED as string[]).includes(field) && !value) return m.required(m[field]);
  if (field === 'fullName') {
    const problem = fullNameProblem(value);
    if (problem === 'tooShort') return m.required(m.fullName);
    if (problem === 'tooLong') return m.fullNameTooLong(FULL_NAME_LENGTH.max);
    if (problem === 'invisible') return m.fullNameInvisible;
  }
  if (field === 'postcode' && !POSTAL_CODE.test(value)) return m.invalidPostcode;
  if (field === 'email' && !isEmailAddress(value)) return m.invalidEmail;
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return m.invalidPhone;
  return undefined;
}

/** The visitor's input, trimmed, checked; `today` is Oslo's date as "yyyy-mm-dd". Keys in the form's order. */
export function validateApplication(input: ApplicationInput, today: string, minimumAge: number): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const problem = fieldProblem(field, input, today, minimumAge);
    if (problem) errors[field] = problem;
  }
  if (!input.consent) errors.consent = m.consentMissing;
  return errors;
}

/** What is stored: trimmed text, exactly the fields firestore.rules allow (createdAt added on send). */
export function toDocument(input: ApplicationInput) {
  const trimmed = Object.fromEntries(
    FIELDS.map((f) => [f, f === 'birthDate' ? (birthDateString(dateParts(input)) ?? '') : input[f].trim()]),
  ) as Record<Field, string>;
  return { ...trimmed, consent: input.consent };
}
