import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runIndexCommand } from '../../../src/cli/index/command.js';
import { parseConsoleArgs } from '../../../src/cli/console/args.js';
import { FakeFetcher } from '../../support/fake-fetcher.js';
import { makeCards, openIndex, orgHandlers, tempDir } from '../../support/fake-merchant.js';

function io(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t) },
      env,
      now: () => Date.parse('2026-01-01T00:10:00Z'),
    },
  };
}

describe('card-console index', () => {
  it('status says what each index holds; clear removes them all', async () => {
    const cache = tempDir();
    const dir = join(cache, 'card-console');
    const h = openIndex(new FakeFetcher(orgHandlers(makeCards(30, 2), 2)), {
      dir,
      now: () => Date.parse('2026-01-01T00:05:00Z'),
    });
    await h.index.runPass(new AbortController().signal);
    h.index.close();
    writeFileSync(join(dir, 'index-000000000000000000000000.sqlite'), 'garbage'.repeat(200));

    const status = io({ XDG_CACHE_HOME: cache });
    expect(await runIndexCommand(['status'], status.io)).toBe(0);
    const text = status.out.join('');
    expect(text).toContain('http://api.test | org-1');
    expect(text).toContain('30 cards in 2 wallets | built 5 min ago');
    expect(text).toMatch(/unreadable \(.*\); rebuilt when the console opens it/);

    const clear = io({ XDG_CACHE_HOME: cache });
    expect(await runIndexCommand(['clear'], clear.io)).toBe(0);
    expect(clear.out.join('')).toBe(`removed 2 card index files from ${dir}\n`);
    expect(readdirSync(dir).filter((n) => n.startsWith('index-'))).toEqual([]);
    const again = io({ XDG_CACHE_HOME: cache });
    await runIndexCommand(['status'], again.io);
    expect(again.out.join('')).toBe(`no card index in ${dir}\n`);
    expect(existsSync(dir)).toBe(true);
  });

  it('--help says what the index stores and where; a wrong action is a usage error naming it', async () => {
    const help = io({ XDG_CACHE_HOME: '/nowhere' });
    expect(await runIndexCommand(['--help'], help.io)).toBe(0);
    expect(help.out.join('')).toMatch(
      /first 6 and last 4[\s\S]*Never a full card number, CVV or token[\s\S]*mode 0600/,
    );
    const bad = io({ XDG_CACHE_HOME: '/nowhere' });
    expect(await runIndexCommand(['purge'], bad.io)).toBe(2);
    expect(bad.err.join('')).toContain('the action must be status or clear (got "purge")');
    const none = io({ XDG_CACHE_HOME: '/nowhere' });
    expect(await runIndexCommand([], none.io)).toBe(2);
  });

  it('the console takes --no-index (the index is on by default)', () => {
    expect(parseConsoleArgs([]).index).toBe(true);
    expect(parseConsoleArgs(['--no-index']).index).toBe(false);
  });
});
