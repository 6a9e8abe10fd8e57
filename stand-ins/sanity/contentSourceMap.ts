/**
 * Content Source Maps for query results (`resultSourceMap=true|withKeyArraySelectors`), in the API's
 * wire format: `{documents: [{_id, _type}], paths: [jsonPath], mappings: {<result jsonPath>:
 * {type: 'value', source: {type: 'documentValue', document, path}}}}`. @sanity/client turns them into
 * stega markers (invisible edit links) for the Presentation tool.
 *
 * The hosted API traces each value through the query; groq-js cannot, so the stand-in finds each
 * string of the result in the documents the query saw, by value: in the document whose id the
 * nearest enclosing result object names (`_id`, or `id` as the site's queries project it), else in the only document holding that value. Strings
 * found nowhere, or in several documents with no `_id` to choose by, get no mapping (the client then
 * leaves them unmarked, as it does for computed values).
 */
import type { ContentSourceMap } from '@sanity/client';
import { jsonPath, type ContentSourceMapParsedPath } from '@sanity/client/csm';
import type { SanityDocument } from '../../src/content/sources';

interface Place {
  document: SanityDocument;
  path: ContentSourceMapParsedPath;
}

/** Every string leaf of the documents, by value (arrays of keyed objects addressed by _key). */
function stringsByValue(documents: SanityDocument[]): Map<string, Place[]> {
  const found = new Map<string, Place[]>();
  const visit = (document: SanityDocument, value: unknown, path: ContentSourceMapParsedPath) => {
    if (typeof value === 'string') {
      const key = path.at(-1);
      if (typeof key === 'string' && key.startsWith('_')) return;
      found.set(value, [...(found.get(value) ?? []), { document, path }]);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const _key = (item as { _key?: unknown } | null)?._key;
        visit(document, item, [...path, typeof _key === 'string' ? { _key, _index: index } : index]);
      });
    } else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) visit(document, child, [...path, name]);
    }
  };
  for (const document of documents) visit(document, document, []);
  return found;
}

export function contentSourceMap(result: unknown, documents: SanityDocument[]): ContentSourceMap {
  const index = stringsByValue(documents);
  const ids = new Set(documents.map((doc) => doc._id));
  const sourceDocuments: SanityDocument[] = [];
  const paths: string[] = [];
  const mappings: ContentSourceMap['mappings'] = {};

  const walk = (value: unknown, path: (string | number)[], nearestId: string | undefined) => {
    if (typeof value === 'string') {
      const places = index.get(value) ?? [];
      const owned = places.filter(({ document }) => document._id === nearestId);
      const place = owned[0] ?? (new Set(places.map(({ document }) => document)).size === 1 ? places[0] : undefined);
      if (!place) return;
      let document = sourceDocuments.indexOf(place.document);
      if (document < 0) document = sourceDocuments.push(place.document) - 1;
      const sourcePath = jsonPath(place.path);
      let pathIndex = paths.indexOf(sourcePath);
      if (pathIndex < 0) pathIndex = paths.push(sourcePath) - 1;
      mappings[jsonPath(path)] = { type: 'value', source: { type: 'documentValue', document, path: pathIndex } };
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], nearestId));
    } else if (value && typeof value === 'object') {
      const { _id, id: renamed } = value as { _id?: unknown; id?: unknown };
      const own = [_id, renamed].find((candidate) => typeof candidate === 'string' && ids.has(candidate)) as string | undefined;
      const id = own ?? nearestId;
      for (const [name, child] of Object.entries(value)) walk(child, [...path, name], id);
    }
  };
  walk(result, [], undefined);
  return {
    // The API names each source by its stored id: a draft as drafts.<id> even where the drafts perspective shows it under <id>.
    documents: sourceDocuments.map((doc) => ({ _id: (doc._originalId as string | undefined) ?? doc._id, _type: doc._type })),
    paths,
    mappings,
  };
}
