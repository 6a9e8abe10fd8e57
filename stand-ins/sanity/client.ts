/** A @sanity/client that talks to a running stand-in (its `apiHost`), as the site's own client is set up. */
import { createClient, type ClientConfig } from '@sanity/client';
import { API_VERSION } from '../../src/content/sourceConfig';
import { STAND_IN_TOKEN } from './project';

/** With the stand-in's token unless `options.token` says otherwise (`undefined`: no token). */
export const standInClient = (apiHost: string, options: ClientConfig = {}) =>
  createClient({
    projectId: 'demo0000',
    dataset: 'production',
    apiVersion: API_VERSION,
    useCdn: false,
    apiHost,
    useProjectHostname: false,
    token: STAND_IN_TOKEN,
    ...options,
  });
