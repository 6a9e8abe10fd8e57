import { useEffect, useRef } from 'react';
import { t } from '../../i18n/nb';

const m = t.membership;

/**
 * Shown in place of the form once the application is stored: its heading takes focus, so screen
 * readers read it at once and sighted visitors see it where the form was.
 */
export function SentPanel({ email, onAnother }: { email: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sent-panel" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {m.sentTitle}
      </h2>
      <p>{m.sentText(email)}</p>
      <button type="button" className="button secondary" onClick={onAnother}>
        {m.another}
      </button>
    </div>
  );
}
