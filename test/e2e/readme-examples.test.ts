// Every README block that starts with `npx card-console` runs as written from this checkout, on a fresh
// machine (a new HOME: no profile, no sandbox database) and again with a console open on the embedded
// sandbox in tmux, whose sandbox the scripts then reach. The pipe's effect is read back: the frozen cards
// of the sandbox are no more.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, isolatedHomes, jsonLines, openConsole, ROOT, shell, type Homes } from './harness.js';

// npx must not ask the registry anything: the checkout's own bin answers.
const offline = { npm_config_update_notifier: 'false', npm_config_offline: 'true' };

/** The README's indented blocks whose first line starts with `npx card-console`. */
function readmeExamples(): string[] {
  const blocks: string[] = [];
  let block: string[] = [];
  const end = (): void => {
    if (block.length > 0 && block[0]?.trim().startsWith('npx card-console')) blocks.push(block.join('\n'));
    block = [];
  };
  for (const line of readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n')) {
    if (line.startsWith('    ')) block.push(line.slice(4));
    else end();
  }
  end();
  return blocks;
}

const frozen = async (homes: Homes): Promise<string[]> => {
  const run = await cli(['cards', 'list', '--profile', 'sandbox', '--status', 'frozen', '--json'], { homes });
  expect(run.code).toBe(0);
  return jsonLines(run.out).map((l) => l.id as string);
};

describe('the README examples, as written from a checkout', { timeout: 240_000 }, () => {
  const examples = readmeExamples();

  it('are there: sandbox info, the frozen-cards pipe, jobs and a timeline', () => {
    expect(examples.some((e) => e.startsWith('npx card-console sandbox info'))).toBe(true);
    expect(examples.some((e) => e.includes('| ') || e.includes('|\n'))).toBe(true);
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  it('each runs on a fresh machine (the embedded sandbox started per command)', async () => {
    const homes = isolatedHomes();
    const before = await frozen(homes);
    expect(before.length).toBeGreaterThan(0);
    for (const example of examples) {
      const run = await shell(example, { homes, env: offline });
      expect({ example, code: run.code, err: run.err }).toEqual({
        example,
        code: 0,
        err: expect.any(String),
      });
      expect(run.out.trim()).not.toBe('');
      expect(run.err).not.toMatch(/refus|error|unknown/i);
    }
    expect(await frozen(homes)).toEqual([]);
  });

  it("each runs with a console open, reaching the console's sandbox; the console's record goes when it quits", async () => {
    const homes = isolatedHomes();
    const term = openConsole({ homes, cols: 80, rows: 24 });
    try {
      await term.waitFor((s) => s.includes('SANDBOX') && s.includes('Main USD'));
      const state = join(homes.state, 'card-console', 'sandbox.json');
      expect(existsSync(state)).toBe(true);
      const info = await shell('npx card-console sandbox info', { homes, env: offline });
      expect(info.out).toMatch(/address: +http:\/\/127\.0\.0\.1:\d+ \(served by the console/);
      const before = await frozen(homes);
      expect(before.length).toBeGreaterThan(0);
      for (const example of examples) {
        const run = await shell(example, { homes, env: offline });
        expect({ example, code: run.code }).toEqual({ example, code: 0 });
        expect(run.err).not.toMatch(/refus|error|unknown/i);
      }
      expect(await frozen(homes)).toEqual([]);
      term.keys('q');
      expect(await term.waitForExit()).toBe(0);
      expect(existsSync(state)).toBe(false);
    } finally {
      await term.closeAndWait();
    }
  });
});
