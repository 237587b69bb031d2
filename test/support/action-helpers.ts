// Shared fixtures for the action tests: a real sandbox on port 0, a context with an audit file in a
// temporary directory, card refs read from the API, and a client wrapper that injects failures.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, OutcomeUnknownError, RateLimitedError, ServerError } from '../../src/api/index.js';
import type { ApiClient, Credentials } from '../../src/api/index.js';
import type { RouteId } from '../../src/contract/index.js';
import { createActionContext, type ActionContext, type CardRef } from '../../src/actions/index.js';
import { type ContextOptions } from '../../src/actions/context.js';
import type { MerchantCredentials, RunningSandbox } from '../../src/sandbox/index.js';
import { startRealSandbox } from './real-sandbox.js';

export interface Env {
  sandbox: RunningSandbox;
  merchant: MerchantCredentials;
  client: ApiClient;
  clients: ApiClient[];
  dir: string;
}

/** A sandbox that provisions at once unless `provisioningDelayMs` holds new cards in `creating` a while. */
export async function startEnv(options: { provisioningDelayMs?: number } = {}): Promise<Env> {
  const sandbox = await startRealSandbox({ provisioningDelayMs: options.provisioningDelayMs ?? 0 });
  const merchant = sandbox.one;
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
  });
  return { sandbox, merchant, client, clients: [client], dir: mkdtempSync(join(tmpdir(), 'actions-')) };
}

export async function stopEnv(env: Env): Promise<void> {
  await Promise.all(env.clients.map((c) => c.close()));
  await env.sandbox.close();
}

export function clientWith(env: Env, credentials: Credentials): ApiClient {
  const c = createClient({ baseUrl: env.sandbox.baseUrl, credentials, retry: { maxRetries: 0 } });
  env.clients.push(c);
  return c;
}

let contexts = 0;
export function contextFor(
  env: Env,
  overrides: Partial<ContextOptions> = {},
): ActionContext & { auditFile: string } {
  const auditFile =
    typeof overrides.auditPath === 'string'
      ? overrides.auditPath
      : join(env.dir, `state-${++contexts}`, 'card-console', 'audit.jsonl');
  const ctx = createActionContext({
    client: env.client,
    profile: 'sandbox',
    baseUrl: env.sandbox.baseUrl,
    skipProductionQuestion: true,
    auditPath: auditFile,
    secrets: [env.merchant.apiKey, env.merchant.apiToken],
    ...overrides,
  });
  return Object.assign(ctx, { auditFile });
}

export async function activeWallets(
  client: ApiClient,
): Promise<{ id: string; name: string; availableBalance: string }[]> {
  return (await client.call('listAccounts', {})).items.filter((a) => a.status === 'active');
}

export async function cardsOf(client: ApiClient, walletId: string): Promise<CardRef[]> {
  const out: CardRef[] = [];
  for await (const c of client.paginate(
    'listCards',
    { params: { wallet_id: walletId } },
    { pageSize: 500 },
  )) {
    out.push({
      id: c.cardId,
      accountId: walletId,
      status: c.cardStatus,
      name: c.name,
      maskedNumber: c.maskedNumber,
      availableBalance: c.availableBalance,
      currency: c.currency,
    });
  }
  return out;
}

export async function readRef(client: ApiClient, card: { id: string; accountId: string }): Promise<CardRef> {
  const c = (await client.call('getCard', { params: { wallet_id: card.accountId, instrument_id: card.id } }))
    .data.card;
  return {
    id: c.id,
    accountId: card.accountId,
    status: c.status,
    name: c.name,
    maskedNumber: c.maskedNumber,
    availableBalance: c.availableBalance,
    currency: c.currency,
  };
}

/** Exact comparison of decimal strings as integers of their smallest unit at 9 digits. */
export const nano = (s: string): bigint => {
  const [whole = '0', fraction = ''] = s.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return (
    sign * (BigInt(whole.replace('-', '')) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0').slice(0, 9)))
  );
};

export type Injection = 'lose' | 'fail503' | 'rate' | undefined;
type LooseInput = { params?: Record<string, string> };

export interface FaultyClient extends ApiClient {
  /** Requests that reached the server, per route and card id. */
  forwarded: Map<string, number>;
  inFlight: () => number;
  maxInFlight: () => number;
}

/**
 * Wraps a client: `decide` picks, per call, to answer as if the response was lost after the
 * server applied the request (`lose`), with a 503 that never reached it (`fail503`), or a 429
 * with a short Retry-After (`rate`).
 */
export function faulty(
  client: ApiClient,
  decide: (id: RouteId, cardId: string | undefined) => Injection,
): FaultyClient {
  const forwarded = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const call = (async (id: RouteId, input: LooseInput, opts?: { idempotencyKey?: string }) => {
    const cardId = input.params?.instrument_id ?? input.params?.card_uuid;
    const site = { method: 'POST', path: `/${id}` };
    const what = decide(id, cardId);
    if (what === 'rate') throw new RateLimitedError({ ...site, status: 429 }, 20);
    if (what === 'fail503')
      throw new ServerError({ ...site, status: 503 }, 'service_unavailable', 'injected');
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const result = await (client.call as (i: RouteId, x: LooseInput, o?: object) => Promise<unknown>)(
        id,
        input,
        opts,
      );
      const key = `${id}:${cardId ?? ''}`;
      forwarded.set(key, (forwarded.get(key) ?? 0) + 1);
      if (what === 'lose') throw new OutcomeUnknownError(site, 'network', opts?.idempotencyKey);
      return result;
    } finally {
      inFlight -= 1;
    }
  }) as ApiClient['call'];
  return {
    baseUrl: client.baseUrl,
    call,
    can: (id) => client.can(id),
    paginate: (id, input, opts) => client.paginate(id, input, opts),
    close: async () => undefined,
    forwarded,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
  };
}

export interface FaultPlan {
  /** The first `rateBurst` calls of the route answer 429. */
  rateBurst?: number;
  /** Cards whose first answer is lost after the server applied it (read at each call). */
  lose?: ReadonlySet<string>;
  /** Cards answered 503 (never reaching the server) until `heal()` (read at each call). */
  unavailable?: ReadonlySet<string>;
}

/** A `decide` for `faulty()` that disturbs one route as the plan says; `heal()` ends the 503s. */
export function faultPlan(
  route: RouteId,
  plan: FaultPlan,
): { decide: (id: RouteId, cardId: string | undefined) => Injection; heal: () => void } {
  let rateBurst = plan.rateBurst ?? 0;
  let failing = true;
  const lose = plan.lose ?? new Set<string>();
  const unavailable = plan.unavailable ?? new Set<string>();
  const lost = new Set<string>();
  const decide = (id: RouteId, cardId: string | undefined): Injection => {
    if (id !== route || cardId === undefined) return undefined;
    if (rateBurst > 0) {
      rateBurst -= 1;
      return 'rate';
    }
    if (failing && unavailable.has(cardId)) return 'fail503';
    if (lose.has(cardId) && !lost.has(cardId)) {
      lost.add(cardId);
      return 'lose';
    }
    return undefined;
  };
  return {
    decide,
    heal: () => {
      failing = false;
    },
  };
}

/** Issues `count` virtual cards in `wallet` for the merchant's first cardholder, ten at a time. */
export async function issueMany(client: ApiClient, wallet: string, count: number): Promise<string[]> {
  const holder = (await client.call('listCardholders', {})).items[0]?.cardOwnerId ?? '';
  const ids: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, j) =>
        client.call('issueCard', {
          params: { wallet_id: wallet },
          body: { cardOwnerId: holder, cardType: 'virtual', name: `Bulk ${i + j}` },
        }),
      ),
    );
    ids.push(...batch.map((r) => r.data.card.id));
  }
  await untilProvisioned(client, wallet, ids);
  return ids;
}

/**
 * Waits until none of the cards is still `creating`: a change sent to a card the worker has not
 * provisioned yet is refused (card_state_conflict), so tests that act on new cards wait for it.
 */
async function untilProvisioned(client: ApiClient, wallet: string, ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  for (let tries = 0; tries < 200; tries += 1) {
    const creating = (await cardsOf(client, wallet)).filter(
      (c) => wanted.has(c.id) && c.status === 'creating',
    );
    if (creating.length === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`cards still creating after 10 s in wallet ${wallet}`);
}
