// The sandbox's rehearsal story, end to end through the built CLI against a running sandbox and checked at
// the API: the shipped fixture builds a card with a daily limit and one purchase; a second purchase is
// declined by the limit; `sandbox clock advance 1d`; the same purchase passes; snapshot save, fund, restore
// puts every balance back exactly; a merchant created on demand sees none of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallResult } from '../support/http-call.js';
import { tokenOf } from '../support/real-sandbox.js';
import { cli, inProcessSandbox, isolatedHomes, ROOT, type E2eSandbox, type Homes } from './harness.js';

let sandbox: E2eSandbox;
let homes: Homes;
beforeAll(async () => {
  sandbox = await inProcessSandbox();
  homes = isolatedHomes();
}, 60_000);
afterAll(() => sandbox.close());

const FIXTURE = join(ROOT, 'fixtures', 'card-daily-limit.json');
const OWNER = 'story.daily-limit';

/** The CLI as the sandbox's first merchant (API key and token from the environment). */
const run = (args: readonly string[]) =>
  cli(args, {
    homes,
    env: { ...sandbox.connection(), CARD_CONSOLE_API_TOKEN: sandbox.merchant.apiToken },
  });

type Headers = Record<string, string>;
const as = (headers: Headers = tokenOf(sandbox.merchant)) => ({ headers });
const api = (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Headers): Promise<CallResult> =>
  call(sandbox.baseUrl, method, path, { ...as(headers), ...(body === undefined ? {} : { body }) });

interface Card {
  id: string;
  name: string;
  accountId: string;
}

interface HolderCard {
  cardId: string;
  accountUuid: string;
  name: string;
}

const holderCards = async (headers?: Headers): Promise<CallResult> =>
  api('GET', `/api/v2/cardholders/${OWNER}/cards`, undefined, headers);

async function storyCard(): Promise<Card> {
  const cards = (await holderCards()).json?.items as HolderCard[];
  const card = cards.find((c) => c.name === 'Daily limit 50.00');
  if (!card) throw new Error('the fixture made no card named "Daily limit 50.00"');
  return { id: card.cardId, name: card.name, accountId: card.accountUuid };
}

/** The wallet's balance and available, and the card's balance: what a restore must give back exactly. */
async function balances(card: Card): Promise<Record<string, unknown>> {
  const wallet = (await api('GET', `/api/v2/accounts/${card.accountId}/balance`)).json;
  const read = (await api('GET', `/api/v2/accounts/${card.accountId}/cards/${card.id}`)).json;
  return { wallet, card: { available: read?.availableBalance, held: read?.holdedBalance } };
}

const purchase = (card: Card, amount: string) =>
  api('POST', `/api/v2/sandbox/cards/${card.id}/purchase`, {
    amount,
    merchantName: 'Corner Shop',
    merchantCategory: '5411',
  });

describe('the sandbox rehearsal story', { timeout: 120_000 }, () => {
  it('fixture, a decline by the daily limit, a day later it passes, snapshot/fund/restore, a new merchant sees none of it', async () => {
    // 1. The shipped fixture: a 50.00 daily limit, funded, one purchase of 25.00.
    const applied = await run(['sandbox', 'apply', FIXTURE, '--param', `owner=${OWNER}`, '--json']);
    expect(applied.code, applied.err).toBe(0);
    expect(JSON.parse(applied.out)).toMatchObject({ fixture: 'card-daily-limit' });
    const card = await storyCard();

    // 2. 30.00 more today is over the limit: declined, and no money moved.
    const before = await balances(card);
    const declined = await purchase(card, '30.00');
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({ status: 'declined' });
    expect(String(declined.json?.declineReason)).toMatch(/limit/i);
    expect(await balances(card)).toEqual(before);

    // 3. A day later on the merchant's clock, the same purchase passes.
    const clockBefore = (await api('GET', '/api/v2/sandbox/clock')).json;
    const advanced = await run(['sandbox', 'clock', 'advance', '1d', '--json']);
    expect(advanced.code, advanced.err).toBe(0);
    const clockAfter = (await api('GET', '/api/v2/sandbox/clock')).json;
    const moved = Date.parse(String(clockAfter?.now)) - Date.parse(String(clockBefore?.now));
    expect(moved).toBeGreaterThanOrEqual(86_400_000);
    expect(moved).toBeLessThan(86_400_000 + 60_000);
    // The advance is in the operator's audit trail like any change, with no credential in it.
    const trail = readFileSync(join(homes.state, 'card-console', 'audit.jsonl'), 'utf8');
    expect(trail).toMatch(/"action":"sandbox\.clock"/);
    for (const secret of [sandbox.merchant.apiKey, sandbox.merchant.apiToken])
      expect(trail).not.toContain(secret);
    const passed = await purchase(card, '30.00');
    expect(passed.json, JSON.stringify(passed.json)).toMatchObject({ status: 'completed', amount: '30.00' });
    const afterPurchase = await balances(card);
    expect(afterPurchase).not.toEqual(before);

    // 4. Snapshot, fund the card through the CLI, restore: every balance exactly as before the fund.
    const saved = await run(['sandbox', 'snapshot', 'save', 'story', '--json']);
    expect(saved.code, saved.err).toBe(0);
    const funded = await cli(
      ['cards', 'fund', '--ids', '-', '--amount', '7.25', '--wallet', card.accountId, '--yes', '--json'],
      {
        homes,
        env: { ...sandbox.connection(), CARD_CONSOLE_API_TOKEN: sandbox.merchant.apiToken },
        stdin: `${card.id}\n`,
      },
    );
    expect(funded.code, funded.err).toBe(0);
    const afterFund = await balances(card);
    expect(afterFund).not.toEqual(afterPurchase);
    const restored = await run(['sandbox', 'snapshot', 'restore', 'story']);
    expect(restored.code, restored.err).toBe(0);
    expect(await balances(card)).toEqual(afterPurchase);
    // The clock came back with the snapshot too: still a day ahead, not back to the start.
    const clockRestored = (await api('GET', '/api/v2/sandbox/clock')).json;
    expect(Date.parse(String(clockRestored?.now))).toBeGreaterThanOrEqual(
      Date.parse(String(clockAfter?.now)),
    );

    // 5. A merchant created on demand sees none of it: not the card, the holder, the snapshot or the clock.
    const made = await api('POST', '/api/v2/sandbox/merchants', { name: 'story-ci' });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const fresh = tokenOf({
      orgId: String(made.json?.organizationId),
      apiKey: String(made.json?.apiKey),
      apiToken: String(made.json?.apiToken),
    } as Parameters<typeof tokenOf>[0]);
    expect(
      (await api('GET', `/api/v2/accounts/${card.accountId}/cards/${card.id}`, undefined, fresh)).status,
    ).toBe(404);
    expect((await api('GET', `/api/v2/accounts/${card.accountId}/balance`, undefined, fresh)).status).toBe(
      404,
    );
    const theirs = (await api('GET', '/api/v2/accounts', undefined, fresh)).json?.items as Array<{
      id: string;
    }>;
    expect(theirs.map((a) => a.id)).not.toContain(card.accountId);
    const theirHolder = await holderCards(fresh);
    expect(theirHolder.status === 404 || (theirHolder.json?.items as unknown[]).length === 0).toBe(true);
    expect((await api('GET', '/api/v2/sandbox/snapshots', undefined, fresh)).json).toMatchObject({
      items: [],
    });
    const theirClock = (await api('GET', '/api/v2/sandbox/clock', undefined, fresh)).json;
    expect(theirClock).toMatchObject({ offsetMs: expect.any(Number) });
    expect(Math.abs(Number(theirClock?.offsetMs))).toBeLessThan(60_000);
    // Our purchase still stands for us.
    expect((await api('GET', `/api/v2/accounts/${card.accountId}/cards/${card.id}`)).status).toBe(200);
  });
});
