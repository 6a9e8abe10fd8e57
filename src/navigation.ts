import { t } from './i18n/nb';
import { paths } from '../model/routes';

/** The main navigation: paths from the route table, labels from src/i18n/nb.ts. */
export const NAV_ITEMS = [
  { href: paths.home, label: t.nav.home },
  { href: paths.program, label: t.nav.program },
  { href: paths.map, label: t.nav.map },
  { href: paths.about, label: t.nav.about },
  { href: paths.subscribe, label: t.nav.calendar },
  { href: paths.activities, label: t.nav.activities },
  { href: paths.membership, label: t.nav.membership },
  { href: paths.donations, label: t.nav.donations },
] as const;

export const LEGAL_ITEMS = [
  { href: paths.legal('personvern'), label: t.legal.privacy },
  { href: paths.legal('bruksvilkar'), label: t.legal.terms },
  { href: paths.legal('informasjonskapsler'), label: t.legal.cookies },
] as const;
