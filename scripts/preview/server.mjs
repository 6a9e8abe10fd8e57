/**
 * Starts the built preview server (dist-preview/, `npm run preview:build`) as a child process on
 * 127.0.0.1:<port> and waits until it answers. Used by `npm run preview` and the browser test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PREVIEW_ENTRY = 'dist-preview/server/entry.mjs';

/**
 * @param {{ port: number, env: Record<string, string> }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startPreviewServer({ port, env }) {
  if (!existsSync(PREVIEW_ENTRY)) throw new Error(`${PREVIEW_ENTRY} mangler: kjør «npm run preview:build» først.`);
  const child = spawn(process.execPath, [PREVIEW_ENTRY], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((done) => child.once('exit', done));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Forhåndsvisningsserveren stoppet (kode ${child.exitCode}).`);
    try {
      await fetch(origin, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Forhåndsvisningsserveren svarte ikke på ${origin}.`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
