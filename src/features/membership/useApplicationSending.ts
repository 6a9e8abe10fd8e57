import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { osloDateKey } from '../../lib/dates';
import { toDocument, validateApplication, type ApplicationInput, type FieldErrors } from './application';

export type SendStatus = 'idle' | 'sending' | 'sent' | 'network' | 'refused';

/**
 * Checks the application, then sends it: the first field in error gets focus; after sending, the
 * status line does. Whatever happens on the network, what the visitor typed stays put.
 */
export function useApplicationSending(values: ApplicationInput, minimumAge: number, form: RefObject<HTMLFormElement | null>, onSent: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SendStatus>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateApplication(values, osloDateKey(new Date()), minimumAge);
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
      onSent();
    } catch (error) {
      setStatus((error as { code?: string }).code === 'permission-denied' ? 'refused' : 'network');
    }
    queueMicrotask(() => statusRef.current?.focus());
  }

  return { errors, status, statusRef, submit };
}
