/**
 * Emulator start-up time: each emulator alone on a free port (cold start in this process, then a
 * second, warm start), and all four together as `npm start` starts them. Prints figures only.
 */
import { loadavg } from 'node:os';
import { EMULATORS } from '../../model/firebase.ts';
import { startEmulators } from '../emulators/index.mjs';

/** @param {import('../../model/firebase.ts').EmulatorName[]} only */
async function timed(only) {
  const started = performance.now();
  const emulators = await startEmulators({ only, keepGoing: true });
  const total = Math.round(performance.now() - started);
  const stopStart = performance.now();
  await emulators.stop();
  return { total, timings: emulators.timings, skipped: emulators.skipped, stopMs: Math.round(performance.now() - stopStart) };
}

export default async function run() {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (figures scale with it on a shared machine)`,
  );
  console.log('emulator      cold ms   warm ms   stop ms');
  for (const name of EMULATORS) {
    const cold = await timed([name]);
    if (cold.skipped[name]) {
      console.log(`${name.padEnd(12)}  skipped: ${cold.skipped[name]}`);
      continue;
    }
    const warm = await timed([name]);
    console.log(
      `${name.padEnd(12)}  ${String(cold.timings[name]).padStart(7)}   ${String(warm.timings[name]).padStart(7)}   ${String(warm.stopMs).padStart(7)}`,
    );
  }
  const all = await timed([...EMULATORS]);
  console.log(`all four together (parallel): ${all.total} ms until every one is ready; stop ${all.stopMs} ms`);
}
