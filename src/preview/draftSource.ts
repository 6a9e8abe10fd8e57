/**
 * The preview's content source: the drafts perspective (each draft in place of its published
 * document) through @sanity/client with the server's read token, and stega: display texts carry
 * invisible edit links (from the API's Content Source Map) that the Presentation tool's overlay
 * turns into click-to-edit. Only display texts: a marker inside a slug, a date, a rule or an
 * address compared with another would change what the page computes.
 */
import { createClient, type ClientConfig } from '@sanity/client';
import type { Fetcher } from '../content/sources';
import type { PreviewConfig } from './previewConfig';

/** Fields whose strings are shown as they are, never compared or parsed (spans of block text are `text`). */
const STEGA_FIELDS = new Set(['title', 'summary', 'description', 'text', 'reason', 'label', 'purpose']);

export function draftClientConfig(config: PreviewConfig): ClientConfig {
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    perspective: 'drafts',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  };
}

function stegaClient(config: PreviewConfig) {
  return createClient({
    ...draftClientConfig(config),
    stega: {
      enabled: true,
      studioUrl: config.studioUrl,
      filter: ({ sourcePath, filterDefault, ...rest }) => {
        const field = sourcePath.at(-1);
        return typeof field === 'string' && STEGA_FIELDS.has(field) && filterDefault({ sourcePath, filterDefault, ...rest });
      },
    },
  });
}

export function draftSource(config: PreviewConfig): Fetcher {
  const client = stegaClient(config);
  return <T>(query: string, params: Record<string, unknown> = {}) => client.fetch<T>(query, params);
}

/** The same, as published: for a draft the pages cannot show (withoutDrafts.ts). */
export function publishedSource(config: PreviewConfig): Fetcher {
  const client = stegaClient(config).withConfig({ perspective: 'published' });
  return <T>(query: string, params: Record<string, unknown> = {}) => client.fetch<T>(query, params);
}

export interface DraftDocument {
  /** The published id the pages know it by. */
  id: string;
  draftId: string;
  type: string;
  title?: string;
  published: boolean;
}

/** Every draft in the dataset, and whether it has a published version. */
export function draftList(config: PreviewConfig): () => Promise<DraftDocument[]> {
  const client = createClient({ ...draftClientConfig(config), perspective: 'raw' });
  return async () => {
    const drafts = await client.fetch<{ draftId: string; type: string; title?: unknown }[]>(
      '*[_id in path("drafts.**")]{ "draftId": _id, "type": _type, "title": coalesce(title, label) }',
    );
    const ids = drafts.map(({ draftId }) => draftId.slice('drafts.'.length));
    const published = new Set(await client.fetch<string[]>('*[_id in $ids]._id', { ids }));
    return drafts.map(({ draftId, type, title }, index) => ({
      id: ids[index],
      draftId,
      type,
      ...(typeof title === 'string' && title.trim() ? { title } : {}),
      published: published.has(ids[index]),
    }));
  };
}
