// End to end: the real bundle with a config file holding an alias. `:frozen-sorted` shows the cards
// pane filtered and sorted as it names; a bad alias is named in the status line and the console
// still runs; `:save mine`, a restart, and `:mine` brings the saved view back. `:wallet` takes a wallet's
// name with its spaces, and a view saved with `:save` runs at once, before any restart.
import { readFileSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  palette,
  writeConfig,
  type Terminal,
} from './harness.js';

describe('aliases and :save, end to end (tmux)', () => {
  let term: Terminal | undefined;
  const homes = isolatedHomes();
  let configPath: string;

  beforeAll(async () => {
    const sandbox = await inProcessSandbox();
    configPath = writeConfig(homes, {
      currentProfile: 'e2e',
      aliases: {
        'frozen-sorted': 'cards :status frozen :sort name asc',
        bad: 'cards :nope',
        'frozen-marketing': 'cards :status frozen :wallet Marketing USD',
      },
      profiles: { e2e: sandbox.profile() },
    });
  });

  async function start(): Promise<Terminal> {
    term?.close();
    term = openConsole({ args: ['--no-index'], homes, cols: 200 });
    await term.waitFor('profile e2e');
    return term;
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
