import { t } from '../../i18n/nb';
import type { Field, FieldErrors } from './application';

const m = t.membership;

const FIELD_SETUP: { name: Field; type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'birthDate', type: 'date', autoComplete: 'bday' },
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

interface FieldsProps {
  values: Record<Field, string>;
  errors: FieldErrors;
  set: (name: Field, value: string) => void;
}

/** The required text fields, each with its label and error message. */
export function TextFields({ values, errors, set }: FieldsProps) {
  return FIELD_SETUP.map(({ name, type, autoComplete, inputMode }) => (
    <div className="field" key={name}>
      <label htmlFor={`membership-${name}`}>{m[name]}</label>
      <input
        id={`membership-${name}`}
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
      {errors[name] && <p id={`${name}-error`} className="field-error">{errors[name]}</p>}
    </div>
  ));
}

interface ConsentProps { checked: boolean; errors: FieldErrors; privacyHref: string; set: (checked: boolean) => void }

/** The consent checkbox, the link to the privacy page it refers to, and its error message. */
export function ConsentField({ checked, errors, privacyHref, set }: ConsentProps) {
  return (
    <>
      <div className="field check">
        <input
          id="membership-consent"
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
      <p id="consent-privacy"><a href={privacyHref}>{m.privacyLink}</a></p>
      {errors.consent && <p id="consent-error" className="field-error">{errors.consent}</p>}
    </>
  );
}
