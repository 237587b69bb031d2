// Cursor-move cost with 100,000 cards in the store: time from a keypress to the frame Ink writes,
// bytes written per keypress at 120x40, and resident memory. The measured side runs as a bundled
// child process (esbuild, production React) so tsx and vitest overhead is not counted; this file
// is both the parent (benchKeypress) and, bundled, the child (keypressChild).
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { render } from 'ink';
import { createElement } from 'react';
import { createSentLog, type SentLog } from '../src/api/index.js';
import { DEFAULT_SENT_LOG_CAPACITY } from '../src/api/sent-log.js';
import { type CallInput } from '../src/api/types.js';
import type { CardListItem, RouteId, RouteOutput } from '../src/contract/index.js';
import { createAppStore } from '../src/store/index.js';
import { createSync, type Fetcher } from '../src/sync/index.js';
import { App, inkStdout, renderOptions } from '../src/tui/index.js';
import { createTheme } from '../src/tui/theme.js';
import { bundleChild, runChild } from './child.js';
import { median, percentile, root } from './lib.js';

const CARDS = 100_000;
const KEYPRESSES = 300;
const WARMUP = 20;
const COLUMNS = 120;
const ROWS = 40;
/** Gap between keypresses: longer than Ink's 60 fps throttle, as a held key repeats at ~30/s. */
const GAP_MS = 35;

export interface KeypressFigures {
  keypress_p50_ms: number;
  keypress_p95_ms: number;
  rss_mb_100k_cards: number;
  bytes_per_keypress: number;
  /** CPU time of the process per keypress: steadier than wall time on a loaded machine. */
  keypress_cpu_ms: number;
}

// ---------------------------------------------------------------- child (runs bundled)

export class Terminal extends EventEmitter {
  readonly isTTY = true;
  readonly columns: number = COLUMNS;
  readonly rows: number = ROWS;
  bytes = 0;
  lastWriteAt = 0;
  private waiter: (() => void) | undefined;
  write = (chunk: string): boolean => {
    this.lastWriteAt = performance.now();
    this.bytes += Buffer.byteLength(chunk);
    const w = this.waiter;
    this.waiter = undefined;
    w?.();
    return true;
  };
  nextWrite(): Promise<void> {
    return new Promise((resolve) => (this.waiter = resolve));
  }
}

export class Keyboard extends EventEmitter {
  readonly isTTY = true;
  private data: string | null = null;
  press(data: string): void {
    this.data = data;
    this.emit('readable');
  }
  read = (): string | null => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding(): void {}
  setRawMode(): void {}
  resume(): void {}
  pause(): void {}
  ref(): void {}
  unref(): void {}
}

const uuid = (n: number, prefix: string) =>
  `${prefix.padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const WALLET_ID = uuid(1, 'a');

/** The JSON a server would send: parsed per call, so every card owns its strings as in real use. */
function cardsJson(): string {
  const items: CardListItem[] = [];
  for (let n = 1; n <= CARDS; n++) {
    items.push({
      cardId: uuid(n, 'c'),
      name: `Card ${n}`,
      currency: 'USD',
      availableBalance: `${n % 997}.${String(n % 100).padStart(2, '0')}`,
      holder: `Holder ${n}`,
      cardType: 'virtual',
      maskedNumber: `4242 **** **** ${String(n % 10_000).padStart(4, '0')}`,
      paymentSystem: 'Visa',
      expiredAt: '12.2029',
      cardStatus: n % 7 === 0 ? 'frozen' : 'active',
    });
  }
  const pagination = { quantity: CARDS, totalQuantity: CARDS, currentPage: 1, pages: 1 };
  return JSON.stringify({ data: items, pagination });
}

function fakeFetcher(): Fetcher {
  let json: string | undefined = cardsJson();
  const wallet = {
    id: WALLET_ID,
    name: 'Main USD',
    balance: '1000.00',
    currency: 'USD',
    status: 'active',
    cards: CARDS,
    allowedCardTypes: ['virtual'],
    isTransferAllowed: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
  };
  const answers: Partial<Record<RouteId, () => unknown>> = {
    listWallets: () => ({
      data: [wallet],
      pagination: { quantity: 100, totalQuantity: 1, currentPage: 1, pages: 1 },
    }),
    getWallet: () => ({ data: { ...wallet, availableBalance: '900.00', holdedBalance: '100.00', fees: {} } }),
    listCards: () => {
      const parsed: unknown = JSON.parse(
        json ?? '{"data":[],"pagination":{"quantity":0,"totalQuantity":0,"currentPage":1,"pages":1}}',
      );
      json = undefined; // the text is garbage once parsed, as a response body would be
      return parsed;
    },
  };
  return {
    can: (id) => (answers[id] ? { ok: true } : { ok: false, reason: 'not in this benchmark' }),
    call: async <K extends RouteId>(id: K, _input: CallInput<K>) => {
      const answer = answers[id];
      if (!answer) throw Object.assign(new Error(`no ${id} here`), { kind: 'missing_credential' });
      return answer() as RouteOutput<K>;
    },
  } as Fetcher;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

export async function loadCards(): Promise<ReturnType<typeof createAppStore>> {
  const store = createAppStore({ focus: 'cards', pageSize: CARDS });
  const sync = createSync({ fetcher: fakeFetcher(), store, pageSize: CARDS, settleMs: 0 });
  for (
    let round = 0;
    round < 4 && (store.getState().view.selectedAccountId === undefined || !hasCards(store));
    round++
  )
    await sync.refresh();
  if (!hasCards(store)) throw new Error('the cards did not load');
  return store;
}

function hasCards(store: ReturnType<typeof createAppStore>): boolean {
  return store.getState().entities.cards.size === CARDS;
}

/** A command log as a long session leaves it: its ring full of reads of the cards' wallet. */
function fullCommandLog(): SentLog {
  const log = createSentLog('bench');
  for (let i = 0; i < DEFAULT_SENT_LOG_CAPACITY; i++)
    log.record({
      routeId: 'listCards',
      method: 'GET',
      path: '/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments',
      url: `/api/v2/organizations/org/wallets/${WALLET_ID}/instruments?page=${i}`,
      params: { wallet_id: WALLET_ID },
      attempt: 1,
      startedAt: i,
      headers: {},
      durationMs: 1,
      change: false,
      status: 200,
    });
  return log;
}

/** The measured side: prints one JSON line of figures. */
export async function keypressChild(): Promise<void> {
  const store = await loadCards();
  const term = new Terminal();
  const keyboard = new Keyboard();
  const sync = { refresh: async () => undefined, pause: () => undefined, resume: () => undefined };
  const env = {
    profile: 'bench',
    baseUrl: 'http://127.0.0.1:1',
    sandbox: true,
    readOnly: false,
    merchantName: 'Bench',
  };
  const firstFrame = term.nextWrite();
  const instance = render(
    createElement(App, {
      store,
      sync,
      env,
      onQuit: () => undefined,
      theme: createTheme({ FORCE_COLOR: '1' }),
      now: () => 0,
      requests: fullCommandLog(),
    }),
    {
      ...renderOptions,
      stdout: inkStdout(term as unknown as NodeJS.WriteStream),
      stdin: keyboard as unknown as NodeJS.ReadStream,
      patchConsole: false,
    },
  );
  await firstFrame;
  await sleep(200);
  gc();
  await sleep(50);
  gc();
  const rss = process.memoryUsage().rss;

  const latencies: number[] = [];
  const bytes: number[] = [];
  let cpuMicros = 0;
  for (let i = 0; i < WARMUP + KEYPRESSES; i++) {
    const written = term.nextWrite();
    const before = term.bytes;
    const cpu = process.cpuUsage();
    const started = performance.now();
    keyboard.press('j');
    await written;
    const latency = term.lastWriteAt - started;
    await sleep(GAP_MS);
    if (i < WARMUP) continue;
    const used = process.cpuUsage(cpu);
    cpuMicros += used.user + used.system;
    latencies.push(latency);
    bytes.push(term.bytes - before);
  }
  if (store.getState().view.cursors.cards !== WARMUP + KEYPRESSES)
    throw new Error('the cursor did not follow the keypresses');
  instance.unmount();
  const figures: KeypressFigures = {
    keypress_p50_ms: Number(median(latencies).toFixed(2)),
    keypress_p95_ms: Number(percentile(latencies, 0.95).toFixed(2)),
    rss_mb_100k_cards: Math.round(rss / 1024 / 1024),
    bytes_per_keypress: Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length),
    keypress_cpu_ms: Number((cpuMicros / 1000 / KEYPRESSES).toFixed(2)),
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

// ---------------------------------------------------------------- parent

export async function benchKeypress(): Promise<KeypressFigures> {
  const bundle = await bundleChild('keypress', join(root, 'bench', 'keypress.ts'), 'keypressChild');
  return runChild<KeypressFigures>(bundle);
}
