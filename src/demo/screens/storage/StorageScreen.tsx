/**
 * Storage: upload one image with progress, pause / resume / cancel, then show it with its
 * metadata and delete it. Signed in, files go to demo/{uid}/; signed out to demo/, which the
 * rules refuse — the refusal is shown, as in the original.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { deleteObject, getDownloadURL, getMetadata, ref, uploadBytesResumable, type FullMetadata, type UploadTask } from 'firebase/storage';
import { getDemoStorage } from '../../../firebase/storage';
import { useSession } from '../../auth/session';
import { storageErrorMessage } from '../../auth/errorMessages';
import { ErrorBox } from '../../ui/ErrorBox';
import { MetadataList } from './MetadataList';

type TaskState = 'idle' | 'running' | 'paused' | 'success' | 'canceled' | 'error';

export const storagePath = (filename: string, uid: string | null) => (uid ? `demo/${uid}/${filename}` : `demo/${filename}`);

export default function StorageScreen() {
  const { user } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [filename, setFilename] = useState('');
  const [state, setState] = useState<TaskState>('idle');
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const [uploaded, setUploaded] = useState<{ url: string; metadata: FullMetadata } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useRef<UploadTask | null>(null);

  useEffect(
    () => () => {
      task.current?.cancel();
    },
    [],
  );

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(storageErrorMessage('storage/invalid-argument'));
      return;
    }
    setError(null);
    setUploaded(null);
    const storage = await getDemoStorage();
    const target = ref(storage, storagePath(filename.trim() || file.name, user?.uid ?? null));
    const current = uploadBytesResumable(target, file, { contentType: file.type || 'application/octet-stream' });
    task.current = current;
    setState('running');
    current.on(
      'state_changed',
      (snap) => {
        setProgress({ sent: snap.bytesTransferred, total: snap.totalBytes });
        setState(snap.state === 'paused' ? 'paused' : 'running');
      },
      (e) => {
        const canceled = (e as { code?: string }).code === 'storage/canceled';
        setState(canceled ? 'canceled' : 'error');
        setError(storageErrorMessage(e));
      },
      async () => {
        setState('success');
        try {
          const [url, metadata] = await Promise.all([getDownloadURL(current.snapshot.ref), getMetadata(current.snapshot.ref)]);
          setUploaded({ url, metadata });
        } catch (e) {
          setError(storageErrorMessage(e));
        }
      },
    );
  }

  async function remove() {
    if (!uploaded) return;
    setError(null);
    try {
      const storage = await getDemoStorage();
      await deleteObject(ref(storage, uploaded.metadata.fullPath));
      setUploaded(null);
      setState('idle');
    } catch (e) {
      setError(storageErrorMessage(e));
    }
  }

  const percent = progress.total ? Math.round((progress.sent / progress.total) * 100) : 0;
  const active = state === 'running' || state === 'paused';
  return (
    <section>
      <h1>Storage</h1>
      <p>
        Upload an image to Cloud Storage.{' '}
        {user ? `It goes to your own folder, demo/${user.uid}/.` : 'You are not signed in: the rules only let signed-in users upload to their own folder, so this upload will be refused.'}
      </p>
      <form onSubmit={(e) => void upload(e)} className="stack">
        <label>
          Image
          <input
            type="file"
            accept="image/*"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              setFile(picked);
              if (picked) setFilename(picked.name);
            }}
          />
        </label>
        <label>
          File name (optional)
          <input value={filename} onChange={(e) => setFilename(e.target.value)} />
        </label>
        <button type="submit" disabled={active}>
          Upload
        </button>
      </form>
      <div className="task" aria-live="polite">
        <p>
          Upload state: <strong data-testid="task-state">{state}</strong>
          {state !== 'idle' && ` — ${percent} %`}
        </p>
        <progress max={100} value={percent} aria-label="Upload progress" />
        <div className="actions">
          <button type="button" disabled={state !== 'running'} onClick={() => task.current?.pause()}>
            Pause
          </button>
          <button type="button" disabled={state !== 'paused'} onClick={() => task.current?.resume()}>
            Resume
          </button>
          <button type="button" disabled={!active} onClick={() => task.current?.cancel()}>
            Cancel
          </button>
        </div>
      </div>
      <ErrorBox message={error} />
      {uploaded && (
        <div className="uploaded">
          <h2>{uploaded.metadata.name}</h2>
          <img src={uploaded.url} alt={`Uploaded image ${uploaded.metadata.name}`} className="preview" />
          <MetadataList metadata={uploaded.metadata} />
          <button type="button" className="danger" onClick={() => void remove()}>
            Delete
          </button>
        </div>
      )}
    </section>
  );
}
