/** A stored file's metadata: name, size, content type, times, download URL. */
import type { FullMetadata } from 'firebase/storage';

const FIELDS: (keyof FullMetadata)[] = [
  'bucket',
  'generation',
  'metageneration',
  'fullPath',
  'name',
  'size',
  'timeCreated',
  'updated',
  'md5Hash',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'contentType',
  'customMetadata',
];

export function MetadataList({ metadata }: { metadata: FullMetadata }) {
  return (
    <dl className="fields">
      {FIELDS.map((field) => {
        const value = metadata[field];
        return [
          <dt key={`${field}-t`}>{field}</dt>,
          <dd key={`${field}-d`}>
            {value === undefined || value === null ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value)}
          </dd>,
        ];
      })}
    </dl>
  );
}
