import type { MouseEvent, RefObject } from 'react';
import { t } from '../../i18n/nb';
import type { Field, FieldErrors } from './application';
import type { DatePart } from './birthDate';
import { errorTarget } from './ApplicationFields';

interface Props {
  errors: FieldErrors;
  invalidParts: DatePart[];
  summaryRef: RefObject<HTMLDivElement | null>;
}

/** Moves focus to the field itself (a fragment link alone only scrolls) and shows its label too. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  (field.closest('fieldset') ?? field.closest('.field') ?? field).scrollIntoView({ block: 'start' });
}

/**
 * What is wrong, at the top of the form, each message a link to its field (the GOV.UK and
 * Designsystemet pattern). The form focuses it after a failed submit, so it is read first.
 */
export function ErrorSummary({ errors, invalidParts, summaryRef }: Props) {
  const entries = Object.entries(errors) as [Field | 'consent', string][];
  if (entries.length === 0) return null;
  return (
    <div ref={summaryRef} className="error-summary" tabIndex={-1} aria-labelledby="membership-errors-title">
      <h3 id="membership-errors-title">{t.membership.errorSummary}</h3>
      <ul>
        {entries.map(([name, message]) => {
          const id = errorTarget(name, invalidParts);
          return (
            <li key={name}>
              <a href={`#${id}`} onClick={(event) => focusField(event, id)}>
                {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
