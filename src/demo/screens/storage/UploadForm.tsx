/** Pick an image and, if wanted, the name to store it under. */
import { useState, type FormEvent } from 'react';

interface Props {
  disabled: boolean;
  onUpload: (file: File | null, filename: string) => Promise<void>;
}

export function UploadForm({ disabled, onUpload }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [filename, setFilename] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    void onUpload(file, filename);
  }

  return (
    <form onSubmit={submit} className="stack">
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
      <button type="submit" disabled={disabled}>
        Upload
      </button>
    </form>
  );
}
