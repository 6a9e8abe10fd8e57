import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'demo0000',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // `sanity deploy` in the deploy workflow publishes the Studio at https://<studioHost>.sanity.studio.
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || undefined,
});
