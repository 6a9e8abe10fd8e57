/** The task's state and progress, announced as it changes, with pause, resume and cancel. */
import { allowedControls } from './uploadState';
import type { ResumableUpload } from './useResumableUpload';

export function UploadProgress({ task }: { task: ResumableUpload }) {
  const allowed = allowedControls(task.state);
  return (
    <div className="task" aria-live="polite">
      <p>
        Upload state: <strong data-testid="task-state">{task.state}</strong>
        {task.state !== 'idle' && ` — ${task.percent} %`}
      </p>
      <progress max={100} value={task.percent} aria-label="Upload progress" />
      <div className="actions">
        <button type="button" disabled={!allowed.pause} onClick={task.pause}>
          Pause
        </button>
        <button type="button" disabled={!allowed.resume} onClick={task.resume}>
          Resume
        </button>
        <button type="button" disabled={!allowed.cancel} onClick={task.cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
