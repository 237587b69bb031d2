// End to end at merchant size: the bundled binary in tmux against `card-console sandbox --seed
// scale --cards 20000 --wallets 5`. The console builds its card index in the background; then
// `:card <last4>` opens a card on the last wallet's last page, a global search by holder email
// lists exactly that holder's cards, and `/` finds a card on a wallet's last page.
import { beforeAll, describe, expect, it } from 'vitest';
import { activeWallets, issueMany } from '../support/action-helpers.js';
import { bundledSandbox, hasRow, inProcessSandbox, openConsole, type E2eSandbox } from './harness.js';

interface ListItem {
  cardId: string;
  name: string;
  maskedNumber: string;
}

describe('card index end to end at 20,000 cards', () => {
  let sandbox: E2eSandbox;

  beforeAll(async () => {
    sandbox = await bundledSandbox(['--seed', 'scale', '--cards', '20000', '--wallets', '5']);
  }, 120_000);

  it('finds any card of the merchant by last4, holder email and whole-wallet /', async () => {
    const m = sandbox.merchant;
    const wallets = (await (
      await fetch(`${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets?quantity=500`, {
        headers: { authorization: `Bearer ${m.apiKey}` },
      })
    ).json()) as { data: unknown[] };
    expect(wallets.data.length).toBeGreaterThanOrEqual(5);
    await findEverywhere(sandbox, 20_000);
  }, 240_000);
});

/** The three finds, against any sandbox: the oldest card (last page) of the last wallet with cards. */
async function findEverywhere(sandbox: E2eSandbox, minCards: number): Promise<void> {
  const [base, m] = [sandbox.baseUrl, sandbox.merchant];
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

  const term = openConsole({ args: sandbox.flags(), cols: 160, rows: 45 });
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
  let sandbox: E2eSandbox;
  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    const client = sandbox.client();
    await issueMany(client, (await activeWallets(client))[1]!.id, 260);
  }, 60_000);

  it('finds a card on the last page of the last wallet by last4, by holder email and by / in its wallet', async () => {
    await findEverywhere(sandbox, 270);
  }, 120_000);
});
