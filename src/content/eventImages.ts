/**
 * An event's picture: a hosted image (hostedImage.ts), or a bundled one (the dataset's
 * image@file://…/src/assets/events/x.jpg) as the file Astro optimises (AVIF/WebP, several widths).
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { DatasetError } from './datasetError';
import { hostedShareImageUrl, type HostedImageSource } from './hostedImage';

const BUNDLED = import.meta.glob<{ default: ImageMetadata }>('/src/assets/events/*.{jpg,jpeg,png,webp}', { eager: true });

/** The bundled file behind a site path like /src/assets/events/x.jpg; undefined for a hosted URL. */
export function bundledEventImage(documentId: string, url: string): ImageMetadata | undefined {
  if (/^https?:\/\//.test(url)) return undefined;
  const file = BUNDLED[url];
  if (!file) throw new DatasetError(documentId, 'image', `bildet «${url}» finnes ikke i src/assets/events/.`);
  return file.default;
}

/**
 * A JPEG 1200 px wide for link previews (Open Graph) and JSON-LD; a hosted image cut to the share
 * size around the editor's hotspot.
 */
export async function shareImageUrl(documentId: string, image: { url: string; hosted?: HostedImageSource }): Promise<string> {
  if (image.hosted) return hostedShareImageUrl(documentId, 'image', image.hosted);
  const file = bundledEventImage(documentId, image.url);
  if (!file) return image.url;
  return (await getImage({ src: file, width: Math.min(1200, file.width), format: 'jpg' })).src;
}
