import { describe, expect, it } from 'vitest';
import type { Key } from 'ink';
import { createAppStore, toAccount, type Operation } from '../../src/store/index.js';
import { keyName, resolveKey } from '../../src/tui/keymap.js';
import { computeLayout, visiblePanes } from '../../src/tui/layout.js';
import { fuzzyScore, matchCommands, parsePalette } from '../../src/tui/views/palette/match.js';
import { fitColumns, MARKER_WIDTH } from '../../src/tui/present/columns.js';
import { footerText, headerSegments } from '../../src/tui/present/chrome.js';
import { connectionLabel, looksLikeProduction } from '../../src/tui/present/connection.js';
import { accountSections, cardSections, operationSections } from '../../src/tui/views/detail/sections.js';
import { money } from '../../src/tui/present/money.js';
import { rawLines } from '../../src/tui/present/raw.js';
import { accountTable, cardTable, rowSegments, rowMarker } from '../../src/tui/present/rows.js';
import { displayWidth, ELLIPSIS, fit, truncate } from '../../src/tui/text.js';
import { createTheme } from '../../src/tui/theme.js';
import { parseDateBound } from '../../src/tui/views/panes/filters.js';
import { exactMoney, plainMoney } from '../../src/tui/present/money.js';
import { displayZone } from '../../src/domain/index.js';
import { card, walletListItem } from '../store/fixtures.js';
import { consoleViews } from '../support/views.js';

const views = consoleViews();

const colour = createTheme({});
const plain = createTheme({ NO_COLOR: '1' });
const UTC = displayZone('UTC');

const key = (over: Partial<Key> = {}): Key => ({
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
  ...over,
});

describe('text fitting', () => {
  it('truncates with an ellipsis and pads to the exact width', () => {
    expect(truncate('abcdef', 4)).toBe('abc~');
    expect(truncate('abc', 4)).toBe('abc');
    expect(fit('ab', 4)).toBe('ab  ');
    expect(fit('ab', 4, 'right')).toBe('  ab');
    expect(displayWidth(fit('日本語テキスト', 5))).toBeLessThanOrEqual(5);
  });

  it('fits columns into the width, dropping the least important first', () => {
    const wide = fitColumns(cardTable.columns, 200);
    expect(wide.map((c) => c.key)).toEqual(cardTable.columns.map((c) => c.key));
    expect(wide.reduce((s, c) => s + c.width, 0) + wide.length - 1 + MARKER_WIDTH).toBe(200);
    const narrow = fitColumns(cardTable.columns, 80);
    expect(narrow.map((c) => c.key)).not.toContain('system');
    expect(narrow.map((c) => c.key)).toContain('status');
    expect(narrow.reduce((s, c) => s + c.width, 0) + narrow.length - 1 + MARKER_WIDTH).toBeLessThanOrEqual(
      80,
    );
  });
});

describe('rows', () => {
  it('shows a card status as a text label and colours it only with colour on', () => {
    const c = card(1, 1, { status: 'frozen' });
    expect(cardTable.cells(c, colour, UTC).status).toEqual({ text: 'FROZEN', color: 'cyan' });
    expect(cardTable.cells(c, plain, UTC).status).toEqual({ text: 'FROZEN' });
  });

  it('sanitises server text and formats money exactly', () => {
    const account = toAccount(
      walletListItem(1, { name: 'Evil\u001b]52;c;ZXZpbA==\u0007', balance: '12345678901234.129999999' }),
    );
    const cells = accountTable.cells(account, plain, UTC);
    expect(cells.name?.text).toBe('Evil\\x1b]52;c;ZXZpbA==\\x07');
    expect(cells.balance?.text).toBe('12,345,678,901,234.13');
    expect(money('not money\u009b')).toBe('not money\\x9b');
  });

  it('makes rows exactly as wide as the table', () => {
    const columns = fitColumns(cardTable.columns, 90);
    const segments = rowSegments(
      columns,
      cardTable.cells(card(3, 1, { name: 'A very long card name that will not fit' }), plain, UTC),
      rowMarker(true, true),
    );
    const text = segments.map((s) => s.text).join('');
    expect(displayWidth(text)).toBe(90);
    expect(text.startsWith('>*')).toBe(true);
    expect(text).toContain(ELLIPSIS);
  });
});

describe('chrome', () => {
  it('labels the connection with the age of the data', () => {
    expect(connectionLabel({ status: 'live' }, 0)).toBe('live');
    expect(connectionLabel({ status: 'stale', staleSince: 1_000 }, 13_000)).toBe('stale since 12 s');
    expect(connectionLabel({ status: 'offline', retryAt: 14_000 }, 10_000)).toBe('offline, retrying in 4 s');
  });

  it('says degraded, not offline, when the service answers with server errors, and colours only offline as an error', () => {
    const lastError = {
      kind: 'server' as const,
      message: 'internal error (500)',
      resource: 'accounts',
      at: 9_000,
    };
    expect(connectionLabel({ status: 'degraded', retryAt: 12_000, lastError }, 10_000)).toBe(
      'degraded (server errors), retrying in 2 s',
    );
    expect(
      connectionLabel({ status: 'degraded', lastError: { ...lastError, kind: 'rate_limited' } }, 10_000),
    ).toBe('degraded (rate limited)');
    const env = { profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false };
    const tone = (status: 'live' | 'degraded' | 'stale' | 'offline') =>
      headerSegments(env, { connection: { status, lastError }, paused: false }, 10_000, colour, 200).find(
        (s) => /^(live|degraded|stale|offline)/.test(s.text),
      )?.color;
    expect([tone('live'), tone('degraded'), tone('stale'), tone('offline')]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
  });

  it('tells production-looking URLs from sandboxes', () => {
    expect(looksLikeProduction('https://api.cards.example.com')).toBe(true);
    expect(looksLikeProduction('https://sandbox.cards.example.com')).toBe(false);
    expect(looksLikeProduction('http://127.0.0.1:3000')).toBe(false);
  });

  it('puts a production URL in the warning colour and the sandbox badge in a calm one', () => {
    const state = { connection: { status: 'live' as const }, paused: true };
    const prod = headerSegments(
      { profile: 'p', baseUrl: 'https://api.cards.example.com', sandbox: false, readOnly: true },
      state,
      0,
      colour,
      200,
    );
    expect(prod.find((s) => s.text === 'https://api.cards.example.com')?.color).toBe('yellow');
    expect(prod.map((s) => s.text)).toEqual(expect.arrayContaining(['PAUSED', 'READ-ONLY']));
    const sandbox = headerSegments(
      { profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false },
      state,
      0,
      colour,
      200,
    );
    expect(sandbox.find((s) => s.text === 'SANDBOX')?.color).toBe('green');
    const narrow = headerSegments(
      { profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false },
      state,
      0,
      colour,
      30,
    );
    expect(displayWidth(narrow.map((s) => s.text).join(''))).toBeLessThanOrEqual(30);
  });

  it('generates footer hints from the command table for the current mode', () => {
    const store = createAppStore();
    const text = footerText(views, store.getState(), 200);
    expect(text).toContain('? help');
    expect(text).toContain('/ find');
    store.getState().actions.setOverlay({ kind: 'find', text: '' });
    expect(footerText(views, store.getState(), 200)).toContain('Enter apply');
  });
});

describe('detail sections', () => {
  it('lists fees, BINs, limit ranges, restrictions and destinations of an account', () => {
    const account = toAccount(walletListItem(1));
    const sections = accountSections(
      account,
      {
        fees: { cardIssuing: { type: 'amount', amount: '2.00', currency: 'USD' } },
        binList: [{ cardProviderBinId: 'b', bin: '424242', cardNetwork: 'visa', categoryIds: [] }],
        limitRanges: [{ type: 'daily_limit', amountMin: '1.00', amountMax: '500.00' }],
        restrictions: { maxCards: 10 },
        transferDestinations: [{ id: 'd', name: 'Ops', currency: 'USD' }],
        raw: {},
      },
      plain,
    );
    const text = JSON.stringify(sections);
    for (const expected of ['Fees', '424242', '1.00 .. 500.00', 'max cards', 'Ops'])
      expect(text).toContain(expected);
  });

  it('shows card limits, holder and recent operations; operations show gross, fee, settlement, merchant and MCC', () => {
    const op: Operation = {
      id: 'o',
      kind: 'card',
      amount: '10.00',
      currency: 'USD',
      type: 'purchase',
      status: 'completed',
      createdAt: '2026-01-01T00:00:00Z',
      merchantName: 'Shop',
      merchantCategory: '5411',
      feeAmount: '0.10',
      feeCurrency: 'USD',
      settlementAmount: '9.90',
      settlementCurrency: 'USD',
      description: 'x',
      raw: {},
    };
    const c = card(1, 1, {
      limits: { daily_limit: '100.00' },
      cardOwner: { cardOwnerId: 'own', firstName: 'Ann', lastName: 'Lee', email: 'a@x' },
    });
    const text = JSON.stringify(cardSections(c, [op], plain, UTC));
    for (const expected of ['daily_limit', '100.00', 'Ann Lee', 'purchase 10.00 USD completed'])
      expect(text).toContain(expected);
    const opText = JSON.stringify(operationSections(op, plain, UTC));
    for (const expected of ['gross', '0.10 USD', '9.90 USD', 'Shop', '5411'])
      expect(opText).toContain(expected);
  });

  it('renders raw JSON with hostile strings escaped', () => {
    const lines = rawLines({ name: 'a\u001b[2Jb', '\u202ekey': 1 });
    expect(lines.join('\n')).not.toContain('\u001b');
    expect(lines.join('\n')).not.toContain('\u202e');
    expect(lines.join('\n')).toContain('\\\\u202e');
  });
});

describe('palette and keymap', () => {
  it('ranks fuzzy matches and parses arguments', () => {
    expect(fuzzyScore('crd', 'cards')).toBeGreaterThan(0);
    expect(fuzzyScore('xyz', 'cards')).toBe(-1);
    expect(matchCommands(views.commands, 'cards')[0]?.command.id).toBe('pane.cards');
    expect(parsePalette(views.commands, 'card 4242')).toMatchObject({
      command: { id: 'card.jump' },
      argument: '4242',
    });
    expect(parsePalette(views.commands, 'holders')?.command.id).toBe('pane.cardholders');
  });

  it('names keys and resolves them per view', () => {
    expect(keyName('', key({ downArrow: true }))).toBe('down');
    expect(keyName('', key({ tab: true, shift: true }))).toBe('shift+tab');
    expect(keyName('c', key({ ctrl: true }))).toBe('ctrl+c');
    const store = createAppStore();
    expect(resolveKey(views, store.getState(), 'j', key())).toMatchObject({
      kind: 'command',
      command: { id: 'cursor.down' },
    });
    expect(resolveKey(views, store.getState(), 'w', key())).toMatchObject({
      kind: 'disabled',
      reason: 'only in the operations pane',
    });
    store.getState().actions.setOverlay({ kind: 'find', text: '' });
    expect(resolveKey(views, store.getState(), 'j', key())).toEqual({ kind: 'text', text: 'j' });
    expect(resolveKey(views, store.getState(), '', key({ escape: true }))).toMatchObject({
      kind: 'command',
      command: { id: 'find.clear' },
    });
  });

  it('has one command per key in each view, and leaves the keys reserved for actions free', () => {
    for (const view of views.views) {
      const seen = new Set<string>();
      for (const c of views.commandsOf(view))
        for (const k of c.keys) {
          expect(seen.has(k), `${view.id}:${k}`).toBe(false);
          seen.add(k);
        }
    }
    // The keys the issue reserves for operator actions are taken by action commands only.
    const reserved = ['i', 'f', 'd', 's', 'u', 'x', 'e', 'v', 't', 'h', 'space', 'a', 'A'];
    const panes = views.commandsOf(views.byId('panes')!);
    const users = panes.filter((c) => c.keys.some((k) => reserved.includes(k)));
    expect(users.map((c) => c.id).filter((id) => !/^(card|account|bulk|mark|holder)\./.test(id))).toEqual([]);
  });

  it('parses date bounds for the operations filter: a bare date is that day in the display zone', () => {
    expect(parseDateBound('2026-01-31', true, UTC)).toBe('2026-01-31T23:59:59Z');
    expect(parseDateBound('2026-01-31', false, UTC)).toBe('2026-01-31T00:00:00Z');
    const la = displayZone('America/Los_Angeles');
    expect(parseDateBound('2026-01-31', false, la)).toBe('2026-01-31T08:00:00Z');
    expect(parseDateBound('2026-01-31', true, la)).toBe('2026-02-01T07:59:59Z');
    expect(parseDateBound('2026-01-31', false, displayZone('Asia/Kolkata'))).toBe('2026-01-30T18:30:00Z');
    expect(parseDateBound('2026-01-31T10:00:00+02:00', false, la)).toBe('2026-01-31T10:00:00+02:00');
    expect(parseDateBound('2026-02-30', false, la)).toBeNull();
    expect(parseDateBound('yesterday', false, UTC)).toBeNull();
  });
});

describe('plainMoney', () => {
  it('drops only the padding zeros, never rounds', () => {
    expect(plainMoney('20931.400000000')).toBe('20,931.40');
    expect(plainMoney('0.123450000')).toBe('0.12345');
    expect(plainMoney('7')).toBe('7.00');
    expect(plainMoney('00001')).toBe('1.00'); // what the operator typed, normalised
    expect(plainMoney('123456789012.345678900')).toBe('123,456,789,012.3456789');
    expect(plainMoney('12.30')).toBe('12.30');
    expect(plainMoney(undefined)).toBe('-');
  });

  it('details show amounts as tables do, not the wire format', () => {
    expect(exactMoney('23078.690000000', 'USD')).toBe('23,078.69 USD');
    expect(exactMoney('0.000000001', 'USD')).toBe('0.000000001 USD');
  });
});

describe('layout and theme', () => {
  it('stacks one pane at 80x24 and shows four areas at 200x60', () => {
    expect(visiblePanes(computeLayout(80, 24, 'cards'))).toEqual(['cards']);
    expect(visiblePanes(computeLayout(200, 60, 'cards'))).toEqual(['accounts', 'cards', 'operations']);
    expect(visiblePanes(computeLayout(200, 60, 'cardholders'))).toEqual(['accounts', 'cards', 'cardholders']);
  });

  it('honours NO_COLOR and FORCE_COLOR', () => {
    expect(createTheme({ NO_COLOR: '1' }).color).toBe(false);
    expect(createTheme({ NO_COLOR: '' }).color).toBe(true);
    expect(createTheme({ NO_COLOR: '1', FORCE_COLOR: '1' }).color).toBe(true);
    expect(createTheme({ FORCE_COLOR: '0' }).color).toBe(false);
  });
});
