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
  /** The project and dataset the asset lives in (hostedImage below). */
  project?: { projectId: string; dataset: string };
}

export interface ResponsiveImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

// Sanity's asset id carries the original's size: image-<hash>-<width>x<height>-<format>.
const ASSET_REF = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-[a-z]+$/;

// An asset document's own `url` names its project and dataset: https://cdn.sanity.io/images/<project>/<dataset>/….
const CDN_URL = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([\w-]+)\//i;

function projectOf(documentId: string, field: string, url: string | null | undefined): NonNullable<HostedImageSource['project']> {
  const match = CDN_URL.exec(url ?? '');
  if (match) return { projectId: match[1], dataset: match[2] };
  const config = sanityConfigFromEnv();
  if (!config)
    throw new DatasetError(
      documentId,
      field,
      `et bilde fra et Sanity-prosjekt, men SANITY_PROJECT_ID er ikke satt, og bildets adresse («${url ?? ''}») er ikke i Sanitys bilde-CDN.`,
    );
  return { projectId: config.projectId, dataset: config.dataset };
}

/**
 * A hosted image as the pages use it, checked where the content is read (before any page, as
 * content:check reads it): its project from the asset document's own URL, so an exported dump with
 * pictures builds without SANITY_PROJECT_ID, and an asset reference that carries its size.
 */
export function hostedImage(
  documentId: string,
  field: string,
  source: HostedImageSource,
  url: string | null | undefined,
): HostedImageSource {
  const checked = { ...source, project: projectOf(documentId, field, url) };
  croppedSize(documentId, field, checked);
  return checked;
}

function builderFor(documentId: string, field: string, source: HostedImageSource) {
  return createImageUrlBuilder(source.project ?? projectOf(documentId, field, null));
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
  let image = builderFor(documentId, field, source)
    .image({ asset: source.asset, crop: source.crop, hotspot: source.hotspot })
    .width(width)
    .auto('format');
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
