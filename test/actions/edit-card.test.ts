// editCard with two operators on one sandbox. B's form shows the card (daily limit 2500.00); A sets
// the daily limit to 300.00; B submits a new name only. B's edit sends nothing and answers a conflict
// (shown/theirs/yours per field) instead of putting 2500.00 back; once B keeps theirs, only the name
// is sent and A's limit stays. Audit entries of edits say each field before → after.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editCard, type CardRef, type EditValues } from '../../src/actions/index.js';
import { editValuesOf } from '../../src/actions/edit-fields.js';
import { cardFromRead, type Card } from '../../src/store/index.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  startEnv,
  stopEnv,
  type Env,
} from '../support/action-helpers.js';

let env: Env;
let cards: CardRef[];

beforeAll(async () => {
  env = await startEnv();
  const wallet = (await activeWallets(env.client))[0]!;
  cards = (await cardsOf(env.client, wallet.id)).filter((c) => c.status === 'active');
});
afterAll(() => stopEnv(env));

const read = async (card: CardRef): Promise<Card> =>
  cardFromRead(
    (await env.client.call('getCard', { params: { wallet_id: card.accountId, instrument_id: card.id } }))
      .data,
  );

/** Waits until the server applied an accepted edit (it answers 202 and applies it a moment later). */
const applied = (card: CardRef, check: (now: Card) => void) =>
  vi.waitFor(async () => check(await read(card)), { timeout: 10_000, interval: 20 });

async function setLimits(card: CardRef, limits: { daily_limit?: string; monthly_limit?: string }) {
  const result = await editCard(contextFor(env), card, { shown: {}, changes: { limits } });
  if (!result.ok) throw new Error(result.error.message);
  await applied(card, (now) => expect(editValuesOf(now)).toMatchObject(limits));
}

describe('editCard with another operator editing the same card', () => {
  it('answers a conflict instead of putting back a limit the other operator changed; keeping theirs sends the name alone', async () => {
    const card = cards[0]!;
    await setLimits(card, { daily_limit: '2500.00', monthly_limit: '10000.00' });
    const shown: EditValues = editValuesOf(await read(card));
    expect(shown.daily_limit).toBe('2500.00');

    const operatorA = contextFor(env);
    const a = await editCard(operatorA, card, { shown, changes: { limits: { daily_limit: '300.00' } } });
    expect(a.ok).toBe(true);
    await applied(card, (now) => expect(now.limits?.daily_limit).toBe('300.00'));

    const operatorB = contextFor(env);
    const b = await editCard(operatorB, card, { shown, changes: { name: 'Renamed by B' } });
    expect(b.ok).toBe(false);
    if (b.ok) return;
    expect(b.error).toMatchObject({
      kind: 'conflict',
      conflicts: [{ field: 'daily_limit', shown: '2500.00', theirs: '300.00', yours: '2500.00' }],
    });
    expect(b.error.message).toMatch(/changed since the form showed it \(daily limit\): nothing was sent/);
    expect(operatorB.audit.entries()).toEqual([]);
    expect(await read(card)).toMatchObject({ name: shown.name, limits: { daily_limit: '300.00' } });

    // B keeps theirs: the form now shows 300.00, and B's change is the name alone.
    const again = await editCard(operatorB, card, {
      shown: { ...shown, daily_limit: '300.00' },
      changes: { name: 'Renamed by B' },
    });
    expect(again.ok).toBe(true);
    await applied(card, (now) => expect(now.name).toBe('Renamed by B'));
    expect((await read(card)).limits?.daily_limit).toBe('300.00');

    expect(operatorA.audit.entries()[0]).toMatchObject({
      action: 'card.edit',
      outcome: 'done',
      changes: { daily_limit: { before: '2500.00', after: '300.00' } },
    });
    expect(operatorB.audit.entries()).toHaveLength(1);
    expect(operatorB.audit.entries()[0]).toMatchObject({
      action: 'card.edit',
      outcome: 'done',
      changes: { name: { before: shown.name, after: 'Renamed by B' } },
    });
  }, 30_000);

  it('compares limits as amounts: 300 is what the form showed as 300.00, no conflict', async () => {
    const card = cards[1]!;
    await setLimits(card, { daily_limit: '300.00' });
    const result = await editCard(contextFor(env), card, {
      shown: { daily_limit: '300' },
      changes: { name: 'Same limit' },
    });
    expect(result.ok).toBe(true);
  }, 30_000);

  it('sends only the fields given: a limit left out (or empty) keeps its value', async () => {
    const card = cards[2]!;
    await setLimits(card, { daily_limit: '400.00', monthly_limit: '9000.00' });
    const ctx = contextFor(env);
    const result = await editCard(ctx, card, {
      shown: {},
      changes: { limits: { daily_limit: '450.00', monthly_limit: '' } },
    });
    expect(result.ok && result.value.requested).toEqual({ limits: { daily_limit: '450.00' } });
    await applied(card, (now) =>
      expect(editValuesOf(now)).toMatchObject({ daily_limit: '450.00', monthly_limit: '9000.00' }),
    );
    expect(ctx.audit.entries()[0]?.changes).toEqual({ daily_limit: { before: '400.00', after: '450.00' } });
  }, 30_000);
});
