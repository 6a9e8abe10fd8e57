import { t } from './i18n/nb';
import { PROGRAM_PATH, SUBSCRIBE_PATH } from './content/programmeLinks';

/** The main navigation, in the order of spec §2. */
export const NAV_ITEMS = [
  { href: '/', label: t.nav.home },
  { href: PROGRAM_PATH, label: t.nav.program },
  { href: '/kart', label: t.nav.map },
  { href: '/om-oss', label: t.nav.about },
  { href: SUBSCRIBE_PATH, label: t.nav.calendar },
  { href: '/aktiviteter', label: t.nav.activities },
  { href: '/medlemskap', label: t.nav.membership },
  { href: '/givertjeneste', label: t.nav.donations },
] as const;

export const LEGAL_ITEMS = [
  { href: '/juridisk/personvern', label: t.legal.privacy },
  { href: '/juridisk/bruksvilkar', label: t.legal.terms },
  { href: '/juridisk/informasjonskapsler', label: t.legal.cookies },
] as const;
