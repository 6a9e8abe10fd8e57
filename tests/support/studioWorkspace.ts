/**
 * The Studio's own workspace (sanity.config.ts), offline: a user and a client up front, so nothing
 * asks the network. Tests validate documents with it as the Studio does (Sanity's validateDocument).
 */
import { createClient } from '@sanity/client';
import { createWorkspaceFromConfig } from 'sanity';
import studioConfig from '../../sanity.config';

export const studioWorkspace = createWorkspaceFromConfig({
  ...studioConfig,
  currentUser: { id: 'frivillig', name: 'Frivillig', email: 'frivillig@example.com', role: 'editor', roles: [] },
  getClient: () =>
    createClient({ projectId: studioConfig.projectId, dataset: studioConfig.dataset, apiVersion: '2025-02-19', useCdn: false }),
} as never);
