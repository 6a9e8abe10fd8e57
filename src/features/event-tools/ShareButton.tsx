import { useState } from 'react';
import { useHydrated } from '../useHydrated';

interface Props {
  label: string;
  title: string;
  url: string;
  copiedMessage: string;
  failedMessage: string;
}

/**
 * Opens the phone's share sheet where there is one; otherwise copies the link and says so,
 * visibly and in a live region (present from the start so screen readers announce the change).
 */
export default function ShareButton({ label, title, url, copiedMessage, failedMessage }: Props) {
  const ready = useHydrated();
  const [message, setMessage] = useState('');

  async function share() {
    setMessage('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to say.
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(copiedMessage);
    } catch {
      setMessage(failedMessage);
    }
  }

  return (
    <>
      {/* Unseen until it can work, but in its place from the start (see PrintButton). */}
      <button type="button" className="button secondary" onClick={share} disabled={!ready} data-pending={ready ? undefined : ''}>
        {label}
      </button>
      <p role="status" aria-live="polite" className="share-message">
        {message}
      </p>
    </>
  );
}
