import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Every response an in-process sandbox sends is checked against its OpenAPI document (issue 12).
    setupFiles: ['test/conformance/setup.ts'],
    // Ink draws nothing until exit when it believes it runs in CI (is-in-ci reads CI at import).
    // Component tests render as in an operator's terminal, which is what the console does too
    // (src/cli/console.ts drops CI when stdout is a terminal).
    env: { CI: 'false', CONTINUOUS_INTEGRATION: 'false' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Two cores on every machine here: keep parallelism modest so end-to-end tests are not starved.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
