/** The uploaded image with its metadata, and a button to delete it. */
import { MetadataList } from './MetadataList';
import type { UploadedImage } from './useImageUpload';

export function StoredImage({ image, onDelete }: { image: UploadedImage; onDelete: () => Promise<void> }) {
  return (
    <div className="uploaded">
      <h2>{image.metadata.name}</h2>
      <img src={image.url} alt={`Uploaded image ${image.metadata.name}`} className="preview" />
      <MetadataList metadata={image.metadata} />
      <button type="button" className="danger" onClick={() => void onDelete()}>
        Delete
      </button>
    </div>
  );
}
