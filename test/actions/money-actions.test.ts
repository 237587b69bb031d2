// Money-moving use-cases against the real sandbox: domain validation per field, a server 422
// mapped to its field, business errors, exact balance changes, and outcome-unknown settled by
// reading operations (never by resending) with the idempotency key kept for the retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defundCard, fundCard, planBulkJob, transfer } from '../../src/actions/index.js';
import { OutcomeUnknownError, TimeoutError } from '../../src/api/index.js';
import type { CardRef } from '../../src/actions/index.js';
import {
  activeWallets,
  cardsOf,
  clientWith,
  contextFor,
  faulty,
  nano,
  readRef,
  startEnv,
  stopEnv,
  type Env,
} from '../support/action-helpers.js';

let env: Env;
let walletId: string;
let otherWalletId: string;
let active: CardRef[];

beforeAll(async () => {
  env = await startEnv();
  const wallets = await activeWallets(env.client);
  walletId = wallets[0]?.id ?? '';
  otherWalletId = wallets[1]?.id ?? '';
  active = (await cardsOf(env.client, walletId)).filter((c) => c.status === 'active');
});
afterAll(() => stopEnv(env));

const walletAvailable = async (id: string) =>
  (await env.client.call('getWallet', { params: { wallet_id: id } })).data.availableBalance;
const topUps = async (cardId: string) =>
  (
    await env.client.call('listCardOperations', {
      query: { 'cardIds[]': [cardId], 'types[]': ['top_up'], quantity: 100 },
    })
  ).data.length;

describe('fund and defund: validation before sending', () => {
  it.each([
    ['12.345', /at most 2 fraction digits/],
    ['-5', /positive/],
    ['0', /positive/],
    ['1,5', /decimal separator/],
    ['1e3', /exponent/],
    ['', /empty/],
  ])('refuses amount %j with a field error', async (amount, message) => {
    const ctx = contextFor(env);
    const result = await fundCard(ctx, active[0] as CardRef, { amount });
    expect(!result.ok && result.error.kind).toBe('validation');
    expect(!result.ok && result.error.fields[0]).toMatchObject({
      field: 'amount',
      message: expect.stringMatching(message),
    });
    expect(ctx.audit.entries()).toHaveLength(0);
  });

  it('refuses a description over 500 characters', async () => {
    const result = await fundCard(contextFor(env), active[0] as CardRef, {
      amount: '1.00',
      description: 'x'.repeat(501),
    });
    expect(!result.ok && result.error.fields.map((f) => f.field)).toEqual(['description']);
  });

  it('counts the description in code points on both sides: emoji up to the room left by the reference go through', async () => {
    const emoji = '\u{1F600}';
    // 483 emoji and the console's 17-character reference: 500 code points, 983 UTF-16 units.
    const sent = await fundCard(contextFor(env), active[0] as CardRef, {
      amount: '0.01',
      description: emoji.repeat(483),
    });
    expect(sent.ok, JSON.stringify(!sent.ok && sent.error)).toBe(true);
    const refused = await fundCard(contextFor(env), active[0] as CardRef, {
      amount: '0.01',
      description: emoji.repeat(484),
    });
    expect(!refused.ok && refused.error.fields[0]?.message).toMatch(
      /^at most 483 characters \(code points\); 484 given/,
    );
  });

  it('a bulk fund is held to the same room before it starts (its movements carry the reference too)', async () => {
    const emoji = '\u{1F600}';
    const plan = (description: string) =>
      planBulkJob(contextFor(env), {
        action: 'fund',
        cards: [active[0] as CardRef],
        amount: '0.01',
        description,
      });
    expect((await plan(emoji.repeat(483))).ok).toBe(true);
    const refused = await plan(emoji.repeat(484));
    expect(!refused.ok && refused.error.fields[0]?.message).toMatch(
      /^at most 483 characters \(code points\); 484 given/,
    );
  });

  it("refuses more than the source's available balance (the wallet for fund, the card for defund)", async () => {
    const ctx = contextFor(env);
    const available = await walletAvailable(walletId);
    const tooMuch = (nano(available) / 1_000_000_000n + 1n).toString();
    const fund = await fundCard(ctx, active[0] as CardRef, { amount: tooMuch });
    expect(!fund.ok && fund.error.fields[0]).toMatchObject({
      field: 'amount',
      message: expect.stringMatching(/available balance/),
    });
    const card = await readRef(env.client, active[0] as CardRef);
    const defund = await defundCard(ctx, card, {
      amount: (nano(card.availableBalance ?? '0') / 1_000_000_000n + 1n).toString(),
    });
    expect(!defund.ok && defund.error.fields[0]).toMatchObject({
      field: 'amount',
      message: expect.stringMatching(/card's available balance/),
    });
  });
});

describe('fund and defund: sending', () => {
  it('funds 12.34: wallet and card balances change by exactly that, one audit line with both transaction ids', async () => {
    const ctx = contextFor(env);
    const card = active[0] as CardRef;
    const walletBefore = nano(await walletAvailable(walletId));
    const cardBefore = nano((await readRef(env.client, card)).availableBalance ?? '0');
    const result = await fundCard(ctx, card, { amount: '12.34', description: 'test' });
    if (!result.ok) throw new Error(result.error.message);
    expect(nano(await walletAvailable(walletId))).toBe(walletBefore - nano('12.34'));
    expect(nano((await readRef(env.client, card)).availableBalance ?? '0')).toBe(cardBefore + nano('12.34'));
    const entry = ctx.audit.entries()[0];
    expect(entry).toMatchObject({ action: 'card.fund', amount: '12.34', currency: 'USD', outcome: 'done' });
    expect(entry?.transactionIds).toEqual([result.value.fromTransactionId, result.value.toTransactionId]);
    expect(entry?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('defunds through the account family (top-up/withdraw) when only an API token is configured', async () => {
    const tokenOnly = clientWith(env, { apiToken: env.merchant.apiToken });
    const ctx = contextFor(env, { client: tokenOnly });
    const card = active[1] as CardRef;
    await fundCard(ctx, card, { amount: '5' });
    const before = nano((await readRef(env.client, card)).availableBalance ?? '0');
    const result = await defundCard(ctx, card, { amount: '2.5' });
    expect(result.ok && result.value.amount).toBe('2.500000000');
    expect(nano((await readRef(env.client, card)).availableBalance ?? '0')).toBe(before - nano('2.5'));
  });

  it("refuses an amount finer than the currency's cents before sending, though the family prints 9 digits", async () => {
    // The account family writes 9 fraction digits; a USD amount still has at most 2 decimal places.
    const ctx = contextFor(env, { client: clientWith(env, { apiToken: env.merchant.apiToken }) });
    const card = active[1] as CardRef;
    const before = (await readRef(env.client, card)).availableBalance;
    const result = await fundCard(ctx, card, { amount: '1.001' });
    expect(!result.ok && result.error.kind).toBe('validation');
    expect(!result.ok && result.error.fields[0]).toMatchObject({
      field: 'amount',
      message: 'at most 2 decimal places for USD',
      type: 'value_error.amount.precision',
    });
    const moved = await transfer(ctx, {
      sourceAccountId: walletId,
      destinationAccountId: card.accountId,
      amount: '12.345',
      currency: 'USD',
    });
    expect(!moved.ok && moved.error.fields.map((f) => f.message)).toContain(
      'at most 2 decimal places for USD',
    );
    // Nothing was sent: no audit entry, the card's balance as it was.
    expect(ctx.audit.entries()).toEqual([]);
    expect((await readRef(env.client, card)).availableBalance).toBe(before);
  });

  it('reports a business-rule error with its code, against its field', async () => {
    const ctx = contextFor(env);
    const result = await transfer(ctx, {
      sourceAccountId: walletId,
      destinationAccountId: walletId,
      amount: '1',
    });
    expect(!result.ok && result.error.fields[0]?.field).toBe('destinationAccountUuid');
    const inactive = (await env.client.call('listAccounts', {})).items.find((a) => a.status === 'inactive');
    const refused = await transfer(ctx, {
      sourceAccountId: walletId,
      destinationAccountId: inactive?.id ?? '',
      amount: '1',
    });
    expect(!refused.ok && refused.error.kind).toBe('business');
    expect(!refused.ok && refused.error.code).toBe('wallet_inactive');
  });
});

describe('outcome unknown', () => {
  it('settles a lost response by reading the card operations: applied, audited as applied, not sent again', async () => {
    const client = faulty(env.client, (id) => (id === 'fundCard' ? 'lose' : undefined));
    const ctx = contextFor(env, { client });
    const card = active[2] as CardRef;
    const before = await topUps(card.id);
    const result = await fundCard(ctx, card, { amount: '3.21' });
    expect(result.ok && result.readBack).toBe('applied');
    expect(result.ok && result.value.toTransactionId).toMatch(/.+/);
    expect(client.forwarded.get(`fundCard:${card.id}`)).toBe(1);
    expect(await topUps(card.id)).toBe(before + 1);
    expect(ctx.audit.entries()[0]).toMatchObject({ outcome: 'done', readBack: 'applied', amount: '3.21' });
  });

  it('reports not_applied when the operations show nothing, and the retry with the same key moves money once', async () => {
    let fail = true;
    const client = faulty(env.client, (id) => (id === 'fundCard' && fail ? 'fail503' : undefined));
    // A 503 never reached the server; make the client report it as unknown like a dropped connection would.
    const lossy = {
      ...client,
      call: (async (id: never, input: never, opts: { idempotencyKey?: string }) => {
        try {
          return await client.call(id, input, opts);
        } catch (error) {
          if ((error as { kind?: string }).kind !== 'server') throw error;
          throw new OutcomeUnknownError({ method: 'PATCH', path: '/fund' }, 'timeout', opts.idempotencyKey);
        }
      }) as typeof client.call,
    };
    const ctx = contextFor(env, { client: lossy });
    const card = active[3] as CardRef;
    const before = await topUps(card.id);
    const first = await fundCard(ctx, card, { amount: '4.56' });
    if (first.ok) throw new Error('expected an unknown outcome');
    expect(first.error).toMatchObject({ kind: 'outcome_unknown', readBack: 'not_applied', retryable: true });
    expect(ctx.audit.entries()[0]).toMatchObject({ outcome: 'failed', readBack: 'not_applied' });
    fail = false;
    const retry = await fundCard(
      ctx,
      card,
      { amount: '4.56' },
      { idempotencyKey: first.error.idempotencyKey },
    );
    expect(retry.ok).toBe(true);
    expect(retry.ok && retry.audit.idempotencyKey).toBe(first.error.idempotencyKey);
    expect(await topUps(card.id)).toBe(before + 1);
  });
});

describe('transfer', () => {
  it('moves money between two accounts and returns both transaction ids', async () => {
    const ctx = contextFor(env);
    const fromBefore = nano(await walletAvailable(walletId));
    const toBefore = nano(await walletAvailable(otherWalletId));
    const result = await transfer(ctx, {
      sourceAccountId: walletId,
      destinationAccountId: otherWalletId,
      amount: '10',
      description: 'budget',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.fromTransactionId).toBeTruthy();
    expect(result.value.toTransactionId).toBeTruthy();
    expect(nano(await walletAvailable(otherWalletId))).toBe(toBefore + nano('10'));
    expect(nano(await walletAvailable(walletId))).toBe(
      fromBefore - nano('10') - nano(result.value.feeAmount ?? '0'),
    );
    expect(ctx.audit.entries()[0]).toMatchObject({
      action: 'account.transfer',
      targets: { accountId: walletId, destinationAccountId: otherWalletId },
    });
  });
});

describe('the step a fund is waiting on', () => {
  /** A client whose calls of `route` fail as a stalled read does, and which counts the calls of every route. */
  function stalling(route: string) {
    const calls: string[] = [];
    const client = {
      ...env.client,
      call: (async (id: string, input: unknown, opts?: unknown) => {
        calls.push(id);
        if (id === route) throw new TimeoutError({ method: 'GET', path: `/${route}` }, 'headers');
        return (env.client.call as (r: string, i: unknown, o?: unknown) => Promise<unknown>)(id, input, opts);
      }) as typeof env.client.call,
    };
    return { client, calls };
  }

  it('reports reading, then sending, in that order, and nothing else when the answer comes', async () => {
    const ctx = contextFor(env);
    const steps: string[] = [];
    const result = await fundCard(
      ctx,
      active[0] as CardRef,
      { amount: '1.00' },
      { onStep: (s) => steps.push(s) },
    );
    expect(result.ok).toBe(true);
    expect(steps).toEqual(['reading', 'sending']);
  });

  it('says "not sent" when the read before the send fails, and no fund request leaves', async () => {
    const { client, calls } = stalling('getWallet');
    const ctx = contextFor(env, { client });
    const steps: string[] = [];
    const card = active[0] as CardRef;
    const before = await topUps(card.id);
    const result = await fundCard(ctx, card, { amount: '1.00' }, { onStep: (s) => steps.push(s) });
    if (result.ok) throw new Error('expected the stalled read to fail the fund');
    expect(steps).toEqual(['reading']);
    expect(calls).not.toContain('fundCard');
    expect(result.error.notSent).toBe(true);
    // Nothing was sent: there is no key to keep, so a retry carries no same-key caveat.
    expect(result.error.idempotencyKey).toBeUndefined();
    expect(await topUps(card.id)).toBe(before);
  });

  it('answers as soon as the server confirmed, without waiting for the refresh that follows', async () => {
    let refreshes = 0;
    const stalledSync = {
      refresh: () => {
        refreshes += 1;
        return new Promise<void>(() => undefined);
      },
    };
    const ctx = contextFor(env, { sync: stalledSync });
    const result = await fundCard(ctx, active[0] as CardRef, { amount: '1.00' });
    expect(result.ok).toBe(true);
    expect(refreshes).toBeGreaterThan(0);
  });
});
