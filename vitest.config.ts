import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { datasetImagesAlias } from './src/content/sourceConfig.ts';

/**
 * Two tiers: `unit` is pure and fast (no server, no emulator, no child process); `integration`
 * starts emulators, the Sanity API stand-in, CLIs and builds. `npm run test:unit` / `test:integration`
 * run one each; the build output's tests are vitest.dist.config.ts.
 */
/** Integration files that run `astro build` in this checkout: one at a time (they share .astro/, Vite's cache and generated/). */
const ASTRO_BUILDS = [
  'tests/integration/content/emptyProgramme.test.ts',
  'tests/integration/content/buildRefusal.test.ts',
  'tests/integration/content/schemaCheck.test.ts',
  'tests/integration/lib/buildCache.test.ts',
];

export default defineConfig({
  // The bundled dataset's pictures, as the build finds them (src/content/datasetImages.ts).
  resolve: { alias: [datasetImagesAlias(fileURLToPath(new URL('.', import.meta.url)))] },
  test: {
    environment: 'node',
    // Dates must not depend on the machine's zone: run the tests in a zone far from Oslo.
    env: { TZ: 'America/New_York' },
    testTimeout: 30_000,
    projects: [
      // Pure tests share their workers' module cache (no isolation): importing Sanity, Astro and React once
      // per worker instead of once per file takes the tier from ~125 s to ~55 s. Nothing here mocks modules
      // or changes globals it does not restore (hideEnded/showEnded use jsdom and fake timers, restored).
      // Vitest's default is one worker fewer than the cores: one on this 2-core machine.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      // Emulators, the Sanity API stand-in and CLIs: mostly waiting on other processes (each file starts
      // its own emulators on free ports), so two files at once, not one. Emulators and builds share two
      // cores with each other: longer waits, no flakes on a busy machine.
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: ASTRO_BUILDS,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-builds',
          include: ASTRO_BUILDS,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
