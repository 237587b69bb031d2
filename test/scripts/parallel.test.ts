import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/parallel.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cc-parallel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A package whose scripts pass, fail, and print: what `npm test` meets in typecheck, lint and build.
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'parallel-fixture',
    private: true,
    scripts: {
      quiet: 'node -e "0"',
      talks: "node -e \"console.log('first line'); console.log('second line')\"",
      fails: 'node -e "console.error(\'the reason\'); process.exit(3)"',
    },
  }),
);

const parallel = (...names: string[]) =>
  spawnSync(process.execPath, [script, ...names], { cwd: dir, encoding: 'utf8' });

describe('scripts/parallel.mjs', () => {
  it('passes when every script passes, printing each one whole under its name', () => {
    const run = parallel('quiet', 'talks');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/── npm run quiet: passed in [\d.]+ s/);
    expect(run.stdout).toMatch(/── npm run talks: passed in [\d.]+ s\nfirst line\nsecond line\n/);
  });

  it('fails with the failing script’s status, its output and its name, after the others ended', () => {
    const run = parallel('talks', 'fails', 'quiet');
    expect(run.status).toBe(3);
    expect(run.stdout).toMatch(/── npm run fails: FAILED \(exit 3\) in [\d.]+ s\nthe reason\n/);
    expect(run.stdout).toMatch(/── npm run talks: passed/);
    expect(run.stdout).toMatch(/── npm run quiet: passed/);
    expect(run.stderr).toContain('failed: fails');
  });

  it('refuses to run nothing', () => {
    const run = parallel();
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: node scripts/parallel.mjs');
  });
});
