import { defineConfig } from 'vitest/config';

/** The second house's build (npm run test:second-house builds dist-second-house/ first, then runs this). */
export default defineConfig({
  test: {
    include: ['tests/dist/secondHouse.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
