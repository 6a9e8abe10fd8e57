/** An upload task's states, its progress in per cent, and which controls each state allows. */
export type TaskState = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error';

export interface Progress {
  sent: number;
  total: number;
}

export const NO_PROGRESS: Progress = { sent: 0, total: 0 };

export const percentDone = ({ sent, total }: Progress): number => (total ? Math.round((sent / total) * 100) : 0);

/** The state after a progress report, from the SDK's own state in the report. */
export const stateAfterProgress = (reported: string): TaskState => (reported === 'paused' ? 'paused' : 'running');

/** The state after the task failed: cancelled on request, or an error. */
export const stateAfterFailure = (error: unknown): TaskState =>
  (error as { code?: string } | null)?.code === 'storage/canceled' ? 'canceled' : 'error';

export function allowedControls(state: TaskState) {
  const active = state === 'running' || state === 'paused';
  return { upload: !active, pause: state === 'running', resume: state === 'paused', cancel: active };
}
