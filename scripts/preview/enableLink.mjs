/**
 * What the Studio's Presentation tool does for a logged-in editor, against the Sanity API stand-in:
 * a preview secret in the dataset (valid one hour), and the preview server's address that turns it
 * into the preview cookie and then shows `pathname`. Used by `npm run preview` and the preview bench.
 */
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { PREVIEW_ENABLE_PATH } from '../../model/preview.ts';
import { API_VERSION } from '../../src/content/sourceConfig.ts';
import { STAND_IN_TOKEN } from '../../stand-ins/sanity/project.ts';

/**
 * @param {{ projectId: string, apiHost: string, previewOrigin: string, studioUrl: string, source: string, pathname?: string }} options
 * @returns {Promise<URL>}
 */
export async function previewEnableLink({ projectId, apiHost, previewOrigin, studioUrl, source, pathname = '/' }) {
  const client = createClient({
    projectId,
    dataset: 'production',
    apiVersion: API_VERSION,
    token: STAND_IN_TOKEN,
    useCdn: false,
    apiHost,
    useProjectHostname: false,
  });
  const { secret } = await createPreviewSecret(client, source, studioUrl, 'pStandIn');
  const link = new URL(PREVIEW_ENABLE_PATH, previewOrigin);
  link.searchParams.set('sanity-preview-secret', secret);
  link.searchParams.set('sanity-preview-pathname', pathname);
  return link;
}
