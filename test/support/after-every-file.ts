// Cleanups that run after every test file. Workers run many files without loading modules again
// (vitest.config.ts: isolate false), so a helper module's own top-level `afterAll` is registered for
// the first file that loads it only, and what later files leave (a console in a tmux server, a
// sandbox process, a temporary directory) would outlive the run. Helpers register here instead, once;
// the setup file below runs every registered cleanup after each file.
const registered: Array<() => unknown> = [];

/** Runs `cleanup` after every test file from now on. Called once, at a helper module's top level. */
export function afterEveryFile(cleanup: () => unknown): void {
  registered.push(cleanup);
}

/** The registered cleanups, the latest first (as vitest runs after-hooks). */
export async function runFileCleanups(): Promise<void> {
  for (const cleanup of [...registered].reverse()) await cleanup();
}
