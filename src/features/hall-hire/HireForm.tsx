import { useState } from 'react';
import '../../styles/formFields.css';
import type { HallRoom, HireTerms } from '../../../model/hallHire';
import { h } from '../../i18n/nbHallHire';
import { useHydrated } from '../useHydrated';
import { AboutFields, ConsentField, WhenFields } from './HireFields';
import { HireErrorSummary } from './HireErrorSummary';
import { HireSent } from './HireSent';
import { emptyHireInput, type HireField, type HireInput } from './hireRequest';
import { useHireSending } from './useHireSending';

interface Props {
  rooms: Pick<HallRoom, 'slug' | 'name' | 'seats'>[];
  terms: HireTerms;
  privacyHref: string;
  meetingsHref: string;
}

/**
 * Asks to rent a room. Without JavaScript only the heading and how to ask by e-mail or phone show
 * (hallHire.css); the send button exists only once the island runs.
 */
export default function HireForm({ rooms, terms, privacyHref, meetingsHref }: Props) {
  const ready = useHydrated();
  const [values, setValues] = useState<HireInput>(() => emptyHireInput(rooms[0].slug));
  const { errors, status, sent, summaryRef, submit, again } = useHireSending(values, { rooms, terms, meetingsHref });
  const set = (name: HireField | 'consent', value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  if (sent)
    return (
      <HireSent
        {...sent}
        onAnother={() => {
          again();
          setValues(emptyHireInput(rooms[0].slug));
        }}
      />
    );
  const props = { values, errors, set };
  return (
    <form
      className="hire-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="hire-form-title"
      data-waiting={ready ? undefined : ''}
    >
      <h2 id="hire-form-title">{h.formHeading}</h2>
      <p className="without-script">{h.withoutScriptForm(terms.email, terms.phone)}</p>
      <HireErrorSummary errors={errors} summaryRef={summaryRef} />
      <WhenFields rooms={rooms} {...props} />
      <AboutFields {...props} />
      <ConsentField privacyHref={privacyHref} {...props} />
      {ready && (
        <button type="submit" className="button" disabled={status === 'sending'}>
          {status === 'sending' ? h.sending : h.submit}
        </button>
      )}
      <p role="status" className={status === 'network' || status === 'refused' ? 'form-error' : undefined}>
        {status === 'network' ? h.networkError : status === 'refused' ? h.refused : ''}
      </p>
    </form>
  );
}
