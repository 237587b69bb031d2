// Test helpers: a core on an in-memory database with a controllable clock, and invoke(), which
// parses the raw input with the route's schemas (as the HTTP layer does) and checks the answer
// against the route's response schema.
import { expect } from 'vitest';
import { routes, type RouteDef, type RouteId, type RouteOutput } from '../../src/contract/index.js';
import type { HttpOnlyRoute, Principal } from '../../src/sandbox/core-types.js';
import { SandboxError, SandboxValidationError } from '../../src/sandbox/core-types.js';
import {
  createSandboxCore,
  type CoreOptions,
  type SandboxCoreWithHooks,
} from '../../src/sandbox/core/index.js';
import { sandboxDatabase, seededSandboxDatabase } from './postgres-server.js';

export type Id = Exclude<RouteId, HttpOnlyRoute>;
export interface Raw {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface Env {
  core: SandboxCoreWithHooks;
  /** Organization family, full rights. */
  orgA: Principal;
  accA: Principal;
  roA: Principal;
  roAccA: Principal;
  orgB: Principal;
  accB: Principal;
  advance(ms: number): void;
  now(): Date;
  call<K extends Id>(id: K, who: Principal, raw?: Raw): RouteOutput<K>;
}

/**
 * The database a sandbox of the tests opens. On PostgreSQL a seeded one is a copy of a template seeded once with
 * the same options at the same clock reading (the seed's history hangs from it): a fixed clock's instant, or for
 * real time the current minute (a copy is then as a sandbox seeded up to a minute earlier, with nothing done
 * since). Options holding another function than the clock get a fresh database.
 */
export function sandboxDatabaseFor(options: Omit<CoreOptions, 'db'>): string {
  const plain = Object.values(options).every((v) => typeof v !== 'function' || v === options.now);
  if (!plain || options.seed === 'none') return sandboxDatabase();
  const reading = options.now
    ? options.now().toISOString()
    : `real time, minute ${Math.floor(Date.now() / 60_000)}`;
  const key = JSON.stringify({ ...options, now: reading });
  return seededSandboxDatabase(key, (url) => createSandboxCore({ ...options, db: url }).close());
}

export function setup(opts: Partial<CoreOptions> = {}): Env {
  let now = new Date('2026-03-10T12:00:00.000Z');
  const options: Omit<CoreOptions, 'db'> = {
    seed: 'demo',
    provisioningDelayMs: 0,
    trafficPerMinute: 0,
    now: () => now,
    ...opts,
  };
  const core = createSandboxCore({
    ...options,
    db: opts.db ?? sandboxDatabaseFor(options),
  });
  const [a, b] = core.credentials();
  if (!a || !b) throw new Error('the demo seed has two merchants');
  const auth = (kind: Principal['kind'], value: string): Principal => {
    const who = core.authenticate(kind, value);
    if (!who) throw new Error('credential not accepted');
    return who;
  };
  return {
    core,
    orgA: auth('apiKey', a.apiKey),
    accA: auth('apiToken', a.apiToken),
    roA: auth('apiKey', a.readOnlyApiKey),
    roAccA: auth('apiToken', a.readOnlyApiToken),
    orgB: auth('apiKey', b.apiKey),
    accB: auth('apiToken', b.apiToken),
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
    now: () => now,
    call: (id, who, raw = {}) => invoke(core, id, who, raw),
  };
}

export function invoke<K extends Id>(
  core: SandboxCoreWithHooks,
  id: K,
  who: Principal,
  raw: Raw = {},
): RouteOutput<K> {
  const def: RouteDef = routes[id];
  const input = {
    params: def.params ? def.params.parse(raw.params) : undefined,
    query: def.query ? def.query.parse(raw.query ?? {}) : undefined,
    body: def.body ? def.body.parse(raw.body) : undefined,
  };
  const handler = core.handlers[id] as unknown as (who: Principal, input: unknown) => RouteOutput<K>;
  const output = handler(who, input);
  if (def.response) def.response.parse(output);
  return output;
}

/** Everything a failed call must leave unchanged. */
export function digest(env: Env): string {
  const db = env.core.database;
  const tables = [
    'ledger_accounts',
    'ledger_entries',
    'wallets',
    'cards',
    'cardholders',
    'wallet_ops',
    'card_ops',
    'webhook_events',
    'webhook_deliveries',
    'webhook_configs',
    'webhook_fault_policies',
    'webhook_delivery_notes',
  ];
  const state = tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all());
  return JSON.stringify(state, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/** Expects `fn` to throw a SandboxError with this status and code, and to change nothing. */
export function expectRefused(env: Env, fn: () => unknown, status: number, code: string): SandboxError {
  const before = digest(env);
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(SandboxError);
  const error = caught as SandboxError;
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  expect(digest(env)).toBe(before);
  return error;
}

export function expectInvalid(env: Env, fn: () => unknown, type: string, loc: (string | number)[]): void {
  const before = digest(env);
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(SandboxValidationError);
  const detail = (caught as SandboxValidationError).detail[0];
  expect({ type: detail?.type, loc: detail?.loc }).toEqual({ type, loc });
  expect(digest(env)).toBe(before);
}

/** A fresh active wallet of merchant A with `balance` (org-family decimal) deposited. */
export function freshWallet(
  env: Env,
  balance = '1000.00',
  body: Record<string, unknown> = {},
  who: Principal = env.orgA,
): string {
  const created = env.call('createWallet', who, {
    params: { org_id: who.orgId },
    body: { name: 'Test wallet', providerId: 'sandbox-visa-us', ...body },
  });
  env.core.runWorkersOnce();
  const id = created.data.id;
  if (balance !== '0.00')
    env.call('sandboxPayin', who, { params: { account_uuid: id }, body: { amount: balance } });
  return id;
}

/** Sets a wallet's fees to exact values for arithmetic tests. */
export function setFees(
  env: Env,
  walletId: string,
  fees: { cardTransactionsPercent?: string; cardIssuingAmount?: string },
  who = env.orgA,
): void {
  env.call('updateWallet', who, { params: { org_id: who.orgId, wallet_id: walletId }, body: { fees } });
}

let holders = 0;
export function freshCardholder(env: Env, walletId: string, who: Principal = env.accA): string {
  holders += 1;
  const cardOwnerId = `holder-${holders}`;
  env.call('createCardholder', who, {
    params: { account_uuid: walletId },
    body: {
      cardOwnerId,
      firstName: 'Test',
      lastName: `Holder${holders}`,
      email: `h${holders}@example.com`,
      phone: '+15550000000',
    },
  });
  return cardOwnerId;
}

/** An active card in `walletId` with `funds` moved onto it. */
export function freshCard(
  env: Env,
  walletId: string,
  funds = '0.00',
  extra: Record<string, unknown> = {},
  who = env.orgA,
): string {
  const owner = freshCardholder(env, walletId, who.merchantId === env.accB.merchantId ? env.accB : env.accA);
  const issued = env.call('issueCard', who, {
    params: { org_id: who.orgId, wallet_id: walletId },
    body: { cardOwnerId: owner, cardType: 'virtual', ...extra },
  });
  env.core.runWorkersOnce();
  const cardId = issued.data.card.id;
  if (funds !== '0.00')
    env.call('fundCard', who, {
      params: { org_id: who.orgId, wallet_id: walletId, instrument_id: cardId },
      body: { amount: funds },
    });
  return cardId;
}

export const walletOf = (env: Env, walletId: string, who = env.orgA): RouteOutput<'getWallet'>['data'] =>
  env.call('getWallet', who, { params: { org_id: who.orgId, wallet_id: walletId } }).data;

export const cardOf = (
  env: Env,
  walletId: string,
  cardId: string,
  who = env.orgA,
): RouteOutput<'getCard'>['data']['card'] =>
  env.call('getCard', who, { params: { org_id: who.orgId, wallet_id: walletId, instrument_id: cardId } }).data
    .card;
