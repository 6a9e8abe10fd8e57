/**
 * The CLI: starts on free ports, reports readiness, and SIGINT leaves no process behind.
 */
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { isRunning } from '../../../support/emulators';

it('reports each emulator ready, then SIGINT stops the harness and its JVM', async () => {
  const cli = spawn(process.execPath, ['scripts/emulators/index.mjs', '--only', 'firestore', '--no-seed', '--free-ports'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  cli.stderr.on('data', (chunk) => (out += chunk));
  const pids = await new Promise<number[]>((resolve, reject) => {
    cli.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/Prosesser: ([\d ]+)/);
      if (match) resolve(match[1].trim().split(' ').map(Number));
    });
    cli.once('exit', () => reject(new Error(`CLI exited early:\n${out}`)));
  });
  expect(out).toMatch(/✓ firestore klar på 127\.0\.0\.1:\d+ \(\d+ ms\)/);
  expect(pids).toHaveLength(2);
  expect(pids.every(isRunning)).toBe(true);
  const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
  cli.kill('SIGINT');
  expect(await exited).toBe(0);
  for (const pid of pids) expect(isRunning(pid), `process ${pid} still running`).toBe(false);
}, 90_000);
