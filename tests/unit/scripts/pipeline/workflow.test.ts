/**
 * The rehearsal's reading of the workflow's `if:` conditions (scripts/pipeline/workflow.mjs): GitHub's
 * status functions, comparisons of the event with a string joined by `&&`, `success()` implied
 * without a status function; anything else stops the rehearsal instead of being guessed.
 */
import { describe, expect, it } from 'vitest';
import { deployJob, previewJob, runsAfter, skippedNeeds } from '../../../../scripts/pipeline/workflow.mjs';

// The code checks run on a push only (and passed here); at any other event GitHub skips them.
const on = (event_name: string) => ({
  github: { event_name },
  needs: { checks: { result: event_name === 'push' ? 'success' : 'skipped' } },
});

describe('runsAfter', () => {
  it('takes the status functions as GitHub does', () => {
    expect(runsAfter(undefined, false)).toBe(true);
    expect(runsAfter(undefined, true)).toBe(false);
    expect(runsAfter('always()', true)).toBe(true);
    expect(runsAfter('failure()', true)).toBe(true);
    expect(runsAfter('${{ failure() }}', false)).toBe(false);
    expect(runsAfter('!cancelled()', true)).toBe(true);
  });

  it('compares the event, and implies success() without a status function', () => {
    const condition = "github.event_name != 'repository_dispatch' && github.event_name != 'schedule'";
    expect(runsAfter(condition, false, on('push'))).toBe(true);
    expect(runsAfter(condition, false, on('workflow_dispatch'))).toBe(true);
    expect(runsAfter(condition, false, on('repository_dispatch'))).toBe(false);
    expect(runsAfter(condition, false, on('schedule'))).toBe(false);
    expect(runsAfter(condition, true, on('push'))).toBe(false);
    expect(runsAfter("always() && github.event_name == 'push'", true, on('push'))).toBe(true);
  });

  it('refuses what it cannot read', () => {
    expect(() => runsAfter("contains(github.ref, 'main')", false)).toThrow(/Kan ikke øve/);
    expect(() => runsAfter("github.event_name != 'push' || always()", false)).toThrow(/Kan ikke øve/);
    expect(() => runsAfter('cancelled()', false)).toThrow(/Kan ikke øve/);
  });
});

describe('skippedNeeds', () => {
  it('sees the code checks as skipped at a publish, at night and by hand', () => {
    for (const event of ['repository_dispatch', 'schedule', 'workflow_dispatch'])
      expect(skippedNeeds(deployJob(), { event_name: event })).toEqual({ checks: { result: 'skipped' } });
  });

  it('refuses a push, whose checks a rehearsal does not run', () => {
    expect(() => skippedNeeds(deployJob(), { event_name: 'push' })).toThrow(/Kan ikke øve på jobben «checks»/);
  });
});

describe('the preview job', () => {
  const job = previewJob();
  it('runs by hand and on a push, not on a publish or at night', () => {
    expect(runsAfter(job.if, false, on('workflow_dispatch'))).toBe(true);
    expect(runsAfter(job.if, false, on('push'))).toBe(true);
    expect(runsAfter(job.if, false, on('repository_dispatch'))).toBe(false);
    expect(runsAfter(job.if, false, on('schedule'))).toBe(false);
  });
});
