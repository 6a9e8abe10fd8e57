import { useCallback, useEffect, useState } from 'react';
import { attendanceTexts as texts } from '../../i18n/nbAttendance';
import { CONSENT_EVENT, hasAccepted } from '../consent/consentState';
import { hasStoredFirebaseSession } from '../../firebase/storedSession';
import { attendanceApi } from './attendanceApi';
import type { AttendanceCounts } from './attendanceFirestore';
import type { Answer } from './pendingAnswer';
import { useRetry, type Retry } from './useRetry';
import { useSaveQueue } from './useSaveQueue';

/**
 * The attendance part's state for one occurrence: the visitor's answer, the counts, and the line
 * that says what happened. On a network failure the visitor is told in Norwegian; loading and
 * saving are retried with back-off and when the browser comes back online.
 *
 * Firebase starts (and stores its sign-in in the browser) only when the visitor acts: on the first
 * click, or on load after «Godta» (or when «Godta» is pressed on the page), or on load when this browser already has the sign-in a previous
 * answer made (reading what the visitor's own use of the feature stored, to show their answer).
 * Until then `connected` is false and nothing is requested from Firebase.
 */
export function useAttendance(occurrenceId: string) {
  const [answer, setAnswer] = useState<Answer>(null);
  const [counts, setCounts] = useState<AttendanceCounts | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [connected, setConnected] = useState(false);
  const [message, setMessage] = useState('');
  const [offline, setOffline] = useState(false);
  const retry = useRetry();

  const wentOffline = useCallback(() => {
    setOffline(true);
    setMessage(texts.offline);
  }, []);
  const saved = useCallback((target: Answer) => setMessage(target ? texts.saved : texts.withdrawn), []);
  const allSaved = useCallback(async () => {
    setOffline(false);
    try {
      setCounts(await (await attendanceApi()).countAnswers(occurrenceId));
    } catch {
      /* counts are a nicety; the answer itself is what must not be lost */
    }
  }, [occurrenceId]);
  const queue = useSaveQueue(occurrenceId, retry, { saved, allSaved, failed: wentOffline });
  const { waiting } = queue;

  const load = useCallback(async () => {
    try {
      const api = await attendanceApi();
      const [mine, all] = await Promise.all([api.myAnswer(occurrenceId), api.countAnswers(occurrenceId)]);
      // A click made while loading wins over the stored answer.
      if (!waiting()) setAnswer(mine);
      setCounts(all);
      setLoaded(true);
      setOffline(false);
    } catch {
      wentOffline();
      retry.later('load', () => void load());
    }
  }, [occurrenceId, retry, waiting, wentOffline]);

  useReconnect(queue, load, retry, setAnswer, setConnected);

  // Every click is sent, even one equal to what this tab shows: another tab may have changed the
  // answer since, and the newest click must win (saving the same answer twice counts once).
  function choose(next: Answer) {
    setConnected(true);
    setAnswer(next);
    queue.want(next);
  }

  return { answer, counts, loaded, connected, message, offline, choose };
}

/** Whether the part may talk to Firebase before the visitor clicks (see useAttendance). */
async function mayConnectOnLoad(): Promise<boolean> {
  return hasAccepted(document.cookie) || (await hasStoredFirebaseSession());
}

/**
 * On mount: resend a wish left from before a reload, then load, if the part may connect (see
 * useAttendance); again when the browser is back online.
 */
function useReconnect(
  { flush, resumePending, waiting }: ReturnType<typeof useSaveQueue>,
  load: () => Promise<void>,
  retry: Retry,
  setAnswer: (answer: Answer) => void,
  setConnected: (connected: boolean) => void,
) {
  useEffect(() => {
    let connected = false;
    let unmounted = false;
    const connect = () => {
      connected = true;
      setConnected(true);
      void load();
    };
    const pending = resumePending();
    if (pending !== undefined) {
      setAnswer(pending);
      connect();
    } else {
      void mayConnectOnLoad().then((may) => may && !unmounted && !connected && connect());
    }
    const online = () => {
      retry.reset();
      if (waiting()) void flush();
      else if (connected) void load();
    };
    // «Godta» pressed while the page is open: connect now, as on a page loaded after it.
    const consented = (event: Event) => {
      if ((event as CustomEvent).detail === 'accepted' && !connected && !unmounted) connect();
    };
    window.addEventListener('online', online);
    window.addEventListener(CONSENT_EVENT, consented);
    return () => {
      unmounted = true;
      window.removeEventListener('online', online);
      window.removeEventListener(CONSENT_EVENT, consented);
      retry.cancel('load');
      retry.cancel('send');
    };
  }, [flush, resumePending, waiting, load, retry, setAnswer, setConnected]);
}
