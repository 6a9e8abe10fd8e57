import { t } from '../../i18n/nb';
import type { ApplicationInput, Field, FieldErrors } from './application';
import { DATE_PARTS, type DatePart } from './birthDate';

const m = t.membership;

type TextField = Exclude<Field, 'birthDate' | 'message'>;

const FIELD_SETUP: { name: TextField; type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
  { name: 'postcode', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'place', type: 'text', autoComplete: 'address-level2' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

/** The field's error message (when there is one) and any extra text tied to it. */
function describedBy(errors: FieldErrors, name: Field | 'consent', extra?: string) {
  return [errors[name] ? `${name}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
}

/** The id of the input an error message belongs to: the summary links to it. */
const fieldId = (name: Field | 'consent' | DatePartField) => `membership-${name}`;

type DatePartField = 'birthDay' | 'birthMonth' | 'birthYear';
const PART_FIELD: Record<DatePart, DatePartField> = { day: 'birthDay', month: 'birthMonth', year: 'birthYear' };
const PART_SETUP: Record<DatePart, { autoComplete: string; maxLength: number; size: string }> = {
  day: { autoComplete: 'bday-day', maxLength: 2, size: 'date-part-2' },
  month: { autoComplete: 'bday-month', maxLength: 2, size: 'date-part-2' },
  year: { autoComplete: 'bday-year', maxLength: 4, size: 'date-part-4' },
};

/** Where the error summary's link for a field leads: the birth date's first wrong part. */
export function errorTarget(name: Field | 'consent', invalidParts: DatePart[]): string {
  if (name !== 'birthDate') return fieldId(name);
  return fieldId(PART_FIELD[invalidParts[0] ?? 'day']);
}

interface FieldsProps {
  values: ApplicationInput;
  errors: FieldErrors;
  set: (name: keyof ApplicationInput, value: string) => void;
}

/** The birth date as three labelled number fields in one group, with one message for the date. */
function BirthDateField({ values, errors, set, invalidParts }: FieldsProps & { invalidParts: DatePart[] }) {
  const error = errors.birthDate;
  return (
    <fieldset className="field date-field" aria-describedby={['birthDate-hint', error ? 'birthDate-error' : ''].filter(Boolean).join(' ')}>
      <legend>{m.birthDate}</legend>
      <p id="birthDate-hint" className="field-hint">
        {m.birthDateHint}
      </p>
      {error && (
        <p id="birthDate-error" className="field-error">
          {error}
        </p>
      )}
      <div className="date-parts">
        {DATE_PARTS.map((part) => {
          const name = PART_FIELD[part];
          const { autoComplete, maxLength, size } = PART_SETUP[part];
          return (
            <div className="date-part" key={part}>
              <label htmlFor={fieldId(name)}>{m.dateParts[part]}</label>
              <input
                id={fieldId(name)}
                name={name}
                className={size}
                type="text"
                inputMode="numeric"
                autoComplete={autoComplete}
                maxLength={maxLength}
                required
                aria-invalid={error && invalidParts.includes(part) ? true : undefined}
                aria-describedby={error ? 'birthDate-error' : undefined}
                value={values[name]}
                onChange={(e) => set(name, e.target.value)}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The required text fields, each with its label and error message; the birth date after the name. */
export function TextFields({ values, errors, set, invalidParts }: FieldsProps & { invalidParts: DatePart[] }) {
  return FIELD_SETUP.flatMap(({ name, type, autoComplete, inputMode }) => [
    <div className="field" key={name}>
      <label htmlFor={fieldId(name)}>{m[name]}</label>
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(errors, name)}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
      />
      {errors[name] && (
        <p id={`${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>,
    ...(name === 'fullName'
      ? [<BirthDateField key="birthDate" values={values} errors={errors} set={set} invalidParts={invalidParts} />]
      : []),
  ]);
}

interface ConsentProps {
  checked: boolean;
  errors: FieldErrors;
  privacyHref: string;
  set: (checked: boolean) => void;
}

/** The consent checkbox, the link to the privacy page it refers to, and its error message. */
export function ConsentField({ checked, errors, privacyHref, set }: ConsentProps) {
  return (
    <>
      <div className="field check">
        <input
          id={fieldId('consent')}
          name="consent"
          type="checkbox"
          required
          checked={checked}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={describedBy(errors, 'consent', 'consent-privacy')}
          onChange={(e) => set(e.target.checked)}
        />
        <label htmlFor="membership-consent">{m.consent}</label>
      </div>
      <p id="consent-privacy">
        <a href={privacyHref}>{m.privacyLink}</a>
      </p>
      {errors.consent && (
        <p id="consent-error" className="field-error">
          {errors.consent}
        </p>
      )}
    </>
  );
}
