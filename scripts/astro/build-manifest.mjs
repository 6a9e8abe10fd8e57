/**
 * Astro integration: gives every build an id (PUBLIC_BUILD_ID in the client) and writes
 * dist/builds/latest.json {id, time, content} and dist/builds/meta/{id}.json (the build's route
 * rules). The /vuefire app polls latest.json to notice a newer deployment; `content` is the newest
 * published document the build read (model/buildStatus.ts: the Studio's «På nettsiden» comes from it),
 * read when the build starts, so every change up to it is in the pages.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { newestContent } from '../../src/content/contentVersion.ts';

/** @returns {import('astro').AstroIntegration} */
export default function buildManifest({ id = process.env.BUILD_ID || randomUUID() } = {}) {
  const time = Date.now();
  /** @type {import('../../model/buildStatus.ts').ContentVersion | null} */
  let content = null;
  return {
    name: 'build-manifest',
    hooks: {
      'astro:config:setup': () => {
        // A public variable (Vite reads PUBLIC_* from the environment), not a `define`: Astro's
        // incremental build hashes the config's defines, and a new id would void its whole cache.
        process.env.PUBLIC_BUILD_ID = id;
      },
      'astro:build:start': async () => {
        content = await newestContent();
      },
      'astro:build:done': async ({ dir }) => {
        const out = join(fileURLToPath(dir), 'builds');
        await mkdir(join(out, 'meta'), { recursive: true });
        await writeFile(join(out, 'latest.json'), JSON.stringify({ id, time, content }));
        const meta = { id, timestamp: time, matcher: { '/vuefire/**': { robots: 'noindex' } }, prerendered: [] };
        await writeFile(join(out, 'meta', `${id}.json`), JSON.stringify(meta));
      },
    },
  };
}
