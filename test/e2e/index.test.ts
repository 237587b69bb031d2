// End to end at merchant size: the bundled binary in tmux against `card-console sandbox --seed
// scale --cards 20000 --wallets 5`. The console builds its card index in the background; then
// `:card <last4>` opens a card on the last wallet's last page, a global search by holder email
// lists exactly that holder's cards, and `/` finds a card on a wallet's last page.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/index.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { activeWallets, issueMany } from '../support/action-helpers.js';
import { Terminal, hasRow } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;
interface Merchant {
  orgId: string;
  apiKey: string;
  apiToken: string;
}
interface ListItem {
  cardId: string;
  name: string;
  maskedNumber: string;
}

describe('card index end to end at 20,000 cards', () => {
  let sandbox: ChildProcess;
  let base: string;
  let m: Merchant;
  let term: Terminal | undefined;

  beforeAll(async () => {
    sandbox = spawn(
      'node',
      [
        binary,
        'sandbox',
        '--seed',
        'scale',
        '--cards',
        '20000',
        '--wallets',
        '5',
        '--port',
        '0',
        '--db',
        ':memory:',
        '--json',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const line = await new Promise<string>((resolve) =>
      createInterface({ input: sandbox.stdout! }).once('line', resolve),
    );
    const started = JSON.parse(line) as { baseUrl: string; merchants: Merchant[] };
    base = started.baseUrl;
    m = started.merchants[0]!;
  }, 120_000);
  afterAll(() => {
    term?.close();
    sandbox?.kill('SIGTERM');
  });

  it('finds any card of the merchant by last4, holder email and whole-wallet /', async () => {
    const wallets = (await (
      await fetch(`${base}/api/v2/organizations/${m.orgId}/wallets?quantity=500`, {
        headers: { authorization: `Bearer ${m.apiKey}` },
      })
    ).json()) as { data: unknown[] };
    expect(wallets.data.length).toBeGreaterThanOrEqual(5);
    await findEverywhere(base, m, 20_000, (t) => (term = t));
  }, 240_000);
});

/** The three finds, against any sandbox: the oldest card (last page) of the last wallet with cards. */
async function findEverywhere(
  base: string,
  m: Merchant,
  minCards: number,
  onTerminal: (t: Terminal) => void,
): Promise<void> {
  const get = async <T>(path: string): Promise<T> =>
    (await (
      await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${m.apiKey}`, 'x-api-token': m.apiToken },
      })
    ).json()) as T;
  const wallets = (
    await get<{ data: { id: string; name: string }[] }>(
      `/api/v2/organizations/${m.orgId}/wallets?quantity=500`,
    )
  ).data;
  const all: (ListItem & { wallet: string })[] = [];
  for (const w of wallets) {
    for (let page = 1; ; page += 1) {
      const res = await get<{ data: ListItem[]; pagination: { pages: number } }>(
        `/api/v2/organizations/${m.orgId}/wallets/${w.id}/instruments?quantity=500&page=${page}&sortBy=createdAt&sortType=asc`,
      );
      all.push(...res.data.map((c) => ({ ...c, wallet: w.id })));
      if (page >= res.pagination.pages) break;
    }
  }
  expect(all.length).toBeGreaterThanOrEqual(minCards);
  const last4Count = (c: ListItem) =>
    all.filter((o) => o.maskedNumber.slice(-4) === c.maskedNumber.slice(-4)).length;
  // Card numbers are random: a small wallet's few cards can all share their last4 with another card
  // (CI drew that once), so the target is in the last wallet that has a card with a last4 of its own.
  const last = [...wallets].reverse().find((w) => all.some((c) => c.wallet === w.id && last4Count(c) === 1))!;
  // The oldest such card of that wallet: the last page of the console's default sort (newest first).
  const target = all.find((c) => c.wallet === last.id && last4Count(c) === 1)!;
  const read = await get<{ data: { card: { cardOwner: { cardOwnerId: string; email: string } } } }>(
    `/api/v2/organizations/${m.orgId}/wallets/${last.id}/instruments/${target.cardId}`,
  );
  const owner = read.data.card.cardOwner;
  const holderCards = (
    await get<{ items: { cardId: string; maskedNumber: string }[] }>(
      `/api/v2/cardholders/${encodeURIComponent(owner.cardOwnerId)}/cards`,
    )
  ).items;

  const term = Terminal.start({
    command: `node ${binary} --base-url ${base} --org ${m.orgId} --api-key ${m.apiKey} --api-token ${m.apiToken}`,
    env: {
      CI: 'false',
      NO_COLOR: '1',
      XDG_CONFIG_HOME: '/nonexistent-config',
      XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'cc-index-')),
    },
    cols: 160,
    rows: 45,
  });
  onTerminal(term);
  await term.waitFor(/index \d+[smh] old/, 120_000);

  term.keys(':');
  term.type(`card ${target.maskedNumber.slice(-4)}`);
  term.keys('Enter');
  const detail = await term.waitFor('Recent operations');
  expect(detail).toContain(target.cardId);
  term.keys('Escape');
  await term.waitFor((s) => hasRow(s, '>', target.maskedNumber.slice(-4)));

  term.keys('C-f');
  term.type(owner.email);
  const found = await term.waitFor(
    new RegExp(`Find "${owner.email.replace(/[.+]/g, '\\$&')}": \\d+\\+? cards?`),
  );
  expect(found).toContain(
    holderCards.length > 50
      ? ': 50+ cards'
      : `: ${holderCards.length} card${holderCards.length === 1 ? '' : 's'}`,
  );
  const lines = found.split('\n');
  const results = lines
    .slice(lines.findIndex((l) => l.startsWith('Find "')) + 1)
    .filter((l) => /^[> ] \S/.test(l));
  expect(results.length).toBeGreaterThanOrEqual(Math.min(holderCards.length, 30));
  for (const line of results) expect(line).toContain(owner.email);
  if (holderCards.length <= results.length)
    for (const c of holderCards) expect(found).toContain(c.maskedNumber.slice(-4));
  term.keys('Escape');
  // An ESC followed in the same read by another key is one Alt+key: wait until the search has closed.
  await term.waitFor((s) => !s.includes('Find "'));

  term.keys('2');
  term.keys('/');
  term.type(target.cardId);
  term.keys('Enter');
  const filtered = await term.waitFor(/1 of [\d,]+ match/);
  expect(filtered).toContain(target.maskedNumber.slice(-4));
  term.keys('q');
  expect(await term.waitForExit()).toBe(0);
}

describe('card index end to end on a demo sandbox with 260 more cards in a wallet (tmux)', () => {
  let sandbox: RunningSandbox;
  let term: Terminal | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    const m = sandbox.merchants[0]!;
    const client = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
    });
    await issueMany(client, (await activeWallets(client))[1]!.id, 260);
    await client.close();
  }, 60_000);
  afterAll(async () => {
    term?.close();
    await sandbox.close();
  });

  it('finds a card on the last page of the last wallet by last4, by holder email and by / in its wallet', async () => {
    await findEverywhere(sandbox.baseUrl, sandbox.merchants[0]!, 270, (t) => (term = t));
  }, 120_000);
});
