/** A Vipps number for gifts: 5 or 6 digits. */
const VIPPS_NUMBER = /^\d{5,6}$/;

export function vippsNumberProblem(value: string): string | null {
  return VIPPS_NUMBER.test(value) ? null : `«${value}» er ikke et Vipps-nummer (5–6 sifre).`;
}
