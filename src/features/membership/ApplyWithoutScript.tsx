import { Fragment } from 'react';
import { t } from '../../i18n/nb';
import { addressParts } from '../../lib/addressBreaks';

/** How to reach the house without the form: its e-mail, and its postal address for a paper application. */
export interface ApplyElsewhere {
  email: string;
  /** The house's name and postal address, as one line. */
  postal: string;
}

const m = t.membership;

/**
 * In the static HTML where «Send søknad» will be: until the form's script runs (never, without
 * JavaScript or when it fails to load), the visitor reads how to apply by e-mail or on paper
 * rather than meeting a button that cannot send.
 */
export function ApplyWithoutScript({ email, postal }: ApplyElsewhere) {
  return (
    <p className="apply-without-script" data-testid="apply-without-script">
      {m.withoutScriptLead} {m.withoutScriptEmail}{' '}
      <a href={`mailto:${email}`}>
        {addressParts(email).map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </a>{' '}
      {m.withoutScriptPaper(postal)}
    </p>
  );
}
