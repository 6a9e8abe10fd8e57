/**
 * The bundled dataset's pictures on disk: every `image@file://./images/x` a published document names
 * must be a file of the dataset's images/ folder the build takes. checkBuild asks before any page, so
 * `content:check` and the build stop on a missing file alike, with the message datasetImage.ts gives.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatasetError } from './datasetError';
import { bundledImagesDirFromEnv } from './sourceConfig';
import type { SanityDocument } from './sources';

/** What the build takes from the folder (datasetImages.ts spells the same list in its glob). */
const TAKEN = /\.(svg|png|jpg|jpeg|webp)$/i;
const BUNDLED = /^image@file:\/\/(?:\.\/)?images\/([\w-][\w.-]*)$/;

/** The one wording of a picture the folder lacks, for this check and for the page that draws it. */
export const missingImageProblem = (src: string) => `bildet «${src}» finnes ikke i mappen ${bundledImagesDirFromEnv()}/.`;

/** Each bundled picture's file name, with the top-level field that holds it. */
function* bundledNames(value: unknown, field: string): Generator<{ field: string; name: string }> {
  if (Array.isArray(value)) for (const item of value) yield* bundledNames(item, field);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      const match = key === '_sanityAsset' && typeof inner === 'string' ? BUNDLED.exec(inner) : null;
      if (match) yield { field, name: match[1] };
      else yield* bundledNames(inner, field);
    }
}

/** Throws the DatasetError a page would stop on for the first published picture without its file. */
export function checkBundledImageFiles(documents: SanityDocument[]): void {
  const dir = bundledImagesDirFromEnv();
  for (const doc of documents) {
    if (/^(drafts|versions)\./.test(doc._id)) continue;
    for (const [key, value] of Object.entries(doc))
      for (const { field, name } of bundledNames(value, key))
        if (!TAKEN.test(name) || !existsSync(join(dir, name)))
          throw new DatasetError(doc._id, field, missingImageProblem(`images/${name}`));
  }
}
