// End to end: the real bundle with a config file holding an alias. `:frozen-sorted` shows the cards
// pane filtered and sorted as it names; a bad alias is named in the status line and the console
// still runs; `:save mine`, a restart, and `:mine` brings the saved view back. `:wallet` takes a wallet's
// name with its spaces, and a view saved with `:save` runs at once, before any restart.
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { builtBundle, Terminal } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;
builtBundle(); // the file fails when the bundle is missing (it never skips)

describe('aliases and :save, end to end (tmux)', () => {
  let sandbox: RunningSandbox;
  let term: Terminal | undefined;
  let home: string;
  let configPath: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    const m = sandbox.merchants[0]!;
    home = mkdtempSync(join(tmpdir(), 'aliases-e2e-'));
    mkdirSync(join(home, 'card-console'), { mode: 0o700 });
    configPath = join(home, 'card-console', 'config.json');
    const config = {
      currentProfile: 'e2e',
      aliases: {
        'frozen-sorted': 'cards :status frozen :sort name asc',
        bad: 'cards :nope',
        'frozen-marketing': 'cards :status frozen :wallet Marketing USD',
      },
      profiles: { e2e: { baseUrl: sandbox.baseUrl, orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken } },
    };
    writeFileSync(configPath, JSON.stringify(config, null, 2), { mode: 0o600 });
  });
  afterAll(async () => {
    term?.close();
    await sandbox.close();
  });

  async function start(): Promise<Terminal> {
    term?.close();
    term = Terminal.start({
      command: `node ${binary} --no-index`,
      env: { CI: 'false', NO_COLOR: '1', XDG_CONFIG_HOME: home },
      cols: 160,
      rows: 40,
    });
    await term.waitFor('profile e2e');
    return term;
  }

  async function palette(t: Terminal, text: string): Promise<void> {
    t.type(':');
    await t.waitFor('Command palette');
    t.type(text);
    t.keys('Enter');
  }

  it('runs an alias, reports the bad one, and brings a saved view back after a restart', async () => {
    let t = await start();
    await t.waitFor('alias "bad": :nope is not a palette command');
    await palette(t, 'frozen-sorted');
    await t.waitFor('status frozen | sort name asc');

    await palette(t, 'sort status desc');
    await t.waitFor('status frozen | sort status desc');
    await palette(t, 'save mine');
    await t.waitFor('saved :mine (profile e2e)');
    const written = JSON.parse(readFileSync(configPath, 'utf8')) as {
      profiles: { e2e: { aliases: Record<string, string> } };
    };
    expect(written.profiles.e2e.aliases.mine).toBe('cards :status frozen :sort status desc :wallet Main USD');
    expect(statSync(configPath).mode & 0o777).toBe(0o600);

    t = await start();
    await palette(t, 'mine');
    const screen = await t.waitFor('status frozen | sort status desc');
    expect(screen).toContain('profile e2e');
  });

  it('shows the wallet an alias names by its name, and runs a view saved a moment ago without a restart', async () => {
    const t = await start();
    await palette(t, 'frozen-marketing');
    const shown = await t.waitFor('of Marketing USD');
    expect(shown).toContain('status frozen');
    await palette(t, 'sort name desc');
    await t.waitFor('sort name desc');
    await palette(t, 'save now');
    await t.waitFor('run it now with :now');
    await palette(t, 'clear');
    await palette(t, 'sort createdAt desc');
    await t.waitFor('sort createdAt desc');
    await palette(t, 'now');
    const again = await t.waitFor('sort name desc');
    expect(again).toContain('status frozen');
  });
});
