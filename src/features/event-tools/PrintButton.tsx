import { useHydrated } from '../useHydrated';

/** Prints the page; the print stylesheet leaves just the event. Hidden until it can work (needs JS). */
export default function PrintButton({ label }: { label: string }) {
  const ready = useHydrated();
  if (!ready) return null;
  return (
    <button type="button" className="button secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
