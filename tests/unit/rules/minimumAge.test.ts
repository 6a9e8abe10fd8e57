/**
 * The rules take their minimum age from the membership document: rendered for another age than the
 * bundled one, the real rules engine moves the limit with it.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { bundledMembership, useFirestoreRules } from '../../support/rules';
import { application, applicationSender, birthDateFor } from '../../support/membershipApplications';

const bundled = await bundledMembership();
// Any age other than the bundled one proves the number comes from the data, not from the file.
const MINIMUM_AGE = bundled.minimumAge + 3;
const env = useFirestoreRules({ membership: { ...bundled, minimumAge: MINIMUM_AGE } });
const { apply } = applicationSender(env);

describe('the minimum age the rules accept', () => {
  it('is the membership document\'s, to the day', async () => {
    expect(MINIMUM_AGE).not.toBe(bundled.minimumAge);
    await assertSucceeds(apply(application({ birthDate: birthDateFor(MINIMUM_AGE) })));
    await assertFails(apply(application({ birthDate: birthDateFor(MINIMUM_AGE, 1) })));
    await assertFails(apply(application({ birthDate: birthDateFor(bundled.minimumAge) })));
  });
});
