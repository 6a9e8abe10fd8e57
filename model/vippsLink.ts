/**
 * The link (and QR code) that opens Vipps on a recipient's number, by the kind of number the
 * Studio says it is. Vipps MobilePay documents one link format for gifts, for sales units with the
 * Donations product («Vipps Innsamling»): https://qr.vipps.no/donations/{alias}, where the alias is
 * the Vipps number, 1–6 digits, leading zeros significant
 * (https://developer.vippsmobilepay.com/docs/APIs/donations-api/donation-links-and-qr/).
 * A number without that product has no documented link: the page then shows the number alone.
 */
import { vippsNumberProblem } from './vippsNumber';

/** The kinds a volunteer chooses between in the Studio, in its words. */
export const VIPPS_LINK_KINDS = [
  { value: 'donations', title: 'Innsamlingsnummer (Vipps Innsamling): «Åpne Vipps»-knapp og QR-kode' },
  { value: 'numberOnly', title: 'Annet Vipps-nummer: bare nummeret vises' },
] as const;
export type VippsLinkKind = (typeof VIPPS_LINK_KINDS)[number]['value'];

/** The documented host and path of a Norwegian donation link. */
const DONATION_LINK_BASE = 'https://qr.vipps.no/donations/';

export function vippsLinkKindProblem(value: string | null | undefined): string | null {
  if (!value) return 'Velg hva slags Vipps-nummer dette er.';
  return VIPPS_LINK_KINDS.some((kind) => kind.value === value)
    ? null
    : `«${value}» er ikke et valg her. Velg «Innsamlingsnummer» eller «Annet Vipps-nummer».`;
}

/** The link that opens Vipps on this number, or null when its kind has none. Throws on what the Studio refuses. */
export function vippsLink(vippsNumber: string, kind: VippsLinkKind): string | null {
  const problem = vippsNumberProblem(vippsNumber) ?? vippsLinkKindProblem(kind);
  if (problem) throw new Error(problem);
  return kind === 'donations' ? `${DONATION_LINK_BASE}${vippsNumber}` : null;
}
