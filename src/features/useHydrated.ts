import { useEffect, useState } from 'react';

/** False in the static HTML and the first client render, true once the island has hydrated. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
