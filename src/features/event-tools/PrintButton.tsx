import { useHydrated } from '../useHydrated';

/**
 * Prints the page; the print stylesheet leaves just the event. Needs JS: until it can work it keeps
 * its place in the row, unseen and out of reach (data-pending), so nothing moves when it appears.
 */
export default function PrintButton({ label }: { label: string }) {
  const ready = useHydrated();
  return (
    <button
      type="button"
      className="button secondary"
      onClick={() => window.print()}
      disabled={!ready}
      data-pending={ready ? undefined : ''}
    >
      {label}
    </button>
  );
}
