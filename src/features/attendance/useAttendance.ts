import { useCallback, useEffect, useRef, useState } from 'react';
import { attendanceTexts as texts } from '../../i18n/nbAttendance';
import { CONSENT_EVENT, hasAccepted } from '../consent/consentState';
import { hasStoredFirebaseSession } from '../../firebase/storedSession';
import { attendanceApi } from './attendanceApi';
import type { AttendanceCounts, Wish } from './attendanceFirestore';
import { isUnreachable } from './saveFailure';
import { announceSaved, onSavedInOtherTab } from './tabsChannel';
import type { Answer } from './pendingAnswer';
import { useRetry, type Retry } from './useRetry';
import { useSaveQueue } from './useSaveQueue';

/**
 * The attendance part's state for one occurrence: the visitor's answer, the counts, and the line
 * that says what happened. On a network failure the visitor is told in Norwegian; loading and
 * saving are retried with back-off and when the browser comes back online. The visitor's tabs
 * agree: the newest click wins (useSaveQueue), and a tab reads again when another one saved.
 *
 * Firebase starts (and stores its sign-in in the browser) only when the visitor acts: on the first
 * click, or on load after «Godta» (or when «Godta» is pressed on the page), or on load when this browser already has the sign-in a previous
 * answer made (reading what the visitor's own use of the feature stored, to show their answer).
 * Until then `connected` is false and nothing is requested from Firebase.
 */
export function useAttendance(occurrenceId: string) {
  const view = useShownAnswer(occurrenceId);
  const { shown, show, setCounts, setMessage, setTrouble, setSaving, failed } = view;
  const [loaded, setLoaded] = useState(false);
  const [connected, setConnected] = useState(false);
  const retry = useRetry();
  const queue = useSaveQueue(occurrenceId, retry, view);
  const { waiting, seen } = queue;

  // Reads caused by another tab's save and not yet done. While there are any, whichever read first
  // brings a changed answer says why (reads overlap: a retry and a newer notice may race).
  const otherTabReads = useRef(0);

  /** Reads the visitor's answer and the counts; `otherTab`: because another tab saved an answer. */
  const load = useCallback(
    async (otherTab = false) => {
      if (otherTab) otherTabReads.current += 1;
      try {
        const api = await attendanceApi();
        const [mine, all] = await Promise.all([api.myAnswer(occurrenceId), api.countAnswers(occurrenceId)]);
        if (mine) seen(mine.clickedAt);
        // A click made while loading wins over the stored answer.
        if (!waiting()) {
          const held = mine?.status ?? null;
          if (otherTabReads.current > 0 && held !== shown.current) setMessage(texts.otherTab);
          show(held);
        }
        setCounts(all);
        setLoaded(true);
        setTrouble(false);
      } catch (error) {
        failed(error);
        // The retry reads for the same reason, so it still says why the answer changed.
        retry.later('load', () => void load(otherTab));
      } finally {
        if (otherTab) otherTabReads.current -= 1;
      }
    },
    [occurrenceId, retry, waiting, seen, shown, show, setCounts, setMessage, setTrouble, failed],
  );

  useReconnect(occurrenceId, queue, load, retry, show, setConnected, setSaving);

  // Every click is sent, even one equal to what this tab shows: another tab may have changed the
  // answer since, and the newest click must win (saving the same answer twice counts once).
  function choose(next: Answer) {
    setConnected(true);
    setSaving(true);
    setMessage('');
    show(next);
    queue.want(next);
  }

  const { answer, counts, saving, message, trouble } = view;
  return { answer, counts, loaded, connected, saving, message, trouble, choose };
}

/**
 * What this tab shows: the answer, the counts and the line saying what happened, and how each
 * outcome of a save changes them.
 */
function useShownAnswer(occurrenceId: string) {
  const [answer, setAnswer] = useState<Answer>(null);
  const shown = useRef<Answer>(null);
  const [counts, setCounts] = useState<AttendanceCounts | null>(null);
  const [message, setMessage] = useState('');
  const [trouble, setTrouble] = useState(false);
  // From a click until the server has it and has counted it: «Lagrer svaret …» where the counts stand.
  const [saving, setSaving] = useState(false);
  // «Svaret er lagret» waits for the new counts, so it never stands beside counts without the answer.
  const savedMessage = useRef('');

  const show = useCallback((next: Answer) => {
    shown.current = next;
    setAnswer(next);
  }, []);
  // «Vi får ikke kontakt med serveren» only when it could not be reached; a refusal is said as one.
  const failed = useCallback((error: unknown) => {
    setTrouble(true);
    setMessage(isUnreachable(error) ? texts.offline : texts.notSaved);
  }, []);
  const settled = useCallback(
    (held: Wish, sent: Wish, latest: boolean) => {
      announceSaved(occurrenceId);
      if (!latest) return;
      if (held.clickedAt === sent.clickedAt) {
        savedMessage.current = sent.status ? texts.saved : texts.withdrawn;
      } else {
        // A newer click from another tab was saved while this one waited: it stands, and shows here.
        savedMessage.current = '';
        show(held.status);
        setMessage(texts.otherTab);
      }
    },
    [occurrenceId, show],
  );
  const allSaved = useCallback(async () => {
    setTrouble(false);
    try {
      setCounts(await (await attendanceApi()).countAnswers(occurrenceId));
    } catch {
      /* counts are a nicety; the answer itself is what must not be lost */
    }
    if (savedMessage.current) setMessage(savedMessage.current);
    savedMessage.current = '';
    setSaving(false);
  }, [occurrenceId]);
  return { answer, shown, show, counts, setCounts, message, setMessage, trouble, setTrouble, saving, setSaving, failed, settled, allSaved };
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
  occurrenceId: string,
  { flush, resumePending, waiting }: ReturnType<typeof useSaveQueue>,
  load: (otherTab?: boolean) => Promise<void>,
  retry: Retry,
  setAnswer: (answer: Answer) => void,
  setConnected: (connected: boolean) => void,
  setSaving: (saving: boolean) => void,
) {
  useEffect(() => {
    let connected = false;
    let unmounted = false;
    const connect = (otherTab = false) => {
      connected = true;
      setConnected(true);
      void load(otherTab);
    };
    const pending = resumePending();
    if (pending !== undefined) {
      setAnswer(pending);
      setSaving(true);
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
    // Another tab of this visitor saved an answer: read again, so this tab shows what the server holds.
    // (A part connected by a click is connected too, though `connected` here only knows about loads.)
    const stopListening = onSavedInOtherTab(occurrenceId, () => connect(true));
    window.addEventListener('online', online);
    window.addEventListener(CONSENT_EVENT, consented);
    return () => {
      unmounted = true;
      stopListening();
      window.removeEventListener('online', online);
      window.removeEventListener(CONSENT_EVENT, consented);
      retry.cancel('load');
      retry.cancel('send');
    };
  }, [occurrenceId, flush, resumePending, waiting, load, retry, setAnswer, setConnected, setSaving]);
}
