// The measured side of the card index benchmark (bundled, run as a child). `fill DIR PLACE MERCHANT
// N`: builds an index of N cards in 20 wallets through the crawl itself (pages generated here, not
// by a server). `measure DIR PLACE MERCHANT`: opens that index warm under the console UI and times
// a global search by last4 (keypress to frame), searches by words as they are typed (a surname, its
// start, first and last name, a name and last4, a card name: every keystroke), cursor moves in a
// 100,000-card page, and memory.
import { render } from 'ink';
import { createElement } from 'react';
import type { CardListItem } from '../src/contract/index.js';
import { createAppStore } from '../src/store/index.js';
import type { Fetcher } from '../src/sync/index.js';
import { createCardIndex } from '../src/sync/card-index/index.js';
import { App, inkStdout, renderOptions } from '../src/tui/index.js';
import { createTheme } from '../src/tui/theme.js';
import { gc, Keyboard, loadCards, sleep, Terminal } from './keypress.js';
import { percentile } from './lib.js';

const WALLETS = 20;
const SEARCHES = 200;
/** Typed a key at a time; each keystroke's frame is timed. */
const TEXT_QUERIES = ['lamarr', 'barbara lamarr', 'hopper 2462', 'grace', 'card 4321', 'turing 0042'];
const TEXT_ROUNDS = 5;
const MOVES = 300;
const GAP_MS = 35;

/** A deterministic PRNG (mulberry32) so every run builds the same merchant. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Barbara', 'Grace', 'Ada', 'Hedy', 'Margaret', 'Katherine', 'Radia', 'Frances', 'Alan', 'Ken'];
const LAST = [
  'Lamarr',
  'Hopper',
  'Lovelace',
  'Hamilton',
  'Johnson',
  'Perlman',
  'Allen',
  'Turing',
  'Thompson',
];
/** About one holder per four cards, named from the lists (so a surname is shared by a ninth of them). */
const holderOf = (n: number) => {
  const h = Math.floor(n / 4);
  return `${FIRST[h % FIRST.length]} ${LAST[Math.floor(h / FIRST.length) % LAST.length]}`;
};

const walletId = (w: number) => `0000000${w}-0000-4000-8000-000000000000`.slice(-36);
const last4Of = (n: number) => String(Math.floor(rng(n)() * 10_000)).padStart(4, '0');

function syntheticMerchant(total: number): Fetcher {
  const perWallet = Math.ceil(total / WALLETS);
  const wallets = Array.from({ length: WALLETS }, (_, w) => ({
    id: walletId(w),
    name: `Wallet ${w}`,
    balance: '0.00',
    currency: 'USD',
    status: 'active',
    cards: Math.min(perWallet, total - w * perWallet),
    allowedCardTypes: ['virtual'],
    isTransferAllowed: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
  const card = (w: number, i: number): CardListItem & { createdAt: string } => {
    const n = w * perWallet + i;
    return {
      cardId: `${n.toString(16).padStart(8, '0')}-1111-4111-8111-${w.toString(16).padStart(12, '0')}`,
      name: `Card ${n}`,
      currency: 'USD',
      availableBalance: `${n % 997}.${String(n % 100).padStart(2, '0')}`,
      holder: holderOf(n),
      cardType: 'virtual',
      maskedNumber: `4242 **** **** ${last4Of(n)}`,
      paymentSystem: 'Visa',
      expiredAt: '12.2029',
      cardStatus: n % 7 === 0 ? 'frozen' : 'active',
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString(),
    };
  };
  const fetcher = {
    can: (id: string) =>
      id === 'listWallets' || id === 'listCards'
        ? { ok: true }
        : { ok: false, reason: 'not in this benchmark' },
    call: async (
      id: string,
      input: { params?: { wallet_id: string }; query?: { page?: number; quantity?: number } },
    ) => {
      if (id === 'listWallets')
        return {
          data: wallets,
          pagination: { quantity: 500, totalQuantity: WALLETS, currentPage: 1, pages: 1 },
        };
      const w = wallets.findIndex((x) => x.id === input.params?.wallet_id);
      const quantity = input.query?.quantity ?? 500;
      const page = input.query?.page ?? 1;
      const count = wallets[w]!.cards;
      const from = (page - 1) * quantity;
      const data = Array.from({ length: Math.max(0, Math.min(quantity, count - from)) }, (_, k) =>
        card(w, from + k),
      );
      return {
        data,
        pagination: {
          quantity,
          totalQuantity: count,
          currentPage: page,
          pages: Math.max(1, Math.ceil(count / quantity)),
        },
      };
    },
  };
  return fetcher as unknown as Fetcher;
}

async function fill(dir: string, place: string, merchant: string, total: number): Promise<void> {
  const index = createCardIndex({
    fetcher: syntheticMerchant(total),
    store: createAppStore(),
    baseUrl: place,
    merchant,
    dir,
    share: 1,
    sleep: async () => undefined,
  });
  const started = performance.now();
  await index.runPass(new AbortController().signal);
  const seconds = (performance.now() - started) / 1000;
  const indexed = index.count();
  index.close();
  process.stdout.write(`${JSON.stringify({ indexed, fill_cards_per_s: Math.round(indexed / seconds) })}\n`);
}

const ENV = {
  profile: 'bench',
  baseUrl: 'http://127.0.0.1:1',
  sandbox: true,
  readOnly: false,
  merchantName: 'Bench',
};
const SYNC = { refresh: async () => undefined, pause: () => undefined, resume: () => undefined };

/** Keypress to the next frame written, in ms. */
async function press(term: Terminal, keyboard: Keyboard, data: string): Promise<number> {
  const written = term.nextWrite();
  const started = performance.now();
  keyboard.press(data);
  await written;
  const latency = term.lastWriteAt - started;
  await sleep(GAP_MS);
  return latency;
}

function mount(store: ReturnType<typeof createAppStore>, index: ReturnType<typeof createCardIndex>) {
  const term = new Terminal();
  const keyboard = new Keyboard();
  const instance = render(
    createElement(App, {
      store,
      sync: SYNC,
      env: ENV,
      onQuit: () => undefined,
      theme: createTheme({ FORCE_COLOR: '1' }),
      now: () => 0,
      index,
    }),
    {
      ...renderOptions,
      stdout: inkStdout(term as unknown as NodeJS.WriteStream),
      stdin: keyboard as unknown as NodeJS.ReadStream,
      patchConsole: false,
    },
  );
  return { term, keyboard, instance };
}

async function measure(dir: string, place: string, merchant: string): Promise<void> {
  const opened = performance.now();
  const index = createCardIndex({
    fetcher: syntheticMerchant(0),
    store: createAppStore(),
    baseUrl: place,
    merchant,
    dir,
  });
  const openMs = performance.now() - opened;
  const indexed = index.count();
  const small = mount(createAppStore(), index);
  await sleep(200);
  gc();
  await sleep(50);
  gc();
  const rss = process.memoryUsage().rss;
  const random = rng(7);
  const finds: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const last4 = String(Math.floor(random() * 10_000)).padStart(4, '0');
    await press(small.term, small.keyboard, '\u0006');
    for (const digit of last4.slice(0, 3)) await press(small.term, small.keyboard, digit);
    finds.push(await press(small.term, small.keyboard, last4[3]!));
    await press(small.term, small.keyboard, '\u001b');
  }
  const texts: number[] = [];
  for (let round = 0; round < TEXT_ROUNDS; round++) {
    for (const query of TEXT_QUERIES) {
      await press(small.term, small.keyboard, '\u0006');
      for (const ch of query) texts.push(await press(small.term, small.keyboard, ch));
      await press(small.term, small.keyboard, '\u001b');
    }
  }
  small.instance.unmount();

  const store = await loadCards();
  const big = mount(store, index);
  await sleep(200);
  const moves: number[] = [];
  for (let i = 0; i < MOVES; i++) moves.push(await press(big.term, big.keyboard, 'j'));
  big.instance.unmount();
  index.close();
  process.stdout.write(
    `${JSON.stringify({
      indexed,
      index_open_ms: Math.round(openMs),
      rss_mb_1m_indexed: Math.round(rss / 1024 / 1024),
      find_ms_p95_1m: Number(percentile(finds, 0.95).toFixed(2)),
      find_ms_max_1m: Number(Math.max(...finds).toFixed(2)),
      find_text_ms_p95_1m: Number(percentile(texts, 0.95).toFixed(2)),
      find_text_ms_max_1m: Number(Math.max(...texts).toFixed(2)),
      keypress_p95_ms_1m: Number(percentile(moves.slice(20), 0.95).toFixed(2)),
    })}\n`,
  );
}

export async function indexChild(args: string[]): Promise<void> {
  const [mode, dir, place, merchant, total] = args;
  if (!dir || !place || !merchant) throw new Error('usage: fill|measure DIR PLACE MERCHANT [N]');
  if (mode === 'fill') await fill(dir, place, merchant, Number(total ?? 1_000_000));
  else await measure(dir, place, merchant);
}
