// Ids that exist in the demo seed, grouped so that one context's values belong together (a card with its
// wallet/account, an operation of that organization, a cardholder, a BIN of that wallet...): valid generated
// requests then reach real objects. Built again before each operation, with fresh funded cards where earlier
// operations (terminate, expire) used them up, so no operation's acceptance depends on the ones before it.
import { call, waitFor } from '../support/http-call.js';
import { keyOf, tokenOf, type RealSandbox } from '../support/real-sandbox.js';

export type IdContext = Record<string, string>;

const POOL_SNAPSHOT = 'pool';

/** Live cards each pool wallet keeps (active, plus one frozen so resume has a subject). */
const ACTIVE_CARDS = 3;
const CARD_FUNDS = '50.00';

type Json = Record<string, unknown>;
const listOf = <T>(json: Json | undefined, key: 'data' | 'items'): T[] => (json?.[key] ?? []) as T[];

async function cardsOf(sandbox: RealSandbox, wallet: string, status: string): Promise<string[]> {
  const { base, one } = sandbox;
  const res = await call(
    base,
    'GET',
    `/api/v2/organizations/${one.orgId}/wallets/${wallet}/instruments?statuses[]=${status}&quantity=${ACTIVE_CARDS}`,
    { headers: keyOf(one) },
  );
  return listOf<{ cardId: string }>(res.json, 'data').map((c) => c.cardId);
}

/** Issues, waits for and funds one card in `wallet`. */
async function freshCard(sandbox: RealSandbox, wallet: string, owner: string): Promise<string> {
  const { base, one } = sandbox;
  const path = `/api/v2/organizations/${one.orgId}/wallets/${wallet}/instruments`;
  const issued = await call(base, 'POST', path, {
    headers: keyOf(one),
    body: { cardOwnerId: owner, cardType: 'virtual', name: 'property pool' },
  });
  if (issued.status !== 201) throw new Error(`could not issue a pool card: ${issued.status} ${issued.text}`);
  const id = String((issued.json?.data as { card: { id: string } }).card.id);
  await waitFor(async () => {
    const read = await call(base, 'GET', `${path}/${id}`, { headers: keyOf(one) });
    return (read.json?.data as { card: { status: string } } | undefined)?.card.status === 'active';
  });
  await call(base, 'PATCH', `${path}/${id}/fund`, { headers: keyOf(one), body: { amount: CARD_FUNDS } });
  return id;
}

/** The wallet's active cards (issuing new ones while fewer than ACTIVE_CARDS) and one frozen card. */
async function liveCards(sandbox: RealSandbox, wallet: string, owner: string): Promise<string[]> {
  const active = await cardsOf(sandbox, wallet, 'active');
  while (active.length < ACTIVE_CARDS) active.push(await freshCard(sandbox, wallet, owner));
  const frozen = await cardsOf(sandbox, wallet, 'frozen');
  return [...active, ...frozen.slice(0, 1)];
}

interface PoolWallet {
  id: string;
  binIds: string[];
  fees: { cardTransactionsPercent: string; cardIssuingAmount: string };
}
const poolWallets = new WeakMap<RealSandbox, PoolWallet[]>();

/**
 * The two wallets the pools use (the seed's first two active ones), put back to how the seed left them: earlier
 * operations may have deactivated one, forbidden its transfers, changed its BINs or fees, or spent its balance.
 */
async function restoredWallets(sandbox: RealSandbox): Promise<PoolWallet[]> {
  const { base, one } = sandbox;
  let wallets = poolWallets.get(sandbox);
  if (!wallets) {
    const accounts = listOf<{ id: string; status: string }>(
      (await call(base, 'GET', '/api/v2/accounts', { headers: tokenOf(one) })).json,
      'items',
    ).filter((a) => a.status === 'active');
    wallets = [];
    for (const account of accounts.slice(0, 2)) {
      const detail = await call(base, 'GET', `/api/v2/accounts/${account.id}`, { headers: tokenOf(one) });
      const bins = (detail.json?.binList ?? []) as Array<{ cardProviderBinId: string }>;
      const fees = detail.json?.fees as {
        cardTransactions: { percent: string };
        cardIssuing: { amount: string };
      };
      wallets.push({
        id: account.id,
        binIds: bins.map((b) => b.cardProviderBinId),
        fees: {
          cardTransactionsPercent: fees.cardTransactions.percent,
          cardIssuingAmount: fees.cardIssuing.amount.replace(/(\.\d\d)0*$/, '$1'),
        },
      });
    }
    poolWallets.set(sandbox, wallets);
  }
  for (const wallet of wallets) {
    const balance = await call(base, 'GET', `/api/v2/accounts/${wallet.id}/balance`, {
      headers: tokenOf(one),
    });
    if (Number(String(balance.json?.availableBalance).split('.')[0]) < 10_000) {
      await call(base, 'POST', `/api/v2/sandbox/accounts/${wallet.id}/payin`, {
        headers: tokenOf(one),
        body: { amount: '100000.00' },
      });
    }
    const path = `/api/v2/organizations/${one.orgId}/wallets/${wallet.id}`;
    await call(base, 'POST', `${path}/activate`, { headers: keyOf(one) });
    await call(base, 'PATCH', path, {
      headers: keyOf(one),
      body: { binIds: wallet.binIds, isTransferAllowed: true, fees: wallet.fees },
    });
  }
  return wallets;
}

export async function idPools(sandbox: RealSandbox): Promise<IdContext[]> {
  const { base, one } = sandbox;
  const org = one.orgId;
  const accounts = await restoredWallets(sandbox);
  // A snapshot to restore or delete (an earlier operation may have deleted it; 409 when it is there).
  await call(base, 'POST', '/api/v2/sandbox/snapshots', {
    headers: tokenOf(one),
    body: { name: POOL_SNAPSHOT },
  });
  const holders = listOf<{ cardOwnerId: string }>(
    (await call(base, 'GET', '/api/v2/cardholders?limit=5', { headers: tokenOf(one) })).json,
    'items',
  );
  const walletOps = listOf<{ id: string }>(
    (
      await call(base, 'GET', `/api/v2/organizations/${org}/wallets/operations?quantity=5`, {
        headers: keyOf(one),
      })
    ).json,
    'data',
  );
  const cardOps = listOf<{ id: string }>(
    (
      await call(base, 'GET', `/api/v2/organizations/${org}/instruments/operations?quantity=5`, {
        headers: keyOf(one),
      })
    ).json,
    'data',
  );
  const providers = listOf<{ id: string }>(
    (await call(base, 'GET', `/api/v2/organizations/${org}/wallets/providers`, { headers: keyOf(one) })).json,
    'data',
  );
  // A webhook configuration (paused: nothing is sent) for redelivery and replay, and events to redeliver.
  const config = await call(base, 'GET', '/api/v2/webhooks/config', { headers: tokenOf(one) });
  if (config.status === 404)
    await call(base, 'PUT', '/api/v2/webhooks/config', {
      headers: tokenOf(one),
      body: { url: 'https://hooks.example.com/pools', enabled: false },
    });
  const events = listOf<{ eventId: string }>(
    (await call(base, 'GET', '/api/v2/webhooks/events?limit=5', { headers: tokenOf(one) })).json,
    'items',
  );
  const holderAt = (n: number): string => holders[n % Math.max(1, holders.length)]?.cardOwnerId ?? 'nobody';
  const contexts: IdContext[] = [];
  for (const [i, account] of accounts.entries()) {
    const limits = await call(base, 'GET', `/api/v2/organizations/${org}/wallets/${account.id}/limits`, {
      headers: keyOf(one),
    });
    const bins = ((limits.json?.data as Json | undefined)?.binList ?? []) as Array<{
      cardProviderBinId: string;
      categoryIds: string[];
    }>;
    for (const [j, card] of (await liveCards(sandbox, account.id, holderAt(i))).entries()) {
      const bin = bins[j % Math.max(1, bins.length)];
      contexts.push({
        org_id: org,
        wallet_id: account.id,
        account_uuid: account.id,
        instrument_id: card,
        card_uuid: card,
        card_owner_id: holderAt(i + j),
        operation_id:
          (j % 2 === 0 ? walletOps : cardOps)[(i + j) % 5]?.id ?? '00000000-0000-4000-8000-000000000000',
        name: POOL_SNAPSHOT,
        event_id:
          events[(i + j) % Math.max(1, events.length)]?.eventId ?? '00000000-0000-4000-8000-000000000000',
        // Body fields that must name something existing (see BODY_POOLS in property.test.ts).
        cardOwnerId: holderAt(i + j),
        providerId: providers[(i + j) % Math.max(1, providers.length)]?.id ?? 'none',
        destinationAccountUuid: accounts[(i + 1) % accounts.length]?.id ?? account.id,
        currency: 'USD',
        ...(bin ? { cardProviderBinId: bin.cardProviderBinId } : {}),
        ...(bin?.categoryIds[0] ? { binCategoryId: bin.categoryIds[0] } : {}),
      });
    }
  }
  if (contexts.length === 0) throw new Error('the demo seed has cards');
  return contexts;
}
