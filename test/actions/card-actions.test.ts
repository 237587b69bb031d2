// Single-card use-cases against the real sandbox: state rules, read-only and the production guard,
// the 403 flip to read-only, edit with limit ranges, reveal kept out of the audit trail.
import { readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editCard, revealCredentials, terminateCard } from '../../src/actions/index.js';
import { changeCardStatus } from '../../src/actions/card-actions.js';
import type { CardRef } from '../../src/actions/index.js';
import { createAppStore } from '../../src/store/index.js';
import {
  activeWallets,
  cardsOf,
  clientWith,
  contextFor,
  readRef,
  startEnv,
  stopEnv,
  type Env,
} from '../support/action-helpers.js';

let env: Env;
let walletId: string;
let cards: CardRef[];

beforeAll(async () => {
  env = await startEnv();
  walletId = (await activeWallets(env.client))[0]?.id ?? '';
  cards = await cardsOf(env.client, walletId);
});
afterAll(() => stopEnv(env));

const cardIn = (status: CardRef['status'], skip = 0): CardRef => {
  const found = cards.filter((c) => c.status === status)[skip];
  if (!found) throw new Error(`no ${status} card in the demo wallet`);
  return found;
};

describe('suspend, resume, terminate', () => {
  it('freezes and resumes a card, puts it in the store and audits each change', async () => {
    const store = createAppStore();
    const ctx = contextFor(env, { store });
    const card = cardIn('active');
    const frozen = await changeCardStatus(ctx, card, 'suspend');
    expect(frozen.ok && frozen.value.status).toBe('frozen');
    expect(store.getState().entities.cards.get(card.id)?.status).toBe('frozen');
    expect((await readRef(env.client, card)).status).toBe('frozen');
    const resumed = await changeCardStatus(ctx, { ...card, status: 'frozen' }, 'resume');
    expect(resumed.ok && resumed.value.status).toBe('active');
    const lines = readFileSync(ctx.auditFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.action, l.outcome])).toEqual([
      ['card.suspend', 'done'],
      ['card.resume', 'done'],
    ]);
    expect(lines[0]).toMatchObject({ profile: 'sandbox', targets: { cardId: card.id, accountId: walletId } });
    expect(ctx.audit.entries()).toHaveLength(2);
  });

  it('refuses an action the card state does not allow, without a request or an audit entry', async () => {
    const ctx = contextFor(env);
    const result = await changeCardStatus(ctx, cardIn('active'), 'resume');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('state');
    expect(!result.ok && result.error.message).toMatch(/only frozen cards can be resumed/);
    expect(ctx.audit.entries()).toHaveLength(0);
  });

  it('reports a server-side state conflict (the card changed since it was read) as a state error, audited', async () => {
    const ctx = contextFor(env);
    const card = cardIn('active', 1);
    expect((await changeCardStatus(ctx, card, 'suspend')).ok).toBe(true);
    const again = await changeCardStatus(ctx, card, 'suspend'); // the ref still says active
    expect(!again.ok && again.error).toMatchObject({
      kind: 'state',
      code: 'card_state_conflict',
      retryable: false,
    });
    expect(ctx.audit.entries().at(-1)).toMatchObject({
      action: 'card.suspend',
      outcome: 'failed',
      errorCode: 'card_state_conflict',
    });
    await changeCardStatus(ctx, { ...card, status: 'frozen' }, 'resume');
  });

  it('terminates a card', async () => {
    const ctx = contextFor(env);
    const card = cardIn('frozen');
    const closed = await terminateCard(ctx, card);
    expect(closed.ok && closed.value.status).toBe('closed');
    expect((await readRef(env.client, card)).status).toBe('closed');
  });
});

describe('read-only mode and the production guard', () => {
  it('refuses every changing action in read-only mode with a clear message', async () => {
    const ctx = contextFor(env, { readOnly: true });
    const result = await changeCardStatus(ctx, cardIn('active'), 'suspend');
    expect(!result.ok && result.error.kind).toBe('read_only');
    expect(!result.ok && result.error.message).toMatch(/read-only/);
  });

  it('switches to read-only after the server answers 403 to a write', async () => {
    const readOnlyClient = clientWith(env, {
      orgId: env.merchant.orgId,
      apiKey: env.merchant.readOnlyApiKey,
    });
    const ctx = contextFor(env, { client: readOnlyClient });
    let flips = 0;
    ctx.session.subscribe(() => flips++);
    const card = cardIn('active');
    const first = await changeCardStatus(ctx, card, 'suspend');
    expect(!first.ok && first.error.kind).toBe('not_permitted');
    expect(ctx.session.readOnly().readOnly).toBe(true);
    expect(flips).toBe(1);
    const second = await changeCardStatus(ctx, card, 'suspend');
    expect(!second.ok && second.error.kind).toBe('read_only');
    expect((await readRef(env.client, card)).status).toBe('active');
  });

  it('asks for a confirmation naming the profile before the first change on a non-sandbox profile', async () => {
    const ctx = contextFor(env, { profile: 'prod-eu', skipProductionQuestion: false });
    const card = cardIn('active', 2);
    const refused = await changeCardStatus(ctx, card, 'suspend');
    expect(!refused.ok && refused.error.kind).toBe('confirmation_required');
    expect(!refused.ok && refused.error.message).toContain('"prod-eu"');
    expect(ctx.session.needsProductionConfirmation()).toBe(true);
    ctx.session.confirmProduction();
    expect(ctx.session.needsProductionConfirmation()).toBe(false);
    expect((await changeCardStatus(ctx, card, 'suspend')).ok).toBe(true);
    await changeCardStatus(ctx, { ...card, status: 'frozen' }, 'resume');
  });
});

describe('edit card', () => {
  it('checks limits against the wallet ranges before sending', async () => {
    const ctx = contextFor(env);
    const result = await editCard(ctx, cardIn('active'), {
      shown: {},
      changes: { limits: { daily_limit: '999999999.00' } },
    });
    expect(!result.ok && result.error.kind).toBe('validation');
    expect(!result.ok && result.error.fields[0]).toMatchObject({
      field: 'limits.daily_limit',
      message: expect.stringMatching(/between/),
    });
    expect(ctx.audit.entries()).toHaveLength(0);
  });

  it('refuses a daily limit above the monthly limit, and an empty edit', async () => {
    const ctx = contextFor(env);
    const over = await editCard(ctx, cardIn('active'), {
      shown: {},
      changes: { limits: { daily_limit: '300.00', monthly_limit: '200.00' } },
    });
    expect(!over.ok && over.error.fields.map((f) => f.field)).toContain('limits.daily_limit');
    const empty = await editCard(ctx, cardIn('active'), { shown: {}, changes: {} });
    expect(!empty.ok && empty.error.kind).toBe('validation');
  });

  it('sends a valid edit; the card read shows it once applied', async () => {
    const ctx = contextFor(env);
    const card = cardIn('active');
    const result = await editCard(ctx, card, {
      shown: {},
      changes: { name: 'Renamed card', limits: { daily_limit: '100.00' } },
    });
    expect(result.ok && result.value.status).toBe('pending');
    await expect
      .poll(async () => (await readRef(env.client, card)).name, { timeout: 10_000 })
      .toBe('Renamed card');
  });
});

describe('reveal credentials', () => {
  it('returns the number and CVV to the caller only; the audit file records just "revealed"', async () => {
    const ctx = contextFor(env);
    const card = cardIn('active');
    const result = await revealCredentials(ctx, card);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.cardNumber).toMatch(/^\d{12,19}$/);
    const text = readFileSync(ctx.auditFile, 'utf8');
    expect(text).not.toContain(result.value.cardNumber);
    expect(text).not.toMatch(new RegExp(`"${result.value.cvv}"`));
    expect(text).not.toMatch(/cvv|cardNumber/i);
    expect(text).not.toContain(env.merchant.apiKey);
    expect(JSON.parse(text.trim())).toMatchObject({
      action: 'card.reveal',
      outcome: 'done',
      message: 'credentials revealed',
    });
    expect(statSync(ctx.auditFile).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(ctx.auditFile)).mode & 0o777).toBe(0o700);
  });
});
