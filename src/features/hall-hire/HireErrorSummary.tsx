import type { RefObject } from 'react';
import { h } from '../../i18n/nbHallHire';
import { hireFieldId } from './HireFields';
import type { HireErrors } from './hireRequest';

/** What is wrong, each message a link to its field; focused after a failed send. */
export function HireErrorSummary({ errors, summaryRef }: { errors: HireErrors; summaryRef: RefObject<HTMLDivElement | null> }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div ref={summaryRef} className="error-summary" tabIndex={-1} role="group" aria-labelledby="hire-errors-title">
      <h3 id="hire-errors-title">{h.errorSummary}</h3>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${hireFieldId(name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
