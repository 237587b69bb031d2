// Creating use-cases against the real sandbox: issue a card (shown as creating at once, tracked to
// active), limits checked before sending, create a cardholder (422 and duplicate mapped to fields),
// wallets created, renamed, deactivated and activated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardholder, createWallet, issueCard, renameWallet } from '../../src/actions/index.js';
import { trackCard } from '../../src/actions/track.js';
import { setWalletActive } from '../../src/actions/wallet-actions.js';
import { createAppStore } from '../../src/store/index.js';
import {
  activeWallets,
  clientWith,
  contextFor,
  faulty,
  readRef,
  startEnv,
  stopEnv,
  type Env,
} from '../support/action-helpers.js';

let env: Env;
let walletId: string;
let holder: string;

beforeAll(async () => {
  env = await startEnv();
  walletId = (await activeWallets(env.client))[0]?.id ?? '';
  holder = (await env.client.call('listCardholders', {})).items[0]?.cardOwnerId ?? '';
});
afterAll(() => stopEnv(env));

describe('issue card', () => {
  it('puts the new card into the store as creating and tracks it until active', async () => {
    const store = createAppStore();
    const ctx = contextFor(env, { store });
    const result = await issueCard(
      ctx,
      { accountId: walletId, cardOwnerId: holder, cardType: 'virtual', name: 'Tracked card' },
      { track: false },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.status).toBe('creating');
    expect(store.getState().entities.cards.get(result.value.id)?.status).toBe('creating');
    expect(result.audit).toMatchObject({
      action: 'card.issue',
      outcome: 'done',
      targets: { cardId: result.value.id, cardOwnerId: holder },
    });
    const final = await trackCard(ctx, { id: result.value.id, accountId: walletId }, { intervalMs: 50 });
    expect(final?.status).toBe('active');
    expect(store.getState().entities.cards.get(result.value.id)?.status).toBe('active');
    expect(store.getState().notifications.at(-1)?.text).toMatch(/Tracked card is active/);
  });

  it('tracks a card whose provisioning fails and says so', async () => {
    const store = createAppStore();
    const ctx = contextFor(env, { store });
    const result = await issueCard(
      ctx,
      { accountId: walletId, cardOwnerId: holder, cardType: 'virtual', name: 'sandbox-fail' },
      { track: false },
    );
    if (!result.ok) throw new Error(result.error.message);
    const final = await trackCard(ctx, { id: result.value.id, accountId: walletId }, { intervalMs: 50 });
    expect(final?.status).toBe('creating_failed');
    expect(store.getState().notifications.at(-1)).toMatchObject({ level: 'error' });
  });

  it('issues through the account family when only an API token is configured', async () => {
    const ctx = contextFor(env, { client: clientWith(env, { apiToken: env.merchant.apiToken }) });
    const result = await issueCard(ctx, { accountId: walletId, cardOwnerId: holder, cardType: 'physical' });
    expect(result.ok && result.value.cardType).toBe('physical');
  });

  it('checks limits against the wallet ranges and the card type before sending', async () => {
    const ctx = contextFor(env);
    const limits = await issueCard(ctx, {
      accountId: walletId,
      cardOwnerId: holder,
      cardType: 'virtual',
      limits: { monthly_limit: '0.50' },
    });
    expect(!limits.ok && limits.error.fields[0]?.field).toBe('limits.monthly_limit');
    const type = await issueCard(ctx, {
      accountId: walletId,
      cardOwnerId: holder,
      cardType: 'plastic' as 'virtual',
    });
    expect(!type.ok && type.error.fields[0]?.field).toBe('cardType');
    expect(ctx.audit.entries()).toHaveLength(0);
  });

  it('settles a lost issuance response by finding the new card, without issuing twice', async () => {
    const client = faulty(env.client, (id) => (id === 'issueCard' ? 'lose' : undefined));
    const ctx = contextFor(env, { client });
    const result = await issueCard(ctx, {
      accountId: walletId,
      cardOwnerId: holder,
      cardType: 'virtual',
      name: 'Lost answer card',
    });
    expect(result.ok && result.readBack).toBe('applied');
    expect(result.ok && result.value.name).toBe('Lost answer card');
    expect(client.forwarded.get('issueCard:')).toBe(1);
    const all = (
      await env.client.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 500 } })
    ).data;
    expect(all.filter((c) => c.name === 'Lost answer card')).toHaveLength(1);
    if (result.ok)
      expect((await readRef(env.client, { id: result.value.id, accountId: walletId })).name).toBe(
        'Lost answer card',
      );
  });
});

describe('create cardholder', () => {
  const person = {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: 'kj@example.com',
    phone: '+15550100999',
  };

  it('validates with the contract schema before sending', async () => {
    const ctx = contextFor(env);
    const result = await createCardholder(ctx, {
      accountId: walletId,
      cardOwnerId: 'kj 1',
      ...person,
      email: 'not-an-email',
    });
    expect(!result.ok && result.error.fields.map((f) => f.field).sort()).toEqual(['cardOwnerId', 'email']);
  });

  it('creates one, and reports a duplicate against cardOwnerId', async () => {
    const ctx = contextFor(env);
    const created = await createCardholder(ctx, {
      accountId: walletId,
      cardOwnerId: 'katherine.johnson',
      ...person,
    });
    expect(created.ok && created.value.cardOwnerId).toBe('katherine.johnson');
    const again = await createCardholder(ctx, {
      accountId: walletId,
      cardOwnerId: 'katherine.johnson',
      ...person,
    });
    expect(!again.ok && again.error).toMatchObject({ kind: 'business', code: 'duplicate_cardholder' });
    expect(!again.ok && again.error.fields[0]?.field).toBe('cardOwnerId');
  });
});

describe('wallets', () => {
  it('creates, renames, deactivates and activates a wallet', async () => {
    const ctx = contextFor(env);
    const providers = (await env.client.call('listProviders', {})).data;
    const created = await createWallet(ctx, { name: 'Ops test wallet', providerId: providers[0]?.id ?? '' });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    await expect
      .poll(async () => (await env.client.call('getWallet', { params: { wallet_id: id } })).data.status, {
        timeout: 10_000,
      })
      .toBe('active');
    const renamed = await renameWallet(ctx, id, 'Ops wallet');
    expect(renamed.ok && renamed.value.name).toBe('Ops wallet');
    const off = await setWalletActive(ctx, { id, status: 'active' }, 'deactivate');
    expect(off.ok && off.value.status).toBe('inactive');
    const refused = await setWalletActive(ctx, { id, status: 'inactive' }, 'deactivate');
    expect(!refused.ok && refused.error.kind).toBe('state');
    const on = await setWalletActive(ctx, { id, status: 'inactive' }, 'activate');
    expect(on.ok && on.value.status).toBe('active');
    expect(ctx.audit.entries().map((e) => e.action)).toEqual([
      'wallet.create',
      'wallet.rename',
      'wallet.deactivate',
      'wallet.activate',
    ]);
  });

  it('refuses an empty name', async () => {
    const result = await renameWallet(contextFor(env), walletId, '  ');
    expect(!result.ok && result.error.fields[0]?.field).toBe('name');
  });
});
