import { describe, expect, it } from 'vitest';
import { VIPPS_LINK_KINDS, vippsLink, vippsLinkKindProblem } from '../../../model/vippsLink';

describe('the Vipps link of a recipient', () => {
  it('opens the documented donation link for an innsamlingsnummer, leading zeros kept', () => {
    expect(vippsLink('548210', 'donations')).toBe('https://qr.vipps.no/donations/548210');
    expect(vippsLink('01234', 'donations')).toBe('https://qr.vipps.no/donations/01234');
  });

  it('has no link for a number without the donations product', () => {
    expect(vippsLink('548210', 'numberOnly')).toBeNull();
  });

  it('refuses, in Norwegian, a missing or unknown kind and a number the Studio refuses', () => {
    expect(vippsLinkKindProblem(undefined)).toBe('Velg hva slags Vipps-nummer dette er.');
    expect(vippsLinkKindProblem('paymentLink')).toMatch(/«paymentLink» er ikke et valg her/);
    expect(VIPPS_LINK_KINDS.map((kind) => vippsLinkKindProblem(kind.value))).toEqual([null, null]);
    expect(() => vippsLink('12', 'donations')).toThrow(/5–6 sifre/);
    expect(() => vippsLink('548 210', 'donations')).toThrow(/5–6 sifre/);
  });
});
