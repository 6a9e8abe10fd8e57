import { useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../useHydrated';
import { t } from '../../i18n/nb';
import { emptyApplication, toDocument, validateApplication, type ApplicationInput, type Field, type FieldErrors } from './application';
import { osloDateKey } from '../../lib/dates';

interface Props { privacyHref: string }

const m = t.membership;
type Status = 'idle' | 'sending' | 'sent' | 'network' | 'refused';

const FIELD_SETUP: { name: Field; type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'birthDate', type: 'date', autoComplete: 'bday' },
  { name: 'address', type: 'text', autoComplete: 'street-address' },
  { name: 'postcode', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'place', type: 'text', autoComplete: 'address-level2' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

/**
 * The membership application (spec §5, §9). Checked here first (age 15 or older, formats), and
 * again by firestore.rules. Whatever happens on the network, what the visitor typed stays put.
 */
export default function MembershipForm({ privacyHref }: Props) {
  const [values, setValues] = useState<ApplicationInput>(emptyApplication);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const form = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The server-rendered button stays disabled until the island runs, so no native submit can
  // reload the page and lose what was typed.
  const ready = useHydrated();

  const set = (name: keyof ApplicationInput, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateApplication(values, osloDateKey(new Date()));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setStatus('idle');
      // Focus the first field in error; its message is tied to it with aria-describedby.
      queueMicrotask(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    setStatus('sending');
    try {
      const { sendApplication } = await import('./membershipFirestore');
      await sendApplication(toDocument(values));
      setStatus('sent');
      setValues(emptyApplication());
    } catch (error) {
      setStatus((error as { code?: string }).code === 'permission-denied' ? 'refused' : 'network');
    }
    queueMicrotask(() => statusRef.current?.focus());
  }

  const describedBy = (name: Field | 'consent', extra?: string) => [errors[name] ? `${name}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const message = { idle: '', sending: m.sending, sent: m.sent, network: m.networkError, refused: m.refused }[status];

  return (
    <form ref={form} className="membership-form" noValidate onSubmit={submit} aria-labelledby="membership-form-title">
      <h2 id="membership-form-title">{m.heading}</h2>
      {FIELD_SETUP.map(({ name, type, autoComplete, inputMode }) => (
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
            aria-describedby={describedBy(name)}
            value={values[name]}
            onChange={(e) => set(name, e.target.value)}
          />
          {errors[name] && <p id={`${name}-error`} className="field-error">{errors[name]}</p>}
        </div>
      ))}
      <div className="field">
        <label htmlFor="membership-message">{m.message}</label>
        <textarea id="membership-message" name="message" rows={4} maxLength={2000} value={values.message} onChange={(e) => set('message', e.target.value)} />
      </div>
      <div className="field check">
        <input
          id="membership-consent"
          name="consent"
          type="checkbox"
          required
          checked={values.consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={describedBy('consent', 'consent-privacy')}
          onChange={(e) => set('consent', e.target.checked)}
        />
        <label htmlFor="membership-consent">{m.consent}</label>
      </div>
      <p id="consent-privacy"><a href={privacyHref}>{m.privacyLink}</a></p>
      {errors.consent && <p id="consent-error" className="field-error">{errors.consent}</p>}
      <button type="submit" className="button" disabled={!ready || status === 'sending'}>
        {status === 'sending' ? m.sending : m.submit}
      </button>
      <p ref={statusRef} tabIndex={-1} role="status" className={status === 'network' || status === 'refused' ? 'form-error' : undefined}>
        {message}
      </p>
    </form>
  );
}
