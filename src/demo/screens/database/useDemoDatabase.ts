import { useEffect, useState } from 'react';
import type { Database } from 'firebase/database';
import { getDemoDatabase } from '../../../firebase/database';

/** The demo's Realtime Database once it is ready (null until then). */
export function useDemoDatabase(): Database | null {
  const [db, setDb] = useState<Database | null>(null);
  useEffect(() => {
    void getDemoDatabase().then(setDb);
  }, []);
  return db;
}
