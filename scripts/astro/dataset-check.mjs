/**
 * Astro integration: before a build renders anything, check every bundled document against the
 * Studio schema (src/cms/schemaCheck.ts) and stop with the document id and field of each error.
 * Skipped when a hosted Sanity project is the source (the Studio validates there).
 * The TypeScript module is loaded through a throwaway Vite server, the way Astro loads pages.
 */
import { createServer } from 'vite';

/** @param {string} root  the project folder */
async function datasetProblems(root) {
  const server = await createServer({ root, configFile: false, logLevel: 'silent', server: { middlewareMode: true, hmr: false }, appType: 'custom', optimizeDeps: { noDiscovery: true, include: [] } });
  try {
    const { checkDocuments, describeProblems } = await server.ssrLoadModule('/src/cms/schemaCheck.ts');
    const { loadBundledDataset } = await server.ssrLoadModule('/src/cms/sources.ts');
    const { bundledDatasetPathFromEnv } = await server.ssrLoadModule('/src/cms/config.ts');
    const path = bundledDatasetPathFromEnv();
    const problems = await checkDocuments(loadBundledDataset(path));
    return { path, problems, message: describeProblems(problems) };
  } finally {
    await server.close();
  }
}

/** @returns {import('astro').AstroIntegration} */
export default function datasetCheck() {
  return {
    name: 'dataset-check',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        if (process.env.SANITY_PROJECT_ID?.trim()) return;
        const { path, problems, message } = await datasetProblems(process.cwd());
        if (problems.length) throw new Error(`${path} har ${problems.length} feil mot skjemaet:\n${message}`);
        logger.info(`${path}: alle dokumenter følger skjemaet.`);
      },
    },
  };
}
