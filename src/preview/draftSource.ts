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

export function draftSource(config: PreviewConfig): Fetcher {
  const client = createClient({
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
  return <T>(query: string, params: Record<string, unknown> = {}) => client.fetch<T>(query, params);
}
