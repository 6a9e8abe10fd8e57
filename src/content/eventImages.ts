/**
 * An event's share picture: a hosted image (hostedImage.ts), or a bundled one (the dataset's
 * image@file://./images/x.jpg, datasetImages.ts) as a JPEG Astro makes.
 */
import { getImage } from 'astro:assets';
import { datasetImage } from './datasetImages';
import { hostedShareImageUrl, type HostedImageSource } from './hostedImage';

/**
 * A JPEG 1200 px wide for link previews (Open Graph) and JSON-LD; a hosted image cut to the share
 * size around the editor's hotspot.
 */
export async function shareImageUrl(documentId: string, image: { url: string; hosted?: HostedImageSource }): Promise<string> {
  if (image.hosted) return hostedShareImageUrl(documentId, 'image', image.hosted);
  const file = datasetImage(documentId, 'image', image.url);
  if (!file) return image.url;
  return (await getImage({ src: file, width: Math.min(1200, file.width), format: 'jpg' })).src;
}
