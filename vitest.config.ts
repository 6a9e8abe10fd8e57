import { defineConfig } from 'vitest/config';

/**
 * Two tiers: `unit` is pure and fast (no server, no emulator, no child process); `integration`
 * starts emulators, the Sanity API stand-in, CLIs and builds. `npm run test:unit` / `test:integration`
 * run one each; the build output's tests are vitest.dist.config.ts.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // Dates must not depend on the machine's zone: run the tests in a zone far from Oslo.
    env: { TZ: 'America/New_York' },
    testTimeout: 30_000,
    projects: [
      // Pure tests share their workers' module cache (no isolation): importing Sanity, Astro and React once
      // per worker instead of once per file takes the tier from ~125 s to ~55 s. Nothing here mocks modules
      // or changes globals it does not restore (hideEnded/showEnded use jsdom and fake timers, restored).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false } },
      // Emulators and builds share two cores with each other: longer waits, no flakes on a busy machine.
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'], testTimeout: 180_000, hookTimeout: 180_000 },
      },
    ],
  },
});
