/**
 * Sanity's image assets for the stand-in: the answer to an upload (POST assets/images/:dataset, the
 * file's bytes as the body) and the CDN's answer for the asset's URL. Sanity reads uploads with sharp
 * (its refusal of a non-image is sharp's message), and so does the stand-in. The CDN's transformations
 * the site and the Studio ask for (rect, w, h, fit, dpr) are applied, and the format as the CDN picks
 * it: `fm` as asked, or with `auto=format` AVIF or WebP when the browser's Accept takes them.
 */
import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';

export const CDN_ORIGIN = 'https://cdn.sanity.io';

/** The CDN path of an image asset: images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>. */
export const imageAssetPath = (projectId: string, dataset: string, hash: string, width: number, height: number, extension: string) =>
  `images/${projectId}/${dataset}/${hash}-${width}x${height}.${extension}`;

/** A refusal as the asset API words it (`{statusCode, error, message, details}`). */
export class AssetError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: string,
  ) {
    super(message);
  }
  get body() {
    return {
      statusCode: this.status,
      error: this.status === 404 ? 'Not Found' : 'Bad Request',
      message: this.message,
      details: this.details,
    };
  }
}

// sharp's format names as Sanity's extensions and MIME types.
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', svg: 'svg', tiff: 'tiff', avif: 'avif' };
const mimeTypeOf = (extension: string) => ({ jpg: 'image/jpeg', svg: 'image/svg+xml' })[extension] ?? `image/${extension}`;

interface Upload {
  projectId: string;
  dataset: string;
  /** The query's `filename` (the Studio sends the file's name). */
  filename?: string | null;
  /** The query's `meta`: which metadata to extract (lqip is, when not said otherwise). */
  meta?: string[];
}

/** The `sanity.imageAsset` document Sanity creates for an upload, or an AssetError for a non-image. */
export async function imageAssetFor(bytes: Buffer, { projectId, dataset, filename, meta = [] }: Upload) {
  const info = await sharp(bytes)
    .metadata()
    .catch((error: Error) => {
      throw new AssetError(400, 'Invalid image, could not read metadata', error.message);
    });
  const extension = EXTENSIONS[info.format ?? ''];
  if (!extension || !info.width || !info.height)
    throw new AssetError(400, 'Invalid image, could not read metadata', 'Input buffer contains unsupported image format');
  const hash = createHash('sha1').update(bytes).digest('hex');
  const { width, height } = info;
  const path = imageAssetPath(projectId, dataset, hash, width, height, extension);
  const lqip =
    meta.length === 0 || meta.includes('lqip')
      ? `data:image/jpeg;base64,${(await sharp(bytes).resize(20).jpeg().toBuffer()).toString('base64')}`
      : undefined;
  return {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: hash,
    sha1hash: hash,
    extension,
    mimeType: mimeTypeOf(extension),
    size: bytes.length,
    ...(filename ? { originalFilename: filename } : {}),
    path,
    url: `${CDN_ORIGIN}/${path}`,
    uploadId: randomUUID().replaceAll('-', ''),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: Boolean(info.hasAlpha),
      isOpaque: !info.hasAlpha,
      ...(lqip ? { lqip } : {}),
    },
  };
}

/** Formats `fm` can ask for, as sharp writes them. */
const ASKABLE = { jpg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const;

/**
 * The format the CDN answers in (a sharp format name), or null for the original's: `fm` wins; with
 * `auto=format` AVIF, else WebP, when the request's Accept header takes it.
 */
function answerFormat(query: URLSearchParams, accept: string): 'jpeg' | 'png' | 'webp' | 'avif' | null {
  const asked = query.get('fm');
  if (asked && asked in ASKABLE) return ASKABLE[asked as keyof typeof ASKABLE];
  if (query.get('auto') !== 'format') return null;
  if (accept.includes('image/avif')) return 'avif';
  if (accept.includes('image/webp')) return 'webp';
  return null;
}

/**
 * The CDN's picture for a URL's query and the request's Accept header: `rect=left,top,width,height`
 * cut from the original, then `w`/`h` times `dpr` (with `fit=crop` both exactly, else within them,
 * never larger than the cut), in the format answerFormat picks. Returns the bytes and their MIME type.
 */
export async function transformedImage(
  original: Buffer,
  originalMimeType: string,
  query: URLSearchParams,
  accept = '',
): Promise<{ bytes: Buffer; mimeType: string }> {
  const rect = query.get('rect')?.split(',').map(Number);
  const dpr = Number(query.get('dpr')) || 1;
  const width = Math.round(Number(query.get('w')) * dpr) || undefined;
  const height = Math.round(Number(query.get('h')) * dpr) || undefined;
  const format = answerFormat(query, accept);
  if (!rect && !width && !height && !format) return { bytes: original, mimeType: originalMimeType };
  let image = sharp(original);
  if (rect?.length === 4) image = image.extract({ left: rect[0], top: rect[1], width: rect[2], height: rect[3] });
  if (width || height)
    image = image.resize({ width, height, fit: query.get('fit') === 'crop' ? 'cover' : 'inside', withoutEnlargement: true });
  // A low AVIF effort: the stand-in answers browser tests on two cores, not visitors on a phone.
  if (format) image = format === 'avif' ? image.avif({ effort: 0 }) : image.toFormat(format);
  return { bytes: await image.toBuffer(), mimeType: format ? `image/${format}` : originalMimeType };
}
