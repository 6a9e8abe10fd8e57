/** The banner's inline line (run as the browser runs it, on a stand-in document): shown until a choice is stored. */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BANNER_ROOT_ID, CONSENT_COOKIE, DISMISSED_COOKIE } from '../../../../src/features/consent/consentState';
import { SHOW_BANNER_SCRIPT } from '../../../../src/features/consent/showBanner';

/** Whether the banner ends up hidden for a document.cookie of `cookie`. */
function hiddenFor(cookie: string): boolean {
  const root = { hidden: true };
  const document = { cookie, getElementById: (id: string) => (id === BANNER_ROOT_ID ? root : null) };
  runInNewContext(SHOW_BANNER_SCRIPT, { document });
  return root.hidden;
}

describe('SHOW_BANNER_SCRIPT', () => {
  it.each(['', `${CONSENT_COOKIE}=accepted`, `x${DISMISSED_COOKIE}=true`, `${DISMISSED_COOKIE}=truex`, `${DISMISSED_COOKIE}=false`])(
    'shows the banner for «%s»',
    (cookie) => {
      expect(hiddenFor(cookie)).toBe(false);
    },
  );

  it.each([`${DISMISSED_COOKIE}=true`, `a=1; ${DISMISSED_COOKIE}=true`, `${CONSENT_COOKIE}=declined; ${DISMISSED_COOKIE}=true; b=2`])(
    'keeps it hidden for «%s»',
    (cookie) => {
      expect(hiddenFor(cookie)).toBe(true);
    },
  );
});
