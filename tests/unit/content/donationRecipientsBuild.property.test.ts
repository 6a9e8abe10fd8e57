/**
 * Whatever the Studio lets a volunteer publish as a gift recipient builds, and gets the link its kind
 * documents; whatever the Studio refuses in the Vipps fields it refuses on that field. fast-check writes
 * recipients with the Vipps numbers and kinds volunteers get wrong (too short, spaces, letters, no kind).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDonationRecipients } from '../../../src/content/pages';
import { checkDocuments } from '../../../src/content/schemaCheck';
import { groqJsFetcher } from '../../../src/content/sources';
import { VIPPS_LINK_KINDS } from '../../../model/vippsLink';

const vippsNumbers = fc.oneof(
  { arbitrary: fc.stringMatching(/^\d{5,6}$/), weight: 4 },
  { arbitrary: fc.stringMatching(/^\d{1,4}$|^\d{7,9}$/), weight: 1 },
  { arbitrary: fc.constantFrom('548 210', '54821O', '+47548210', ''), weight: 1 },
);
const kinds = fc.oneof(
  { arbitrary: fc.constantFrom(...VIPPS_LINK_KINDS.map((k) => k.value)), weight: 4 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

describe('gift recipients: the Studio and the build agree', () => {
  it('builds every recipient the Studio accepts, and refuses the rest on the Vipps fields', async () => {
    await fc.assert(
      fc.asyncProperty(vippsNumbers, kinds, async (vippsNumber, vippsLinkKind) => {
        const doc = {
          _id: 'donationRecipient-x',
          _type: 'donationRecipient',
          label: 'Drift',
          accountNumber: '1503.27.01008',
          ...(vippsNumber ? { vippsNumber } : {}),
          ...(vippsLinkKind ? { vippsLinkKind } : {}),
        };
        const problems = await checkDocuments([doc]);
        const build = getDonationRecipients(groqJsFetcher([doc]));
        if (problems.length === 0) {
          const [recipient] = await build;
          expect(recipient.vippsLink).toBe(vippsLinkKind === 'donations' ? `https://qr.vipps.no/donations/${vippsNumber}` : null);
        } else {
          expect(problems.every((p) => ['vippsNumber', 'vippsLinkKind'].includes(p.field))).toBe(true);
          await expect(build).rejects.toThrow(/«(vippsNumber|vippsLinkKind)»/);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
