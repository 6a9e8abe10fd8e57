/** Daily Counter: one Firestore document per UTC day, live in every open tab. */
import { useEffect, useMemo, useState } from 'react';
import { doc, increment, onSnapshot, serverTimestamp, setDoc, updateDoc, type Timestamp } from 'firebase/firestore';
import { useDemoFirestore } from '../../ui/useDemoFirestore';
import { ErrorBox } from '../../ui/ErrorBox';
import { relativeTime } from '../../ui/relativeTime';
import { useNow } from '../../ui/useNow';

interface Count {
  n: number;
  when: Timestamp | null;
}

/** Today's document id: the UTC date, as the original. */
export const todayId = (now = new Date()) => now.toISOString().slice(0, 10);

export default function CounterScreen() {
  const db = useDemoFirestore();
  const ref = useMemo(() => db && doc(db, 'count', todayId()), [db]);
  const [count, setCount] = useState<Count | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const now = useNow();

  useEffect(() => {
    if (!ref) return;
    return onSnapshot(
      ref,
      { includeMetadataChanges: false },
      (snap) => setCount(snap.exists() ? (snap.data({ serverTimestamps: 'estimate' }) as Count) : null),
      () => setError('Could not load the counter. Is the database reachable?'),
    );
  }, [ref]);

  async function click() {
    if (!ref) return;
    setError(null);
    try {
      if (count) await updateDoc(ref, { n: increment(1), when: serverTimestamp() });
      else await setDoc(ref, { n: 0, when: serverTimestamp() });
    } catch {
      setError('Could not update the counter. Try again.');
    }
  }

  return (
    <section>
      <h1>Daily Counter</h1>
      <p>A counter shared by everyone, starting again every day (UTC). Open this page in several tabs to see it change live.</p>
      {/* The button is there from the first paint (prerendered, disabled until the count is in), so
          nothing on the screen appears or moves when Firestore answers. */}
      <button type="button" className="big" onClick={() => void click()} aria-live="polite" disabled={count === undefined}>
        {count === undefined ? 'Loading the count…' : count ? `count is ${count.n}` : "click to create today's count!"}
      </button>
      {count?.when && <p>Last increment: {relativeTime(count.when.toDate(), now)}</p>}
      <ErrorBox message={error} />
    </section>
  );
}
