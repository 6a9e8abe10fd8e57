/** Types for index.mjs (used from TypeScript tests and helpers). */
export type EmulatorName = 'auth' | 'firestore' | 'database' | 'storage';
export type EmulatorHostMap = Partial<Record<EmulatorName, string>>;
export interface RunningEmulators {
  /** host:port of each emulator that started */
  hosts: EmulatorHostMap;
  /** emulators that were asked for but could not start here, with the reason */
  skipped: Partial<Record<EmulatorName, string>>;
  /** start-up time per emulator in ms */
  timings: Partial<Record<EmulatorName, number>>;
  /** child processes started (the Firestore JVM, …) */
  pids: number[];
  stop(): Promise<void>;
}
export const DEMO_PROJECT_ID: 'demo-sentrum-bedehus';
export const EMULATORS: readonly EmulatorName[];
export const DEFAULT_PORTS: Record<EmulatorName, number>;
export const HOST: string;
export function startEmulators(options?: {
  ports?: Partial<Record<EmulatorName, number>>;
  projectId?: string;
  only?: EmulatorName[];
  seed?: boolean;
  keepGoing?: boolean;
  log?: (line: string) => void;
}): Promise<RunningEmulators>;
export function parseArgs(argv: string[]): { only: EmulatorName[]; seed: boolean; freePorts: boolean };
export function stopOnSignals(stop: () => Promise<void>, log?: (line: string) => void): void;
