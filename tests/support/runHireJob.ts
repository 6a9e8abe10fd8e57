/**
 * Runs a hall hire job (scripts/hire/) as its npm script does, `node --import tsx`, without
 * blocking this process: the Auth emulator of a test answers from inside it.
 */
import { execFile } from 'node:child_process';

export function runHireJob(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/hire/${script}`, ...args],
      // Only what the job is given: no emulator host or project leaks in from the test's machine.
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
