/** A document's place on the site, from its published time and the pipeline's status document. */
import { describe, expect, it } from 'vitest';
import { BUILD_STATUS_ID, BUILD_STATUS_TYPE, siteState, type BuildStatus } from '../../../model/buildStatus';

const content = (updatedAt: string) => ({ documentId: 'event-bonnemote', revision: 'r1', updatedAt });
const live = {
  buildId: 'b1',
  builtAt: '2026-11-23T09:30:00Z',
  deployedAt: '2026-11-23T09:32:00Z',
  content: content('2026-11-23T09:29:00Z'),
};
const status = (extra: Partial<BuildStatus> = {}): BuildStatus => ({ _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE, live, ...extra });
const failure = (at: string, updatedAt: string) => ({
  at,
  reason: 'Datasettet: dokumentet «event-bonnemote», feltet «title»: mangler.',
  content: content(updatedAt),
});

describe('siteState', () => {
  it('says nothing for an unpublished document, or before any pipeline reported', () => {
    expect(siteState(undefined, status())).toBeNull();
    expect(siteState('2026-11-23T09:00:00Z', null)).toBeNull();
  });

  it('live: published no later than the newest content of the deployed build, since its deploy', () => {
    expect(siteState('2026-11-23T09:29:00Z', status())).toEqual({ kind: 'live', since: new Date(live.deployedAt) });
    expect(siteState('2026-11-20T09:00:00Z', status())).toEqual({ kind: 'live', since: new Date(live.deployedAt) });
  });

  it('coming: published after the deployed build read its content', () => {
    expect(siteState('2026-11-23T09:29:01Z', status())).toEqual({ kind: 'coming' });
    expect(siteState('2026-11-23T09:29:01Z', { _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE })).toEqual({ kind: 'coming' });
  });

  it('failed: a build after the live one read this change and stopped; an older change stays live', () => {
    const failed = status({ failure: failure('2026-11-23T10:05:00Z', '2026-11-23T10:00:00Z') });
    expect(siteState('2026-11-23T10:00:00Z', failed)).toMatchObject({
      kind: 'failed',
      failure: { reason: expect.stringContaining('«title»') },
    });
    expect(siteState('2026-11-23T09:00:00Z', failed)).toMatchObject({ kind: 'live' });
    // Published after the failed build read the content: the next build is coming.
    expect(siteState('2026-11-23T10:06:00Z', failed)).toEqual({ kind: 'coming' });
  });

  it('a failure older than the live deploy is history', () => {
    const old = status({ failure: failure('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z') });
    expect(siteState('2026-11-23T10:00:00Z', old)).toEqual({ kind: 'coming' });
  });
});
