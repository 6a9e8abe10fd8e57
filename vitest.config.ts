import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Dates must not depend on the machine's zone: run the unit tests in a zone far from Oslo.
    env: { TZ: 'America/New_York' },
    testTimeout: 30_000,
  },
});
