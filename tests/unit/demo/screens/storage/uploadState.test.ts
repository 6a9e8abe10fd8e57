import { describe, expect, it } from 'vitest';
import {
  allowedControls,
  NO_PROGRESS,
  percentDone,
  stateAfterFailure,
  stateAfterProgress,
  type TaskState,
} from '../../../../../src/demo/screens/storage/uploadState';

describe('progress', () => {
  it('is 0 % before anything is known', () => {
    expect(percentDone(NO_PROGRESS)).toBe(0);
  });
  it('rounds to whole per cent', () => {
    expect(percentDone({ sent: 1, total: 3 })).toBe(33);
    expect(percentDone({ sent: 2, total: 3 })).toBe(67);
    expect(percentDone({ sent: 3, total: 3 })).toBe(100);
  });
});

describe('state transitions', () => {
  it('follows the SDK: paused when it says paused, otherwise running', () => {
    expect(stateAfterProgress('paused')).toBe('paused');
    expect(stateAfterProgress('running')).toBe('running');
  });
  it('tells a requested cancel from a failure', () => {
    expect(stateAfterFailure({ code: 'storage/canceled' })).toBe('canceled');
    expect(stateAfterFailure({ code: 'storage/unauthorized' })).toBe('error');
    expect(stateAfterFailure(new Error('network'))).toBe('error');
  });
});

describe('controls', () => {
  const table: [TaskState, ReturnType<typeof allowedControls>][] = [
    ['idle', { upload: true, pause: false, resume: false, cancel: false }],
    ['running', { upload: false, pause: true, resume: false, cancel: true }],
    ['paused', { upload: false, pause: false, resume: true, cancel: true }],
    ['success', { upload: true, pause: false, resume: false, cancel: false }],
    ['canceled', { upload: true, pause: false, resume: false, cancel: false }],
    ['error', { upload: true, pause: false, resume: false, cancel: false }],
  ];
  it.each(table)('%s allows %o', (state, allowed) => {
    expect(allowedControls(state)).toEqual(allowed);
  });
});
