import { useState } from 'react';
import { deleteObject, getDownloadURL, getMetadata, ref, type FullMetadata, type StorageReference } from 'firebase/storage';
import { getDemoStorage } from '../../../firebase/storage';
import { storageErrorMessage } from '../../auth/errorMessages';
import { storagePath } from './storagePath';
import { useResumableUpload } from './useResumableUpload';

export interface UploadedImage {
  url: string;
  metadata: FullMetadata;
}

/** The storage screen's work: upload a picked file, show what was stored, delete it, say what failed. */
export function useImageUpload(uid: string | null) {
  const task = useResumableUpload();
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(storageErrorMessage(e));

  async function describe(stored: StorageReference) {
    try {
      const [url, metadata] = await Promise.all([getDownloadURL(stored), getMetadata(stored)]);
      setUploaded({ url, metadata });
    } catch (e) {
      fail(e);
    }
  }

  async function upload(file: File | null, filename: string) {
    if (!file) return fail('storage/invalid-argument');
    setError(null);
    setUploaded(null);
    const storage = await getDemoStorage();
    const target = ref(storage, storagePath(filename.trim() || file.name, uid));
    task.start(target, file, { onError: fail, onDone: (stored) => void describe(stored) });
  }

  async function remove() {
    if (!uploaded) return;
    setError(null);
    try {
      const storage = await getDemoStorage();
      await deleteObject(ref(storage, uploaded.metadata.fullPath));
      setUploaded(null);
      task.reset();
    } catch (e) {
      fail(e);
    }
  }

  return { task, uploaded, error, upload, remove };
}
