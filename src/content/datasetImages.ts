/**
 * The active bundled dataset's own pictures (images/ beside its NDJSON file, the folder the
 * @dataset-images alias in astro.config.mjs names), as files of the build: another dataset's pictures
 * never reach dist/. Hosted (Sanity CDN) images pass through untouched.
 */
import type { ImageMetadata } from 'astro';
import { DatasetError } from './datasetError';
import { missingImageProblem } from './bundledImageFiles';

const FILES = import.meta.glob<{ default: ImageMetadata }>('@dataset-images/*.{svg,png,jpg,jpeg,webp}', { eager: true });
const BY_NAME = new Map(Object.entries(FILES).map(([path, file]) => [fileName(path), file.default]));

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The bundled file behind a picture's path in the dataset (imageUrl's images/x.svg); undefined for a
 * hosted URL. Throws naming document and field when the folder has no such file.
 */
export function datasetImage(documentId: string, field: string, src: string): ImageMetadata | undefined {
  if (/^https?:\/\//.test(src)) return undefined;
  const file = BY_NAME.get(fileName(src));
  if (!file) throw new DatasetError(documentId, field, missingImageProblem(src));
  return file;
}

/** What an <img src> takes: a hosted URL as is, a bundled picture as its file in the build. */
export function imageSrc(documentId: string, field: string, src: string): string {
  return datasetImage(documentId, field, src)?.src ?? src;
}
