/**
 * Starts the built preview server (dist-preview/, `npm run preview:build`) as a child process on
 * 127.0.0.1:<port> and waits until it answers. Used by `npm run preview` and the browser test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const PREVIEW_ENTRY = 'dist-preview/server/entry.mjs';

/**
 * @param {{ port: number, env: Record<string, string>, root?: string }} options  `root`: the checkout it was built in
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startPreviewServer({ port, env, root = '.' }) {
  const entry = resolve(root, PREVIEW_ENTRY);
  if (!existsSync(entry)) throw new Error(`${entry} mangler: kjør «npm run preview:build» først.`);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((done) => child.once('exit', done));
  // Ready when it says so (@astrojs/node logs «Server listening on …»); a port taken by another
  // server must not pass for this one.
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  await new Promise((ready, fail) => {
    timer = setTimeout(() => fail(new Error(`Forhåndsvisningsserveren svarte ikke på ${origin}.`)), 60_000);
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('listening')) ready(undefined);
    });
    child.once('exit', (code) => fail(new Error(`Forhåndsvisningsserveren stoppet (kode ${code}).`)));
  }).finally(() => clearTimeout(timer));
  return {
    origin,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
