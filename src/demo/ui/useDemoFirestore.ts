import { useEffect, useState } from 'react';
import type { Firestore } from 'firebase/firestore';
import { getDemoFirestore } from '../../firebase/firestore';

/**
 * The demo's Firestore once it is ready (null until then). A screen left before that never gets
 * it, so no listener is started for a screen that is gone.
 */
export function useDemoFirestore(): Firestore | null {
  const [db, setDb] = useState<Firestore | null>(null);
  useEffect(() => {
    let cancelled = false;
    void getDemoFirestore().then((firestore) => {
      if (!cancelled) setDb(firestore);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return db;
}
