// The harness itself: closing a terminal waits for what ran in it, so a test's teardown never races
// a program still writing into the directories it is about to remove.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Terminal } from './tmux.js';

const running = (marker: string) =>
  execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .some((l) => l.includes(marker));

describe('the tmux terminal of the end-to-end tests', () => {
  it('closeAndWait returns once the program is gone, killing one that ignores the hang-up', async () => {
    const marker = `cc-e2e-harness-${process.pid}`;
    const term = Terminal.start({
      command: `node -e "process.on('SIGHUP', () => undefined); setInterval(() => undefined, 1000)" ${marker}`,
    });
    await term.waitFor(() => running(marker));
    await term.closeAndWait(300);
    expect(running(marker)).toBe(false);
  });

  it('a test that fails with its terminal open leaves nothing running after its file, in every file a worker runs', () => {
    const root = join(import.meta.dirname, '..', '..');
    const marker = `cc-e2e-left-open-${process.pid}`;
    const dir = mkdtempSync(join(tmpdir(), 'cc-e2e-probe-'));
    try {
      const config = join(dir, 'vitest.config.mjs');
      // As the suite runs: one worker runs both files without loading the helpers again (isolate false).
      writeFileSync(
        config,
        `import suite from ${JSON.stringify(join(root, 'vitest.config.ts'))};
export default { test: { root: ${JSON.stringify(root)}, include: ['test/e2e/fixtures/left-open*.probe.ts'],
  setupFiles: suite.test.setupFiles, pool: 'forks',
  poolOptions: { forks: { ...suite.test.poolOptions.forks, maxForks: 1, minForks: 1 } } } };\n`,
      );
      const run = spawnSync(
        process.execPath,
        [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', config],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, CC_PROBE_MARKER: marker },
          timeout: 60_000,
        },
      );
      expect(run.stdout + run.stderr).toMatch(/2 failed/);
      expect(run.status).toBe(1); // the probe's test failed, as it should
      expect(run.stdout + run.stderr).toContain('text that never appears');
      expect(running(marker)).toBe(false);
    } finally {
      spawnSync('pkill', ['--signal', 'KILL', '-f', marker]); // whatever a failed check left
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
