/**
 * Storage: upload one image with progress, pause / resume / cancel, then show it with its
 * metadata and delete it. Signed in, files go to demo/{uid}/; signed out to demo/, which the
 * rules refuse — the refusal is shown, as in the original.
 */
import { useSession } from '../../auth/session';
import { ErrorBox } from '../../ui/ErrorBox';
import { allowedControls } from './uploadState';
import { StoredImage } from './StoredImage';
import { UploadForm } from './UploadForm';
import { UploadProgress } from './UploadProgress';
import { useImageUpload } from './useImageUpload';

export default function StorageScreen() {
  const { user } = useSession();
  const { task, uploaded, error, upload, remove } = useImageUpload(user?.uid ?? null);
  return (
    <section>
      <h1>Storage</h1>
      <p>
        Upload an image to Cloud Storage.{' '}
        {user
          ? `It goes to your own folder, demo/${user.uid}/.`
          : 'You are not signed in: the rules only let signed-in users upload to their own folder, so this upload will be refused.'}
      </p>
      <UploadForm disabled={!allowedControls(task.state).upload} onUpload={upload} />
      <UploadProgress task={task} />
      <ErrorBox message={error} />
      {uploaded && <StoredImage image={uploaded} onDelete={remove} />}
    </section>
  );
}
