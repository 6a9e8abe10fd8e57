import { useEffect, useRef, useState, type FormEvent } from 'react';
import { secondsUntilNextApplication } from '../../../model/membership';
import { osloDateKey } from '../../../model/osloTime';
import { invalidDateParts, toDocument, validateApplication, type ApplicationInput, type FieldErrors } from './application';
import type { DatePart } from './birthDate';

export type SendStatus = 'idle' | 'sending' | 'sent' | 'network' | 'refused' | 'tooSoon';

/**
 * Checks the application, then sends it: after a failed check the error summary gets focus; after
 * sending, the status line does (the sent panel focuses itself). Whatever happens on the network,
 * what the visitor typed stays put. A second application within the rules' interval is not sent: the
 * status says how long to wait (the rules would refuse it, and «avvist» would blame the answers), also
 * when the rules refuse one sent from another tab or before a reload within the interval.
 */
/** After a refusal: the seconds left of the interval since this visitor's last application (another tab's, one before a reload). */
async function rateLimitWait(): Promise<{ sentAt: number | null; wait: number }> {
  const { lastApplicationSentAt } = await import('./membershipFirestore');
  const sentAt = await lastApplicationSentAt().catch(() => null);
  return { sentAt, wait: secondsUntilNextApplication(sentAt, Date.now()) };
}

export function useApplicationSending(values: ApplicationInput, minimumAge: number, onSent: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invalidParts, setInvalidParts] = useState<DatePart[]>([]);
  const [status, setStatus] = useState<SendStatus>('idle');
  const [failedChecks, setFailedChecks] = useState(0);
  const lastSentAt = useRef<number | null>(null);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The summary is rendered by the check that failed: focus it once it is on the page.
  useEffect(() => {
    if (failedChecks > 0) summaryRef.current?.focus();
  }, [failedChecks]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const today = osloDateKey(new Date());
    const found = validateApplication(values, today, minimumAge);
    setErrors(found);
    setInvalidParts(found.birthDate ? invalidDateParts(values, today, minimumAge) : []);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      setFailedChecks((n) => n + 1);
      return;
    }
    const wait = secondsUntilNextApplication(lastSentAt.current, Date.now());
    if (wait > 0) {
      setWaitSeconds(wait);
      setStatus('tooSoon');
      queueMicrotask(() => statusRef.current?.focus());
      return;
    }
    setStatus('sending');
    try {
      const { sendApplication } = await import('./membershipFirestore');
      await sendApplication(toDocument(values));
      lastSentAt.current = Date.now();
      setStatus('sent');
      onSent();
    } catch (error) {
      if ((error as { code?: string }).code === 'permission-denied') {
        const { sentAt, wait } = await rateLimitWait();
        if (sentAt !== null) lastSentAt.current = sentAt;
        setWaitSeconds(wait);
        setStatus(wait > 0 ? 'tooSoon' : 'refused');
      } else setStatus('network');
    }
    queueMicrotask(() => statusRef.current?.focus());
  }

  return { errors, invalidParts, status, waitSeconds, statusRef, summaryRef, submit, again: () => setStatus('idle') };
}
