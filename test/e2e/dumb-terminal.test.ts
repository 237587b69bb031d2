// End to end: under TERM=dumb the full-screen console refuses to start (no alternate screen, no
// cursor movement), names the non-interactive commands, and exits 2; every command it names exists,
// and the one it gives for cards works in that terminal: `cards list … --json | cards unfreeze --ids -`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleCommand, cli, inProcessSandbox, isolatedHomes, openConsole, Terminal } from './harness.js';

const dumb = { TERM: 'dumb', CI: 'false' };

describe('a terminal without cursor addressing', { timeout: 60_000 }, () => {
  it('TERM=dumb: a clear refusal naming the non-interactive commands, each of which exists, exit 2', async () => {
    const homes = isolatedHomes();
    const term = openConsole({ homes, env: dumb, cols: 100, rows: 20 });
    expect(await term.waitForExit(8_000)).toBe(2);
    const screen = term.screen();
    expect(screen).toContain('TERM=dumb');
    const named = [...screen.matchAll(/^ {2}card-console (\w+) /gm)].map((m) => m[1] as string);
    expect(named).toEqual(
      expect.arrayContaining(['cards', 'jobs', 'audit', 'listen', 'sandbox', 'profiles']),
    );
    for (const command of named)
      expect((await cli([command, '--help'], { homes, env: dumb })).code, command).toBe(0);
    // The cards line names `cards list`, which lists cards (it did not exist once).
    expect(screen).toMatch(/card-console cards +cards list;/);
    expect((await cli(['cards', '--help'])).out).toMatch(/^Usage: card-console cards list /);
    // Nothing was drawn: no embedded sandbox was started for a console that cannot be shown.
    expect(existsSync(join(homes.data, 'card-console', 'sandbox.db'))).toBe(false);
  });

  it('`cards list --status frozen --json | cards unfreeze --ids - --yes` unfreezes exactly the frozen cards', async () => {
    const sandbox = await inProcessSandbox();
    const m = sandbox.merchant;
    const client = sandbox.client({ credentials: { orgId: m.orgId, apiKey: m.apiKey } });
    const frozen = async (): Promise<string[]> => {
      const ids: string[] = [];
      for (const w of (await client.call('listWallets', {})).data)
        for await (const c of client.paginate('listCards', {
          params: { wallet_id: w.id },
          query: { 'statuses[]': ['frozen'] },
        }))
          ids.push(c.cardId);
      return ids.sort();
    };
    const before = await frozen();
    expect(before.length).toBeGreaterThan(0);
    const homes = isolatedHomes();
    const out = join(homes.dir, 'unfrozen.jsonl');
    const list = bundleCommand(['cards', 'list', '--status', 'frozen', '--json']);
    const unfreeze = bundleCommand(['cards', 'unfreeze', '--ids', '-', '--yes', '--json']);
    const term = Terminal.start({
      command: `${list} | ${unfreeze} > ${out}`,
      env: { ...homes.env, ...dumb, ...sandbox.connection() },
      cols: 100,
      rows: 20,
    });
    expect(await term.waitForExit(30_000)).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const perCard = lines.filter((l) => typeof l.outcome === 'string');
    expect(perCard.map((l) => l.id as string).sort()).toEqual(before);
    expect(perCard.every((l) => l.outcome === 'done' && l.action === 'resume')).toBe(true);
    expect(lines.at(-1)).toMatchObject({
      summary: true,
      total: before.length,
      done: before.length,
      lines: before.length,
    });
    expect(await frozen()).toEqual([]);
    expect(term.screen()).not.toContain(m.apiKey);
  });
});
