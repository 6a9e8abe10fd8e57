/**
 * The bundled dataset as a hosted project holds it: every picture uploaded to Sanity (an image
 * reference to a `sanity.imageAsset` on cdn.sanity.io) instead of a file of its images/ folder. For
 * builds against the Sanity API stand-in that should render hosted pictures.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readNdjson, type SanityDocument } from '../../src/content/sources';
import { BUNDLED_DATASET_PATH } from '../../src/content/sourceConfig';
import { CDN_ORIGIN, imageAssetPath } from '../../stand-ins/sanity/imageAssets';

/** One size for every upload: the CDN scales and crops, the site only reads the id's dimensions. */
const [WIDTH, HEIGHT] = [1600, 1200];

/** Replaces each bundled picture (`_sanityAsset`) with a reference to an uploaded asset, collected in `assets`. */
function hosted(value: unknown, projectId: string, dataset: string, assets: Map<string, SanityDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => hosted(item, projectId, dataset, assets));
  if (!value || typeof value !== 'object') return value;
  const { _sanityAsset, ...rest } = value as Record<string, unknown>;
  if (typeof _sanityAsset === 'string') {
    const extension = /\.([a-z]+)$/.exec(_sanityAsset)?.[1] ?? 'jpg';
    const hash = createHash('sha1').update(_sanityAsset).digest('hex');
    const id = `image-${hash}-${WIDTH}x${HEIGHT}-${extension}`;
    assets.set(id, {
      _id: id,
      _type: 'sanity.imageAsset',
      url: `${CDN_ORIGIN}/${imageAssetPath(projectId, dataset, hash, WIDTH, HEIGHT, extension)}`,
    });
    return { ...rest, asset: { _type: 'reference', _ref: id } };
  }
  return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, hosted(item, projectId, dataset, assets)]));
}

export function hostedDataset(projectId = 'demo0000', dataset = 'production'): SanityDocument[] {
  const assets = new Map<string, SanityDocument>();
  const documents = readNdjson(readFileSync(BUNDLED_DATASET_PATH, 'utf8')).map(
    (doc) => hosted(doc, projectId, dataset, assets) as SanityDocument,
  );
  return [...documents, ...assets.values()];
}
