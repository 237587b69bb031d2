import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store/index.js';
import { createTheme } from '../../src/tui/theme.js';
import { cardListItem } from '../support/contract-objects.js';
import { apiError } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';
import { KEYS, loadAll, mount, type Harness } from '../support/harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const lines = (frame: string) => frame.split('\n');

async function start(options: Parameters<typeof mount>[1] = {}, data = orgData()) {
  h = await mount(orgHandlers(data), options);
  await loadAll(h);
  return { h, data };
}

describe('panes', () => {
  it('shows the accounts with balances, then the cards of the selected account', async () => {
    const { h } = await start();
    expect(h.frame()).toContain('Wallet 1');
    expect(h.frame()).toContain('900.00');
    await h.press('2');
    await loadAll(h);
    const frame = h.frame();
    expect(frame).toContain('2 Cards | of Wallet 1');
    expect(frame).toContain('4242 **** **** 4001');
    expect(frame).toContain('ACTIVE');
  });

  it('follows the accounts cursor: the cards pane shows the newly selected account', async () => {
    const { h, data } = await start();
    await h.press('j', '2');
    await loadAll(h);
    expect(h.frame()).toContain('of Wallet 2');
    expect(h.frame()).toContain(data.cards.get(data.wallets[1]!.id)![0]!.name);
  });

  it('shows card operations and switches to wallet operations', async () => {
    const { h } = await start();
    await h.press('3');
    await loadAll(h);
    expect(h.frame()).toContain('card operations');
    expect(h.frame()).toContain('purchase');
    await h.press('w');
    await loadAll(h);
    expect(h.frame()).toContain('wallet operations');
    expect(h.frame()).toContain('payin');
  });

  it('lists cardholders and opens a cardholder', async () => {
    const { h } = await start();
    await h.press('4');
    await loadAll(h);
    expect(h.frame()).toContain('owner-1');
    await h.press(KEYS.enter);
    await loadAll(h);
    expect(h.frame()).toContain('Cardholder Holder 1');
    expect(h.frame()).toContain('Cards across wallets');
  });

  it('cycles panes with tab and shift+tab', async () => {
    const { h } = await start();
    await h.press(KEYS.tab);
    expect(h.store.getState().view.focus).toBe('cards');
    await h.press(KEYS.shiftTab, KEYS.shiftTab);
    expect(h.store.getState().view.focus).toBe('cardholders');
  });
});

describe('detail views', () => {
  it('opens the account detail with fees, BINs and limit ranges, and backs out with q', async () => {
    const { h } = await start();
    await h.press(KEYS.enter);
    await loadAll(h);
    const frame = h.frame();
    for (const text of ['Fees', 'BIN list', '424242', 'Card limit ranges', '1.00 .. 5,000.00'])
      expect(frame).toContain(text);
    await h.press('q');
    expect(h.store.getState().view.details).toEqual([]);
    expect(h.quits.count).toBe(0);
    expect(h.frame()).toContain('1 Wallets');
  });

  it('opens the card detail with limits, holder and recent operations', async () => {
    const { h } = await start();
    await h.press('2');
    await loadAll(h);
    await h.press(KEYS.enter);
    await loadAll(h);
    const frame = h.frame();
    for (const text of [
      'Card Card 1',
      'daily limit',
      '100.00',
      'Cardholder',
      'Recent operations',
      'purchase',
    ])
      expect(frame).toContain(text);
  });

  it('opens an operation detail with fee, settlement, merchant and MCC', async () => {
    const { h } = await start();
    await h.press('3');
    await loadAll(h);
    await h.press(KEYS.enter);
    await loadAll(h);
    const frame = h.frame();
    for (const text of ['gross', 'fee', '0.10 USD', 'settlement', 'merchant', 'MCC', '5411'])
      expect(frame).toContain(text);
  });

  it('shows the raw JSON of the selected object and closes it with esc', async () => {
    const { h } = await start();
    await h.press('y');
    expect(h.frame()).toContain('raw JSON');
    expect(h.frame()).toContain('"isTransferAllowed": true');
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay).toBeNull();
  });
});

describe('navigation, paging and find', () => {
  it('moves with j/k and arrows, pages, and jumps to top and bottom', async () => {
    const data = orgData(1, 60);
    const { h } = await start({}, data);
    await h.press('2');
    await loadAll(h);
    const cards = data.cards.get(data.wallets[0]!.id)!;
    await h.press('j', KEYS.down);
    expect(h.store.getState().view.selectedCardId).toBe(cards[2]!.cardId);
    await h.press('k');
    expect(h.store.getState().view.selectedCardId).toBe(cards[1]!.cardId);
    await h.press('G');
    expect(h.frame()).toContain(cards[59]!.name);
    expect(h.frame()).not.toContain(`${cards[0]!.name} `);
    await h.press('g');
    expect(h.frame()).toContain(`${cards[0]!.name} `);
    const page = h.store.getState().view.pageRows;
    await h.press(KEYS.pgdn);
    expect(h.store.getState().view.selectedCardId).toBe(cards[page]!.cardId);
    await h.press(KEYS.pgup);
    expect(h.store.getState().view.selectedCardId).toBe(cards[0]!.cardId);
  });

  it('asks the server for the next page at the end of a large wallet', async () => {
    const data = orgData(1, 250);
    const { h } = await start({}, data);
    await h.press('2');
    await loadAll(h);
    expect(h.frame()).toContain('page 1/3');
    await h.press('G', KEYS.pgdn);
    await loadAll(h);
    expect(h.frame()).toContain('page 2/3');
    expect(h.store.getState().view.selectedCardId).toBe(data.cards.get(data.wallets[0]!.id)![100]!.cardId);
  });

  it('finds by last4 with / and enter, and clears with esc', async () => {
    const { h, data } = await start();
    await h.press('2');
    await loadAll(h);
    await h.press('/');
    await h.type('4003');
    expect(h.frame()).toContain('/4003');
    await h.press(KEYS.enter);
    const target = data.cards.get(data.wallets[0]!.id)![2]!;
    expect(h.store.getState().view.selectedCardId).toBe(target.cardId);
    expect(h.frame()).toContain('filter "4003"');
    expect(h.frame()).not.toContain('4242 **** **** 4001');
    await h.press(KEYS.esc);
    expect(h.frame()).toContain('4242 **** **** 4001');
  });
});

describe('palette, jump and help', () => {
  it('switches views with :ops and :holders', async () => {
    const { h } = await start();
    await h.press(':');
    await h.type('ops');
    expect(h.frame()).toContain(':ops');
    await h.press(KEYS.enter);
    expect(h.store.getState().view.focus).toBe('operations');
    await h.press(':');
    await h.type('holders');
    await h.press(KEYS.enter);
    expect(h.store.getState().view.focus).toBe('cardholders');
  });

  it('jumps to a card in another account by last4', async () => {
    const { h, data } = await start();
    await h.press('j', '2');
    await loadAll(h);
    await h.press('1', 'k', '2');
    await loadAll(h);
    const target = data.cards.get(data.wallets[1]!.id)![1]!;
    await h.press(':');
    await h.type(`card ${target.maskedNumber.slice(-4)}`);
    await h.press(KEYS.enter);
    await loadAll(h);
    const v = h.store.getState().view;
    expect(v.focus).toBe('cards');
    expect(v.selectedAccountId).toBe(data.wallets[1]!.id);
    expect(v.selectedCardId).toBe(target.cardId);
  });

  it('asks which card when several match, and jumps to the one picked', async () => {
    const data = orgData(2, 2);
    data.cards.get(data.wallets[1]!.id)![0] = cardListItem(101, { maskedNumber: '5555 **** **** 4001' });
    const { h } = await start({}, data);
    await h.press('2');
    await loadAll(h);
    await h.press('1', 'j', '2');
    await loadAll(h);
    await h.press(':');
    await h.type('card 4001');
    await h.press(KEYS.enter);
    expect(h.frame()).toContain('2 cards match 4001: which one?');
    await h.press('j', KEYS.enter);
    await loadAll(h);
    expect(h.store.getState().view.selectedCardId).toBe(cardListItem(101).cardId);
  });

  it('lists every command with its keys in help, generated from the table', async () => {
    const { h } = await start({ rows: 60, columns: 200 });
    await h.press('?');
    const frame = h.frame();
    for (const text of [
      'Keys and commands',
      '?',
      'ctrl',
      'Tab',
      'S-Tab',
      'pause',
      'Raw JSON',
      ':card <id|last4>',
    ]) {
      expect(frame.toLowerCase()).toContain(text.toLowerCase());
    }
    await h.press('?');
    expect(h.store.getState().view.overlay).toBeNull();
  });

  it('quits with q and with ctrl+c', async () => {
    const { h } = await start();
    await h.press('q');
    expect(h.quits.count).toBe(1);
    await h.press(KEYS.ctrlC);
    expect(h.quits.count).toBe(2);
  });

  it('pauses and resumes polling with p, and the header says so', async () => {
    const { h } = await start();
    await h.press('p');
    expect(h.frame()).toContain('PAUSED');
    await h.press('p');
    expect(h.frame()).not.toContain('PAUSED');
  });

  it('refreshes with r', async () => {
    const { h } = await start();
    const before = h.fetcher.count('listWallets');
    await h.press('r');
    await h.settle();
    expect(h.fetcher.count('listWallets')).toBe(before + 1);
  });
});

describe('errors and offline', () => {
  it('keeps the data, says offline with the retry time and the error kind', async () => {
    const data = orgData();
    const handlers = orgHandlers(data);
    let down = false;
    let clock = 1_000_000;
    h = await mount(
      {
        ...handlers,
        listWallets: (input, signal) => {
          if (down)
            throw apiError('network', 'GET /api/v2/organizations/{org_id}/wallets: connection refused');
          return handlers.listWallets!(input, signal);
        },
      },
      { now: () => clock },
    );
    await loadAll(h);
    down = true;
    clock += 3_000;
    await h.press('r');
    await h.settle();
    const frame = h.frame();
    expect(frame).toContain('offline, retrying in');
    expect(frame).toContain('network: GET /api/v2/organizations/{org_id}/wallets: connection refused');
    expect(frame).toContain('Wallet 1');
  });

  it('shows an auth failure as stale with its kind', async () => {
    const handlers = orgHandlers(orgData());
    h = await mount({
      ...handlers,
      listWallets: () => {
        throw apiError('auth', 'credential missing or invalid (401)');
      },
    });
    await loadAll(h);
    expect(h.frame()).toContain('stale since');
    expect(h.frame()).toContain('auth: credential missing or invalid (401)');
  });

  it('says why a disabled key does nothing', async () => {
    const { h } = await start();
    await h.press('w');
    expect(h.frame()).toContain('only in the operations pane');
  });
});

describe('terminal size and colour', () => {
  for (const [columns, rows] of [
    [80, 24],
    [200, 60],
    [60, 12],
  ] as const) {
    it(`never draws wider or taller than ${columns}x${rows}`, async () => {
      const { h } = await start({ columns, rows }, orgData(3, 80));
      await h.press('2');
      await loadAll(h);
      for (const keys of [[], ['?'], [KEYS.esc, KEYS.enter], ['y']] as string[][]) {
        await h.press(...keys);
        await loadAll(h);
        const frameLines = lines(h.frame());
        // Strictly shorter: a frame as tall as the terminal makes Ink repaint the whole screen.
        expect(frameLines.length).toBeLessThan(rows);
        for (const line of frameLines) expect(line.length).toBeLessThanOrEqual(columns);
      }
    });
  }

  it('follows a resize from 200x60 to 80x24', async () => {
    const { h } = await start({ columns: 200, rows: 60 });
    expect(h.frame()).toContain('3 Operations |');
    expect(h.store.getState().view.visiblePanes).toEqual(['accounts', 'cards', 'operations']);
    h.stdout.resize(80, 24);
    await h.settle();
    expect(lines(h.frame()).length).toBeLessThan(24);
    expect(h.store.getState().view.visiblePanes).toEqual(['accounts']);
    expect(h.frame()).toContain('[1 Wallets]');
  });

  it('emits colour escapes with colour on and none at all with NO_COLOR', async () => {
    const chalk = (await import('chalk')).default;
    const level = chalk.level;
    chalk.level = 1;
    try {
      const coloured = await mount(orgHandlers(orgData()), { theme: createTheme({}) });
      await loadAll(coloured);
      expect(coloured.frame()).toMatch(new RegExp(`${'\u001b'}\\[3\\dm`));
      coloured.unmount();
      const { h } = await start({ theme: createTheme({ NO_COLOR: '1' }) });
      await h.press('2');
      await loadAll(h);
      expect(h.stdout.frames.join('')).not.toContain('\u001b');
    } finally {
      chalk.level = level;
    }
  });
});

describe('hostile names from the API', () => {
  it('never lets ESC sequences, OSC 52, C1 or bidi characters reach the terminal', async () => {
    const data = orgData(1, 3);
    data.wallets[0] = { ...data.wallets[0]!, name: 'Evil\u001b]52;c;ZXZpbA==\u0007 wallet' };
    const list = data.cards.get(data.wallets[0]!.id)!;
    list[0] = { ...list[0]!, name: '\u001b[2J\u001b[Hwipe', holder: 'Mallory\u202eevil\u2066' };
    list[1] = { ...list[1]!, name: 'c1\u009b31mred\u0085next', holder: 'cr\rover' };
    const { h } = await start({ theme: createTheme({ NO_COLOR: '1' }), columns: 200, rows: 60 }, data);
    await h.press('2');
    await loadAll(h);
    await h.press(KEYS.enter);
    await loadAll(h);
    await h.press('y');
    await h.press(KEYS.esc, KEYS.esc, '1', 'y');
    const all = h.stdout.frames.join('');
    expect(all).not.toContain('\u001b');
    expect(all).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069\r]/);
    expect(all).toContain('Evil\\x1b]52;c;ZXZpbA==\\x07 wallet');
    expect(all).toContain('\\x1b[2J\\x1b[Hwipe');
    expect(all).toContain('Mallory\\u202eevil\\u2066');
  });
});

describe('store from the factory', () => {
  it('renders a store built elsewhere (the composition root passes its own)', async () => {
    const store = createAppStore({ focus: 'cards' });
    h = await mount(orgHandlers(orgData()), { store });
    await loadAll(h);
    expect(h.frame()).toContain('[2 Cards]');
  });
});
