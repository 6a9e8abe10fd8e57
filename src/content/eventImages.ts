/**
 * An event's picture: a hosted image by its URL, or a bundled one (the dataset's
 * image@file://…/src/assets/events/x.jpg) as the file Astro optimises (AVIF/WebP, several widths).
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { DatasetError } from './datasetError';

const BUNDLED = import.meta.glob<{ default: ImageMetadata }>('/src/assets/events/*.{jpg,jpeg,png,webp}', { eager: true });

/** The bundled file behind a site path like /src/assets/events/x.jpg; undefined for a hosted URL. */
export function bundledEventImage(documentId: string, url: string): ImageMetadata | undefined {
  if (/^https?:\/\//.test(url)) return undefined;
  const file = BUNDLED[url];
  if (!file) throw new DatasetError(documentId, 'image', `bildet «${url}» finnes ikke i src/assets/events/.`);
  return file.default;
}

/** A JPEG 1200 px wide for link previews (Open Graph) and JSON-LD; a hosted URL as it is. */
export async function shareImageUrl(documentId: string, url: string): Promise<string> {
  const file = bundledEventImage(documentId, url);
  if (!file) return url;
  return (await getImage({ src: file, width: Math.min(1200, file.width), format: 'jpg' })).src;
}
