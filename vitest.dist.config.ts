import { configDefaults, defineConfig } from 'vitest/config';

/** Checks of the built site: run after `npm run build` (npm run test:dist), not with the unit tests. */
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.test.ts'],
    // The second house's output is another build's (vitest.second-house.config.ts).
    exclude: [...configDefaults.exclude, 'tests/dist/secondHouse.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
