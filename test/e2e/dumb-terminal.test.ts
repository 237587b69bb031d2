// End to end: under TERM=dumb the full-screen console refuses to start (no alternate screen, no
// cursor movement), names the non-interactive commands, and exits 2; every command it names exists,
// and the one it gives for cards works in that terminal: `cards list … --json | cards unfreeze --ids -`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/index.js';
import { startSandbox, type MerchantCredentials } from '../../src/sandbox/index.js';
import { Terminal } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;

describe('a terminal without cursor addressing', { timeout: 60_000 }, () => {
  const terms: Terminal[] = [];
  afterAll(() => terms.forEach((t) => t.close()));
  const dirs = () => {
    const home = mkdtempSync(join(tmpdir(), 'cc-e2e-dumb-'));
    return {
      home,
      env: {
        TERM: 'dumb',
        CI: 'false',
        HOME: home,
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_DATA_HOME: join(home, 'data'),
        XDG_STATE_HOME: join(home, 'state'),
        XDG_CACHE_HOME: join(home, 'cache'),
      },
    };
  };

  it('TERM=dumb: a clear refusal naming the non-interactive commands, each of which exists, exit 2', async () => {
    const { home, env } = dirs();
    const term = Terminal.start({ command: `node ${binary}`, env, cols: 100, rows: 20 });
    terms.push(term);
    expect(await term.waitForExit(8_000)).toBe(2);
    const screen = term.screen();
    expect(screen).toContain('TERM=dumb');
    const named = [...screen.matchAll(/^ {2}card-console (\w+) /gm)].map((m) => m[1] as string);
    expect(named).toEqual(
      expect.arrayContaining(['cards', 'jobs', 'audit', 'listen', 'sandbox', 'profiles']),
    );
    for (const command of named)
      execFileSync('node', [binary, command, '--help'], { env: { ...process.env, ...env } });
    // The cards line names `cards list`, which lists cards (it did not exist once).
    expect(screen).toMatch(/card-console cards +cards list;/);
    expect(execFileSync('node', [binary, 'cards', '--help'], { encoding: 'utf8' })).toMatch(
      /^Usage: card-console cards list /,
    );
    // Nothing was drawn: no embedded sandbox was started for a console that cannot be shown.
    expect(existsSync(join(home, 'data', 'card-console', 'sandbox.db'))).toBe(false);
  });

  it('`cards list --status frozen --json | cards unfreeze --ids - --yes` unfreezes exactly the frozen cards', async () => {
    const sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    const m = sandbox.merchants[0] as MerchantCredentials;
    const client = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: m.orgId, apiKey: m.apiKey },
    });
    try {
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
      const { home, env } = dirs();
      const out = join(home, 'unfrozen.jsonl');
      const term = Terminal.start({
        command: `node ${binary} cards list --status frozen --json | node ${binary} cards unfreeze --ids - --yes --json > ${out}`,
        env: {
          ...env,
          CARD_CONSOLE_BASE_URL: sandbox.baseUrl,
          CARD_CONSOLE_ORG_ID: m.orgId,
          CARD_CONSOLE_API_KEY: m.apiKey,
        },
        cols: 100,
        rows: 20,
      });
      terms.push(term);
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
    } finally {
      await client.close();
      await sandbox.close();
    }
  });
});
