import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleViews } from '../../../src/cli/console/aliases.js';
import { ConfigFile } from '../../../src/cli/config.js';
import type { Handlers } from '../../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../../support/org-data.js';
import { KEYS, loadAll, mount, type Harness } from '../../support/harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const CONFIG = ConfigFile.parse({
  aliases: {
    'frozen-named': 'cards :status frozen :sort name asc :filter Wallet',
    broken: 'cards :status chilly',
    shared: 'holders',
    'frozen-main': 'cards :status frozen :wallet Main USD',
    'lost-wallet': 'cards :wallet Main EUR',
  },
  columns: { accounts: ['status', 'name', 'balance'], cards: ['name', 'nope'] },
  profiles: {
    work: { baseUrl: 'https://api.example.com', aliases: { shared: 'ops :status declined' } },
  },
});

function configPath(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'console-aliases-')), 'config.json');
  writeFileSync(path, JSON.stringify(CONFIG, null, 2), { mode: 0o600 });
  return path;
}

/** Three wallets; the second is named as the example names one, in its list row and its detail. */
function walletsWithMainUsd(): Handlers {
  const data = orgData();
  const second = data.wallets[1];
  if (second) data.wallets[1] = { ...second, name: 'Main USD' };
  const handlers = orgHandlers(data);
  const { getWallet } = handlers;
  if (!getWallet) return handlers;
  return {
    ...handlers,
    getWallet: async (input, signal) => {
      const read = await getWallet(input, signal);
      return input.params.wallet_id === second?.id ? { data: { ...read.data, name: 'Main USD' } } : read;
    },
  };
}

async function start(path = configPath(), config = CONFIG, rows = 40) {
  const { views, columnChoice, problems } = consoleViews(config, 'work', path);
  h = await mount(walletsWithMainUsd(), { views, columnChoice, rows, columns: 160 });
  await loadAll(h);
  return { h, problems, path };
}

async function palette(h: Harness, text: string) {
  await h.press(':');
  await h.type(text);
  await h.press(KEYS.enter);
  await loadAll(h);
}

describe('saved views in the console', () => {
  it('runs an alias from the palette: exactly its pane, filters, sort and filter text', async () => {
    const { h } = await start();
    await h.press('2');
    await palette(h, 'status active');
    await palette(h, 'frozen-named');
    const view = h.store.getState().view;
    expect(view.focus).toBe('cards');
    expect(view.cardQuery).toMatchObject({ statuses: ['frozen'], sortBy: 'name', sortType: 'asc' });
    expect(view.filter.cards).toBe('Wallet');
  });

  it("runs the issue's example: the cards of the wallet named Main USD, frozen only", async () => {
    const { h } = await start();
    await palette(h, 'frozen-main');
    const state = h.store.getState();
    expect(state.view.focus).toBe('cards');
    expect(state.view.cardQuery.statuses).toEqual(['frozen']);
    const selected = state.entities.accounts.get(state.view.selectedAccountId ?? '');
    expect(selected?.name).toBe('Main USD');
  });

  it(':wallet NAME in the palette selects that wallet; an unknown name is named in the warning', async () => {
    const { h } = await start();
    await palette(h, 'wallet Main USD');
    const selected = () =>
      h.store.getState().entities.accounts.get(h.store.getState().view.selectedAccountId ?? '');
    expect(selected()?.name).toBe('Main USD');
    await palette(h, 'lost-wallet');
    expect(h.frame()).toContain('no wallet named "Main EUR" on this profile');
    expect(selected()?.name).toBe('Main USD');
  });

  it("runs the profile's alias over the global one of the same name", async () => {
    const { h } = await start();
    await palette(h, 'shared');
    const view = h.store.getState().view;
    expect(view.focus).toBe('operations');
    expect(view.operationQuery.statuses).toEqual(['declined']);
  });

  it('names a bad alias and the rule at start; the console still starts and the good ones run', async () => {
    const { h, problems } = await start();
    expect(problems).toEqual([
      expect.stringMatching(/^alias "broken": :status: unknown card status chilly \(known: /),
      expect.stringMatching(/^columns\.cards: unknown column "nope" \(valid: name, number, /),
    ]);
    expect(h.frame()).toContain('Wallet 1');
    await palette(h, 'broken');
    expect(h.store.getState().view.focus).toBe('accounts');
  });

  it('lists the aliases in help (name, what it runs, profile or global) and offers them in the palette', async () => {
    const { h } = await start(configPath(), CONFIG, 150);
    await h.press('?');
    const help = h.frame();
    expect(help).toContain('Saved views');
    expect(help).toContain(':frozen-named');
    expect(help).toContain('cards :status frozen :sort name asc :filter Wallet (global)');
    expect(help).toContain('ops :status declined (profile)');
    await h.press(KEYS.esc, ':');
    await h.type('froz');
    expect(h.frame()).toContain(':frozen-named');
  });

  it(':save writes the pane on screen (the cards with their wallet) as an alias of the profile, which the next start runs', async () => {
    const first = await start();
    const path = first.path;
    await first.h.press('2');
    await palette(first.h, 'status frozen,active');
    await palette(first.h, 'sort status desc');
    await palette(first.h, 'save mine');
    expect(first.h.frame()).toContain('saved :mine (profile work)');
    const written = ConfigFile.parse(JSON.parse(readFileSync(path, 'utf8')));
    expect(written.profiles.work?.aliases?.mine).toBe(
      'cards :status frozen,active :sort status desc :wallet Wallet 1',
    );
    first.h.unmount();

    const second = await start(path, written);
    await palette(second.h, 'mine');
    expect(second.h.store.getState().view.focus).toBe('cards');
    expect(second.h.store.getState().view.cardQuery).toMatchObject({
      statuses: ['frozen', 'active'],
      sortBy: 'status',
      sortType: 'desc',
    });
  });

  it(':save makes the alias usable at once: :mine applies it and ? lists it, with no restart', async () => {
    const { h } = await start(configPath(), CONFIG, 150);
    await h.press('2');
    await palette(h, 'status frozen');
    await palette(h, 'save mine');
    expect(h.frame()).toContain('saved :mine (profile work)');
    await palette(h, 'clear');
    await h.press('1');
    await palette(h, 'mine');
    const view = h.store.getState().view;
    expect(view.focus).toBe('cards');
    expect(view.cardQuery.statuses).toEqual(['frozen']);
    await h.press('?');
    expect(h.frame()).toContain('cards :status frozen :wallet Wallet 1 (profile)');
    await h.press(KEYS.esc);
    await palette(h, 'save mine');
    expect(h.frame()).toContain('an alias named "mine" exists');
  });

  it(':save refuses a name that exists, and --global writes at the top level', async () => {
    const { h, path } = await start();
    await palette(h, 'save shared');
    expect(h.frame()).toContain('an alias named "shared" exists');
    await palette(h, 'save everywhere --global');
    const written = JSON.parse(readFileSync(path, 'utf8')) as { aliases: Record<string, string> };
    expect(written.aliases.everywhere).toBe('wallets');
  });

  it('shows the columns the config chose, in its order; a refused choice leaves that table as it was', async () => {
    const { h } = await start();
    // Wide enough for the accounts and the cards side by side: accounts as chosen, cards as their own.
    const header = h
      .frame()
      .split('\n')
      .find((l) => l.includes('Status') && l.includes('Balance'));
    expect(header).toMatch(/^\s*Status\s+Name\s+Balance\s+Name\s+Number\s+Holder\s+Status\s+Available/);
  });
});
