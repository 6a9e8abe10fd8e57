/**
 * Images of a hosted Sanity project, as URLs on Sanity's image CDN built by @sanity/image-url: the
 * editor's crop becomes `rect=`, and where a fixed aspect is asked for (share cards) the library
 * cuts that aspect out of the crop centred on the editor's hotspot. `auto=format` lets the CDN send
 * AVIF or WebP to browsers that take them. The bundled dataset's images go through Astro instead.
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import { DatasetError } from './datasetError';
import { sanityConfigFromEnv } from './sourceConfig';
import { SHARE_IMAGE_SIZE } from '../features/share-image/size';

/** An image field as a GROQ query returns it: `img{ asset, crop, hotspot }`. */
export interface HostedImageSource {
  asset: { _ref: string } | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
}

export interface ResponsiveImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

// Sanity's asset id carries the original's size: image-<hash>-<width>x<height>-<format>.
const ASSET_REF = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-[a-z]+$/;

function builderFor(documentId: string, field: string) {
  const config = sanityConfigFromEnv();
  if (!config) throw new DatasetError(documentId, field, 'et bilde fra et Sanity-prosjekt, men SANITY_PROJECT_ID er ikke satt.');
  return createImageUrlBuilder({ projectId: config.projectId, dataset: config.dataset });
}

/** The size of the editor's crop of the original, in pixels. */
export function croppedSize(documentId: string, field: string, source: HostedImageSource): { width: number; height: number } {
  const match = ASSET_REF.exec(source.asset?._ref ?? '');
  if (!match) throw new DatasetError(documentId, field, `«${source.asset?._ref ?? ''}» er ikke en bildereferanse fra Sanity.`);
  const [width, height] = [Number(match[1]), Number(match[2])];
  const { top = 0, bottom = 0, left = 0, right = 0 } = source.crop ?? {};
  return { width: Math.round(width * (1 - left - right)), height: Math.round(height * (1 - top - bottom)) };
}

/** One URL: `width` wide, and exactly `height` high (cut around the hotspot) when given. */
export function hostedImageUrl(documentId: string, field: string, source: HostedImageSource, width: number, height?: number): string {
  let image = builderFor(documentId, field).image(source).width(width).auto('format');
  if (height) image = image.height(height).fit('crop');
  return image.url();
}

/** A link preview picture: cut to the share size around the editor's hotspot. */
export const hostedShareImageUrl = (documentId: string, field: string, source: HostedImageSource) =>
  hostedImageUrl(documentId, field, source, SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height);

/** `src`, `srcset` (never wider than the crop) and width/height in the cropped aspect, for <img>. */
export function hostedPicture(documentId: string, field: string, source: HostedImageSource, widths: number[]): ResponsiveImage {
  const size = croppedSize(documentId, field, source);
  const usable = widths.filter((w) => w <= size.width);
  const steps = usable.length ? usable : [size.width];
  const largest = steps.at(-1)!;
  return {
    src: hostedImageUrl(documentId, field, source, largest),
    srcset: steps.map((w) => `${hostedImageUrl(documentId, field, source, w)} ${w}w`).join(', '),
    width: largest,
    height: Math.round((largest * size.height) / size.width),
  };
}
