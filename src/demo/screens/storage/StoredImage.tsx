/** The uploaded image with its metadata, and a button to delete it. */
import { MetadataList } from './MetadataList';
import type { UploadedImage } from './useImageUpload';

export function StoredImage({ image, onDelete }: { image: UploadedImage; onDelete: () => Promise<void> }) {
  return (
    <div className="uploaded">
      <h2>{image.metadata.name}</h2>
      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- the demo's text; tests/e2e/vuefire/storage.spec.ts looks it up */}
      <img src={image.url} alt={`Uploaded image ${image.metadata.name}`} className="preview" />
      <MetadataList metadata={image.metadata} />
      <button type="button" className="danger" onClick={() => void onDelete()}>
        Delete
      </button>
    </div>
  );
}
