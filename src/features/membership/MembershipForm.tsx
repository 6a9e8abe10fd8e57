import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../useHydrated';
import { t } from '../../i18n/nb';
import { emptyApplication, type ApplicationInput } from './application';
import { ConsentField, TextFields } from './ApplicationFields';
import { ErrorSummary } from './ErrorSummary';
import { SentPanel } from './SentPanel';
import { ApplyWithoutScript, type ApplyElsewhere } from './ApplyWithoutScript';
import { typedBeforeStart } from './typedBeforeStart';
import { useApplicationSending, type SendStatus } from './useApplicationSending';
import '../../styles/formFields.css';
import './membershipForm.css';

interface Props {
  privacyHref: string;
  /** From the membership document. */
  minimumAge: number;
  /** The house's own contact facts, for applying without the form's script. */
  elsewhere: ApplyElsewhere;
}

const m = t.membership;
/** The status line under the button (tooSoon counts the seconds left). */
const message = (status: SendStatus, waitSeconds: number): string =>
  ({ idle: '', sending: m.sending, sent: '', network: m.networkError, refused: m.refused, tooSoon: m.tooSoon(waitSeconds) })[status];
const FAILED: SendStatus[] = ['network', 'refused', 'tooSoon'];

/** Whatever was typed while the script loaded becomes the state before React writes the fields. */
function useTypedBeforeStart(setValues: (values: ApplicationInput) => void) {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (form.current) setValues(typedBeforeStart(form.current, emptyApplication()));
  }, [setValues]);
  return form;
}

/**
 * The membership application. Checked here first (minimum age, formats), and again by
 * firestore.rules. Whatever happens on the network, what the visitor typed stays put; once it is
 * stored, a panel in the form's place says so.
 */
export default function MembershipForm({ privacyHref, minimumAge, elsewhere }: Props) {
  const [values, setValues] = useState<ApplicationInput>(emptyApplication);
  const [sentTo, setSentTo] = useState('');
  const sending = useApplicationSending(values, minimumAge, () => {
    setSentTo(values.email.trim());
    setValues(emptyApplication());
  });
  const { errors, invalidParts, status, waitSeconds, statusRef, summaryRef, submit } = sending;
  // The server-rendered form has no button until the island runs (so no native submit can reload
  // the page and lose what was typed), but how to apply without it; no fields without JavaScript.
  const ready = useHydrated();

  const set = (name: keyof ApplicationInput, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const form = useTypedBeforeStart(setValues);
  // «Fyll ut en søknad til» brings the empty form back: focus its heading rather than losing it to the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const [another, setAnother] = useState(0);
  useEffect(() => {
    if (another > 0) heading.current?.focus();
  }, [another]);

  if (status === 'sent') {
    return (
      <SentPanel
        email={sentTo}
        onAnother={() => {
          sending.again();
          setAnother((n) => n + 1);
        }}
      />
    );
  }
  return (
    <form
      ref={form}
      className="membership-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="membership-form-title"
      data-waiting={ready ? undefined : ''}
    >
      <h2 id="membership-form-title" ref={heading} tabIndex={-1}>
        {m.heading}
      </h2>
      <ErrorSummary errors={errors} invalidParts={invalidParts} summaryRef={summaryRef} />
      <TextFields values={values} errors={errors} set={set} invalidParts={invalidParts} />
      <MessageField value={values.message} set={(text) => set('message', text)} />
      <ConsentField checked={values.consent} errors={errors} privacyHref={privacyHref} set={(checked) => set('consent', checked)} />
      {ready ? <SendButton sending={status === 'sending'} /> : <ApplyWithoutScript {...elsewhere} />}
      <p ref={statusRef} tabIndex={-1} role="status" className={FAILED.includes(status) ? 'form-error' : undefined}>
        {message(status, waitSeconds)}
      </p>
    </form>
  );
}

function MessageField({ value, set }: { value: string; set: (text: string) => void }) {
  return (
    <div className="field">
      <label htmlFor="membership-message">{m.message}</label>
      <textarea id="membership-message" name="message" rows={4} maxLength={2000} value={value} onChange={(e) => set(e.target.value)} />
    </div>
  );
}

function SendButton({ sending }: { sending: boolean }) {
  return (
    <button type="submit" className="button" disabled={sending}>
      {sending ? m.sending : m.submit}
    </button>
  );
}
