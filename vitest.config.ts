import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two cores on every machine here: keep parallelism modest so end-to-end tests are not starved.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
