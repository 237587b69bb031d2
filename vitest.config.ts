import { defineConfig } from 'vitest/config';

// Two projects: `unit` (everything but test/e2e: unit, component, property, in-process sandbox) and
// `e2e` (the bundled binary in tmux), which builds the bundle first if the sources are newer.
// `vitest run` runs both; `--project unit` or `--project e2e` one of them (npm run test:unit, test:e2e).
const postgres = process.env.CARD_CONSOLE_TEST_ENGINE === 'postgres';

export default defineConfig({
  test: {
    environment: 'node',
    // Every response an in-process sandbox sends is checked against its OpenAPI document.
    setupFiles: ['test/conformance/setup.ts', 'test/support/after-every-file.setup.ts'],
    // Ink draws nothing until exit when it believes it runs in CI (is-in-ci reads CI at import).
    // Component tests render as in an operator's terminal, which is what the console does too
    // (src/cli/console/console.ts drops CI when stdout is a terminal).
    env: { CI: 'false', CONTINUOUS_INTEGRATION: 'false' },
    // On PostgreSQL every statement is a round trip to the server: a demo seed takes seconds, not one.
    testTimeout: postgres ? 120_000 : 30_000,
    hookTimeout: postgres ? 120_000 : 30_000,
    pool: 'forks',
    // Two cores on every machine here: keep parallelism modest so end-to-end tests are not starved
    // (the limit holds across both projects). A worker runs many files without starting over: loading Ink,
    // React, zod and the sources again for every file was most of the suite's time (collection fell from about
    // 640 s to 60 s over the views alone). It holds because no module keeps state (the store and sync are
    // built by factories) and a test that changes something process-wide (timers, environment) puts it back.
    // (Set here, for both projects: a project's own poolOptions do not override the root's.)
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**'],
          // With CARD_CONSOLE_TEST_ENGINE=postgres, one throwaway PostgreSQL server for the sandbox's tests.
          globalSetup: ['test/support/postgres-server.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.{ts,tsx}'],
          // Runs only when an end-to-end file is part of the run; building may take a minute on a busy machine.
          globalSetup: ['test/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
