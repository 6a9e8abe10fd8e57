/**
 * Astro integration: gives every build an id (PUBLIC_BUILD_ID in the client) and writes
 * dist/builds/latest.json {id, time} and dist/builds/meta/{id}.json (the build's route rules), which
 * the /vuefire app polls to notice a newer deployment.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** @returns {import('astro').AstroIntegration} */
export default function buildManifest({ id = process.env.BUILD_ID || randomUUID() } = {}) {
  const time = Date.now();
  return {
    name: 'build-manifest',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { 'import.meta.env.PUBLIC_BUILD_ID': JSON.stringify(id) } } });
      },
      'astro:build:done': async ({ dir }) => {
        const out = join(fileURLToPath(dir), 'builds');
        await mkdir(join(out, 'meta'), { recursive: true });
        await writeFile(join(out, 'latest.json'), JSON.stringify({ id, time }));
        const meta = { id, timestamp: time, matcher: { '/vuefire/**': { robots: 'noindex' } }, prerendered: [] };
        await writeFile(join(out, 'meta', `${id}.json`), JSON.stringify(meta));
      },
    },
  };
}
