// Every README block that starts with `npx card-console` runs as written from this checkout, on a fresh
// machine (a new HOME: no profile, no sandbox database) and again with a console open on the embedded
// sandbox in tmux, whose sandbox the scripts then reach. The pipe's effect is read back: the frozen cards
// of the sandbox are no more.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir, Terminal } from './tmux.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const binary = join(root, 'bin', 'card-console.js');

/** The README's indented blocks whose first line starts with `npx card-console`. */
function readmeExamples(): string[] {
  const blocks: string[] = [];
  let block: string[] = [];
  const end = (): void => {
    if (block.length > 0 && block[0]?.trim().startsWith('npx card-console')) blocks.push(block.join('\n'));
    block = [];
  };
  for (const line of readFileSync(join(root, 'README.md'), 'utf8').split('\n')) {
    if (line.startsWith('    ')) block.push(line.slice(4));
    else end();
  }
  end();
  return blocks;
}

function home(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-e2e-readme-'));
  return {
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_STATE_HOME: join(dir, 'state'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    // npx must not ask the registry anything: the checkout's own bin answers.
    npm_config_update_notifier: 'false',
    npm_config_offline: 'true',
  };
}

function sh(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', script], { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

const frozen = async (env: Record<string, string>): Promise<string[]> => {
  const run = await sh(`node ${binary} cards list --profile sandbox --status frozen --json`, env);
  expect(run.code).toBe(0);
  return run.out
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => (JSON.parse(l) as { id: string }).id);
};

const homes: string[] = [];
afterAll(async () => {
  for (const dir of homes) await removeDir(dir);
});

describe('the README examples, as written from a checkout', { timeout: 240_000 }, () => {
  const examples = readmeExamples();

  it('are there: sandbox info, the frozen-cards pipe, jobs and a timeline', () => {
    expect(examples.some((e) => e.startsWith('npx card-console sandbox info'))).toBe(true);
    expect(examples.some((e) => e.includes('| ') || e.includes('|\n'))).toBe(true);
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  it('each runs on a fresh machine (the embedded sandbox started per command)', async () => {
    const env = home();
    homes.push(env.HOME as string);
    const before = await frozen(env);
    expect(before.length).toBeGreaterThan(0);
    for (const example of examples) {
      const run = await sh(example, env);
      expect({ example, code: run.code, err: run.err }).toEqual({
        example,
        code: 0,
        err: expect.any(String),
      });
      expect(run.out.trim()).not.toBe('');
      expect(run.err).not.toMatch(/refus|error|unknown/i);
    }
    expect(await frozen(env)).toEqual([]);
  });

  it("each runs with a console open, reaching the console's sandbox; the console's record goes when it quits", async () => {
    const env = home();
    homes.push(env.HOME as string);
    const term = Terminal.start({
      command: `node ${binary}`,
      env: { ...env, CI: 'false', NO_COLOR: '1' },
      cols: 80,
      rows: 24,
    });
    try {
      await term.waitFor((s) => s.includes('SANDBOX') && s.includes('Main USD'));
      const state = join(env.XDG_STATE_HOME as string, 'card-console', 'sandbox.json');
      expect(existsSync(state)).toBe(true);
      const info = await sh('npx card-console sandbox info', env);
      expect(info.out).toMatch(/address: +http:\/\/127\.0\.0\.1:\d+ \(served by the console/);
      const before = await frozen(env);
      expect(before.length).toBeGreaterThan(0);
      for (const example of examples) {
        const run = await sh(example, env);
        expect({ example, code: run.code }).toEqual({ example, code: 0 });
        expect(run.err).not.toMatch(/refus|error|unknown/i);
      }
      expect(await frozen(env)).toEqual([]);
      term.keys('q');
      expect(await term.waitForExit()).toBe(0);
      expect(existsSync(state)).toBe(false);
    } finally {
      await term.closeAndWait();
    }
  });
});
