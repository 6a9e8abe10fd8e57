import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/nb';
import type { AttendanceCounts, AttendanceStatus } from './attendanceFirestore';

interface Props { eventId: string; title: string }

type Answer = AttendanceStatus | null;
const label = (a: AttendanceStatus) => (a === 'kommer' ? t.attendance.coming : t.attendance.maybe);
const MAX_RETRY_MS = 30_000;

/** An answer not yet confirmed by the server survives a reload here (removed once saved). */
const PENDING_PREFIX = 'sentrum:attendance-pending:';
function rememberPending(eventId: string, wish: Answer | undefined) {
  try {
    if (wish === undefined) localStorage.removeItem(PENDING_PREFIX + eventId);
    else localStorage.setItem(PENDING_PREFIX + eventId, wish ?? 'trukket');
  } catch {
    /* storage unavailable (private mode): the answer is still kept in memory */
  }
}
function readPending(eventId: string): Answer | undefined {
  try {
    const value = localStorage.getItem(PENDING_PREFIX + eventId);
    return value === 'kommer' || value === 'kanskje' ? value : value === 'trukket' ? null : undefined;
  } catch {
    return undefined;
  }
}

/** Firebase is fetched on first use: the island itself renders before the SDK arrives. */
const data = () => import('./attendanceFirestore');

/**
 * "Kommer" / "Kanskje" for one event occurrence. The latest wish is kept until the server has it:
 * on a network failure the visitor is told in Norwegian and the save is retried with back-off and
 * when the browser comes back online. Only one save is in flight at a time; the newest wish wins.
 */
export default function Attendance({ eventId, title }: Props) {
  const [answer, setAnswer] = useState<Answer>(null);
  const [counts, setCounts] = useState<AttendanceCounts | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [message, setMessage] = useState('');
  const [offline, setOffline] = useState(false);
  const wish = useRef<Answer | undefined>(undefined);
  const busy = useRef(false);
  const retryDelay = useRef(1000);
  // Loading and sending retry on their own timers, so neither cancels the other's retry.
  const loadRetry = useRef<number | undefined>(undefined);
  const flushRetry = useRef<number | undefined>(undefined);
  const retryLater = useCallback((timer: typeof loadRetry, run: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(run, retryDelay.current);
    retryDelay.current = Math.min(retryDelay.current * 2, MAX_RETRY_MS);
  }, []);

  const refreshCounts = useCallback(async () => {
    try {
      setCounts(await (await data()).countAnswers(eventId));
    } catch {
      /* counts are a nicety; the answer itself is what must not be lost */
    }
  }, [eventId]);

  const flush = useCallback(async () => {
    if (busy.current || wish.current === undefined) return;
    busy.current = true;
    window.clearTimeout(flushRetry.current);
    try {
      while (wish.current !== undefined) {
        const target: Answer = wish.current;
        await (await data()).saveAnswer(eventId, target);
        if (wish.current === target) {
          wish.current = undefined;
          rememberPending(eventId, undefined);
        }
        setMessage(target ? t.attendance.saved : t.attendance.withdrawn);
      }
      setOffline(false);
      retryDelay.current = 1000;
      busy.current = false;
      await refreshCounts();
    } catch {
      busy.current = false;
      setOffline(true);
      setMessage(t.attendance.offline);
      retryLater(flushRetry, () => void flush());
    }
  }, [eventId, refreshCounts, retryLater]);

  const load = useCallback(async () => {
    try {
      const api = await data();
      const [mine, all] = await Promise.all([api.myAnswer(eventId), api.countAnswers(eventId)]);
      // A click made while loading wins over the stored answer.
      if (wish.current === undefined) setAnswer(mine);
      setCounts(all);
      setLoaded(true);
      setOffline(false);
    } catch {
      setOffline(true);
      setMessage(t.attendance.offline);
      retryLater(loadRetry, () => void load());
    }
  }, [eventId, retryLater]);

  useEffect(() => {
    // An answer given before a reload that never reached the server is sent now.
    const pending = readPending(eventId);
    if (pending !== undefined) {
      wish.current = pending;
      setAnswer(pending);
      void flush();
    }
    void load();
    const online = () => {
      retryDelay.current = 1000;
      if (wish.current !== undefined) void flush();
      else void load();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(loadRetry.current);
      window.clearTimeout(flushRetry.current);
    };
  }, [eventId, load, flush]);

  function choose(next: Answer) {
    if (next === answer && wish.current === undefined) return;
    setAnswer(next);
    wish.current = next;
    rememberPending(eventId, next);
    void flush();
  }

  const headingId = `attendance-${eventId}`;
  return (
    <section className="attendance" aria-labelledby={headingId} data-loaded={loaded ? 'true' : undefined}>
      <h2 id={headingId}>{t.attendance.heading}</h2>
      <p>{t.attendance.intro}</p>
      <div className="attendance-actions" role="group" aria-label={`${t.attendance.heading} ${title}`}>
        {(['kommer', 'kanskje'] as const).map((status) => (
          <button key={status} type="button" className="button" aria-pressed={answer === status} onClick={() => choose(status)}>
            {label(status)}
          </button>
        ))}
        {answer && (
          <button type="button" className="button secondary" onClick={() => choose(null)}>
            {t.attendance.withdraw}
          </button>
        )}
      </div>
      <p>{answer ? t.attendance.yourAnswer(label(answer)) : t.attendance.noAnswer}</p>
      <p data-counts>{counts ? t.attendance.counts(counts.kommer, counts.kanskje) : loaded ? t.attendance.countsUnavailable : t.attendance.loading}</p>
      {/* aria-live rather than role=status: the event page has other status regions (share). */}
      <p aria-live="polite" data-attendance-message className={offline ? 'form-error' : undefined}>
        {message}
      </p>
    </section>
  );
}
