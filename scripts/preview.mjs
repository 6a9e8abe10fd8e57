/**
 * `npm run preview`: the preview server locally, against the Sanity API stand-in seeded from the
 * bundled dataset (no Sanity project needed). Builds dist-preview/ when missing (`--build` rebuilds),
 * creates a preview secret as the Studio's Presentation tool does, and prints the link that opens
 * the drafts. Edit a draft with `--draft <id> <field> <text>` (repeatable) to see one at once.
 * Ctrl+C stops the server and the stand-in.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { PREVIEW_LOCAL_PORT } from '../model/preview.ts';
import { readNdjson } from '../src/content/sources.ts';
import { startSanityApiStandIn } from '../stand-ins/sanity/sanityApiStandIn.ts';
import { STAND_IN_TOKEN } from '../stand-ins/sanity/project.ts';
import { previewEnableLink } from './preview/enableLink.mjs';
import { PREVIEW_ENTRY, startPreviewServer } from './preview/server.mjs';

const args = process.argv.slice(2);
const PROJECT_ID = 'demo0000';
const port = Number(process.env.PREVIEW_PORT ?? PREVIEW_LOCAL_PORT);

if (args.includes('--build') || !existsSync(PREVIEW_ENTRY)) {
  execFileSync('npx', ['astro', 'build', '--config', 'astro.preview.config.mjs'], { stdio: 'inherit' });
}

const documents = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
for (let i = args.indexOf('--draft'); i >= 0; i = args.indexOf('--draft', i + 1)) {
  const [id, field, text] = args.slice(i + 1, i + 4);
  const published = documents.find((doc) => doc._id === id);
  if (!published || !field || text === undefined) throw new Error(`--draft ${id ?? ''}: skriv --draft <dokument-id> <felt> <tekst>.`);
  documents.push({ ...published, _id: `drafts.${id}`, [field]: text });
}
const standIn = await startSanityApiStandIn(documents, { projectId: PROJECT_ID });
const server = await startPreviewServer({
  port,
  env: {
    SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_API_HOST: standIn.apiHost,
    SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
    SANITY_STUDIO_URL: process.env.SANITY_STUDIO_URL ?? 'http://127.0.0.1:3333',
  },
});

const link = await previewEnableLink({
  projectId: PROJECT_ID,
  apiHost: standIn.apiHost,
  previewOrigin: server.origin,
  studioUrl: 'http://127.0.0.1:3333',
  source: 'npm run preview',
});
console.log(`\nForhåndsvisningen (utkast fra stand-in-API-et ${standIn.apiHost}):\n  ${link}\nCtrl+C stopper.`);

const stop = async () => {
  await server.stop();
  await standIn.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
