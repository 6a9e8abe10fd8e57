import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/nb';
import { readConsent, saveConsent, type ConsentChoice } from './cookies';
import { ANALYTICS_ENABLED, CONSENT_EVENT } from './consentState';
import { reserveSpaceFor } from './reserveSpace';

interface Props {
  /** Address of the cookie page («Les mer»). */
  cookiePage: string;
  /** Opened from a "change your choice" button: take focus so keyboard users land in it. */
  reopened?: boolean;
  /**
   * False for the copy rendered into every page's HTML: it paints at once for a first-time visitor
   * (no wait for React), with its buttons disabled until this island replaces it.
   */
  ready?: boolean;
  onClose?: () => void;
}

/**
 * The cookie consent banner. "Godta" and "Avslå" look the same: declining must be as
 * easy as accepting. Not a modal: the page stays usable while it is shown. It comes first in the
 * page (first in the focus order) and keeps its height free at the bottom of the page.
 */
export default function CookieBanner({ cookiePage, reopened = false, ready = true, onClose = () => {} }: Props) {
  const [current] = useState(readConsent);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    reserveSpaceFor(section.current);
    if (reopened) heading.current?.focus();
    return () => reserveSpaceFor(null);
  }, [reopened]);

  function choose(choice: ConsentChoice) {
    saveConsent(choice);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
    onClose();
  }

  return (
    <section ref={section} className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
      <h2 id="cookie-banner-title" tabIndex={-1} ref={heading}>
        {t.cookies.bannerTitle}
      </h2>
      <p>
        {t.cookies.bannerText}
        {ANALYTICS_ENABLED && ` ${t.cookies.bannerStatistics}`} <a href={cookiePage}>{t.cookies.readMore}</a>
      </p>
      {current && <p>{t.cookies.current(current === 'accepted')}</p>}
      <div className="cookie-banner-actions">
        <button type="button" className="button" disabled={!ready} onClick={() => choose('accepted')}>
          {t.cookies.accept}
        </button>
        <button type="button" className="button" disabled={!ready} onClick={() => choose('declined')}>
          {t.cookies.decline}
        </button>
      </div>
    </section>
  );
}
