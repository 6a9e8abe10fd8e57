import { useEffect, useRef, useState } from 'react';
import { uploadBytesResumable, type StorageReference, type UploadTask } from 'firebase/storage';
import { NO_PROGRESS, percentDone, stateAfterFailure, stateAfterProgress, type Progress, type TaskState } from './uploadState';

interface Callbacks {
  onError: (error: unknown) => void;
  onDone: (uploaded: StorageReference) => void;
}

export interface ResumableUpload {
  state: TaskState;
  percent: number;
  start: (target: StorageReference, file: File, callbacks: Callbacks) => void;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  /** Back to idle (the uploaded file is gone). */
  reset: () => void;
}

/** One resumable upload at a time: its state, progress and controls. Leaving the screen cancels it. */
export function useResumableUpload(): ResumableUpload {
  const [state, setState] = useState<TaskState>('idle');
  const [progress, setProgress] = useState<Progress>(NO_PROGRESS);
  const task = useRef<UploadTask | null>(null);

  useEffect(
    () => () => {
      task.current?.cancel();
    },
    [],
  );

  function start(target: StorageReference, file: File, { onError, onDone }: Callbacks) {
    const current = uploadBytesResumable(target, file, { contentType: file.type || 'application/octet-stream' });
    task.current = current;
    setState('running');
    current.on(
      'state_changed',
      (snap) => {
        setProgress({ sent: snap.bytesTransferred, total: snap.totalBytes });
        setState(stateAfterProgress(snap.state));
      },
      (e) => {
        setState(stateAfterFailure(e));
        onError(e);
      },
      () => {
        setState('success');
        onDone(current.snapshot.ref);
      },
    );
  }

  return {
    state,
    percent: percentDone(progress),
    start,
    pause: () => task.current?.pause(),
    resume: () => task.current?.resume(),
    cancel: () => task.current?.cancel(),
    reset: () => setState('idle'),
  };
}
