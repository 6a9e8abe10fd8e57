import type { HallRoom } from '../../../model/hallHire';
import { h } from '../../i18n/nbHallHire';
import type { HireErrors, HireField, HireInput } from './hireRequest';

export interface FieldProps {
  values: HireInput;
  errors: HireErrors;
  set: (name: HireField | 'consent', value: string | boolean) => void;
}

const fieldId = (name: string) => `hire-${name}`;
export const hireFieldId = fieldId;

function Message({ name, errors }: { name: HireField | 'consent'; errors: HireErrors }) {
  return errors[name] ? (
    <p id={`${fieldId(name)}-error`} className="field-error">
      {errors[name]}
    </p>
  ) : null;
}

const described = (name: HireField, errors: HireErrors, hint?: boolean) =>
  [hint ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined;

function Input({
  name,
  type = 'text',
  autoComplete,
  hint,
  inputMode,
  values,
  errors,
  set,
}: FieldProps & { name: HireField; type?: string; autoComplete?: string; hint?: string; inputMode?: 'numeric' | 'tel' | 'email' }) {
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{h[name]}</label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name, errors, Boolean(hint))}
        onChange={(e) => set(name, e.target.value)}
        {...(type === 'time' ? { step: 900 } : {})}
      />
      <Message name={name} errors={errors} />
    </div>
  );
}

export function WhenFields({ rooms, ...props }: FieldProps & { rooms: Pick<HallRoom, 'slug' | 'name' | 'seats'>[] }) {
  const { values, errors, set } = props;
  return (
    <>
      <div className="field">
        <label htmlFor={fieldId('room')}>{h.room}</label>
        <select
          id={fieldId('room')}
          name="room"
          value={values.room}
          aria-invalid={errors.room ? true : undefined}
          aria-describedby={described('room', errors)}
          onChange={(e) => set('room', e.target.value)}
        >
          {rooms.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name} ({h.seats(r.seats)})
            </option>
          ))}
        </select>
        <Message name="room" errors={errors} />
      </div>
      <Input name="date" type="date" {...props} />
      <div className="field-pair">
        <Input name="from" type="time" {...props} />
        <Input name="to" type="time" {...props} />
      </div>
    </>
  );
}

export function AboutFields(props: FieldProps) {
  const { values, errors, set } = props;
  return (
    <>
      <Input name="kind" hint={h.kindHint} {...props} />
      <Input name="guests" inputMode="numeric" {...props} />
      <Input name="name" autoComplete="name" {...props} />
      <Input name="phone" type="tel" autoComplete="tel" {...props} />
      <Input name="email" type="email" autoComplete="email" {...props} />
      <div className="field">
        <label htmlFor={fieldId('message')}>{h.message}</label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={4}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described('message', errors)}
          onChange={(e) => set('message', e.target.value)}
        />
        <Message name="message" errors={errors} />
      </div>
    </>
  );
}

export function ConsentField({ privacyHref, values, errors, set }: FieldProps & { privacyHref: string }) {
  return (
    <div className="field check">
      <input
        id={fieldId('consent')}
        type="checkbox"
        checked={values.consent}
        aria-invalid={errors.consent ? true : undefined}
        aria-describedby={errors.consent ? `${fieldId('consent')}-error` : undefined}
        onChange={(e) => set('consent', e.target.checked)}
      />
      <label htmlFor={fieldId('consent')}>
        {h.consent} <a href={privacyHref}>{h.privacy}</a>.
      </label>
      <Message name="consent" errors={errors} />
    </div>
  );
}
