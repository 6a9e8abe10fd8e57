import { h } from '../../i18n/nbHallHire';

/** In the form's place once the request is stored: what happens next, and the reference. */
export function HireSent({ reference, email, onAnother }: { reference: string; email: string; onAnother: () => void }) {
  return (
    <div className="hire-sent" role="status">
      <h2>{h.sentHeading}</h2>
      <p>
        {h.sentReference}: <strong className="hire-reference">{reference}</strong>
      </p>
      <p>{h.sentNext(email)}</p>
      <button type="button" className="button secondary" onClick={onAnother}>
        {h.another}
      </button>
    </div>
  );
}
