/**
 * The visitor's tabs (one browser, one anonymous sign-in: one visitor) tell each other when an answer
 * was saved, so each of them reads again and shows what the server holds. A BroadcastChannel: a
 * message between open tabs, nothing stored.
 */
const CHANNEL = 'bedehus:attendance';
const thisTab = Math.random().toString(36).slice(2);
let sender: BroadcastChannel | undefined;

interface Saved {
  occurrenceId: string;
  from: string;
}

export function announceSaved(occurrenceId: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage({ occurrenceId, from: thisTab } satisfies Saved);
}

/** Runs `run` whenever another tab saved an answer to this occurrence; returns the way to stop. */
export function onSavedInOtherTab(occurrenceId: string, run: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<Saved>) => {
    if (data?.occurrenceId === occurrenceId && data.from !== thisTab) run();
  };
  return () => channel.close();
}
