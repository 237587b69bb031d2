// Ids that exist in the demo seed, grouped so that one context's path parameters belong together (a card with its
// wallet/account, an operation of that organization...): valid generated requests then often reach real objects.
import { call } from '../sandbox/http/helpers.js';
import { keyOf, tokenOf, type RealSandbox } from '../sandbox/http/real-core.js';

export type IdContext = Record<string, string>;

export async function idPools(sandbox: RealSandbox): Promise<IdContext[]> {
  const { base, one } = sandbox;
  const org = one.orgId;
  const accounts = ((await call(base, 'GET', '/api/v2/accounts', { headers: tokenOf(one) })).json?.items ??
    []) as Array<{ id: string }>;
  const holders = ((await call(base, 'GET', '/api/v2/cardholders?limit=5', { headers: tokenOf(one) })).json
    ?.items ?? []) as Array<{ cardOwnerId: string }>;
  const walletOps = ((
    await call(base, 'GET', `/api/v2/organizations/${org}/wallets/operations?quantity=5`, {
      headers: keyOf(one),
    })
  ).json?.data ?? []) as Array<{ id: string }>;
  const cardOps = ((
    await call(base, 'GET', `/api/v2/organizations/${org}/instruments/operations?quantity=5`, {
      headers: keyOf(one),
    })
  ).json?.data ?? []) as Array<{ id: string }>;
  const contexts: IdContext[] = [];
  for (const [i, account] of accounts.entries()) {
    const cards = ((
      await call(base, 'GET', `/api/v2/organizations/${org}/wallets/${account.id}/instruments?quantity=3`, {
        headers: keyOf(one),
      })
    ).json?.data ?? []) as Array<{ cardId: string }>;
    for (const [j, card] of cards.entries()) {
      contexts.push({
        org_id: org,
        wallet_id: account.id,
        account_uuid: account.id,
        instrument_id: card.cardId,
        card_uuid: card.cardId,
        card_owner_id: holders[(i + j) % Math.max(1, holders.length)]?.cardOwnerId ?? 'nobody',
        operation_id:
          (j % 2 === 0 ? walletOps : cardOps)[(i + j) % 5]?.id ?? '00000000-0000-4000-8000-000000000000',
      });
    }
  }
  if (contexts.length === 0) throw new Error('the demo seed has cards');
  return contexts;
}
