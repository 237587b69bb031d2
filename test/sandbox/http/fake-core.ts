// A small stand-in for the sandbox core: enough state to exercise the HTTP pipeline (auth, validation,
// idempotency, faults, webhooks) without the real ledger. Balances are integer cents.
import Database from 'better-sqlite3';
import type { RouteId } from '../../../src/contract/index.js';
import {
  SandboxError, SandboxValidationError, type DueDelivery, type Handlers, type Principal, type SandboxCore,
} from '../../../src/sandbox/core-types.js';

export const ACCOUNT_A = '11111111-1111-4111-8111-111111111111';
export const ACCOUNT_B = '22222222-2222-4222-8222-222222222222';
export const TOKEN = 'tok_merchant_one';
export const READ_ONLY_TOKEN = 'tok_merchant_one_ro';
export const API_KEY = 'key_merchant_one';
export const JWT = 'jwt.merchant.one';

const merchant: Principal = { merchantId: 'm1', orgId: 'org1', kind: 'apiToken', readOnly: false };

export interface FakeCore extends SandboxCore {
  balances: Map<string, bigint>;
  calls: RouteId[];
  queue: DueDelivery[];
  attempts: Array<{ id: string; ok: boolean; responseCode: number | null; next: Date | null }>;
  enqueue(delivery: DueDelivery): void;
}

function cents(amount: unknown): bigint {
  const text = String(amount);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    throw new SandboxValidationError([{ loc: ['body', 'amount'], msg: 'amount must be a positive decimal', type: 'value_error.amount.malformed', input: amount }]);
  }
  const [whole = '0', frac = ''] = text.split('.');
  const value = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
  if (value <= 0n) throw new SandboxValidationError([{ loc: ['body', 'amount'], msg: 'amount must be positive', type: 'value_error.amount.not_positive', input: amount }]);
  return value;
}

const money = (c: bigint): string => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;

export function createFakeCore(): FakeCore {
  const database = new Database(':memory:');
  const balances = new Map<string, bigint>([[ACCOUNT_A, 100_000n], [ACCOUNT_B, 0n]]);
  const calls: RouteId[] = [];
  const queue: DueDelivery[] = [];
  const listeners = new Set<() => void>();
  const attempts: FakeCore['attempts'] = [];

  const account = (id: string): bigint => {
    const balance = balances.get(id);
    if (balance === undefined) throw new SandboxError(404, 'not_found', 'account not found');
    return balance;
  };
  const handlers = {
    getAccountBalance: (_who, { params }) => {
      calls.push('getAccountBalance');
      const b = money(account(params.account_uuid));
      return { balance: b, heldBalance: '0.00', availableBalance: b, cards: 0, currency: 'USD' };
    },
    listCards: (_who, { query }) => {
      calls.push('listCards');
      return { data: [], pagination: { quantity: query.quantity, totalQuantity: 0, currentPage: query.page, pages: 0 }, echo: query };
    },
    transfer: (_who, { params, body }) => {
      calls.push('transfer');
      const amount = cents(body.amount);
      const from = account(params.account_uuid);
      const to = account(body.destinationAccountUuid);
      if (from < amount) throw new SandboxError(409, 'insufficient_balance', 'insufficient balance');
      balances.set(params.account_uuid, from - amount);
      balances.set(body.destinationAccountUuid, to + amount);
      return { fromTransactionId: `tx-${calls.length}-a`, toTransactionId: `tx-${calls.length}-b`, amount: money(amount), currency: 'USD' };
    },
    getWebhookConfig: () => {
      calls.push('getWebhookConfig');
      throw new SandboxError(404, 'webhook_not_configured', 'no webhook configured');
    },
    deleteWebhookConfig: () => {
      calls.push('deleteWebhookConfig');
      return undefined;
    },
    listAccounts: () => {
      calls.push('listAccounts');
      throw new Error('database exploded with secret tok_merchant_one');
    },
  } as Partial<Handlers> as Handlers;

  return {
    balances,
    calls,
    queue,
    attempts,
    database,
    handlers,
    authenticate(kind, value) {
      if (kind === 'apiToken' && value === TOKEN) return merchant;
      if (kind === 'apiToken' && value === READ_ONLY_TOKEN) return { ...merchant, readOnly: true };
      if (kind === 'apiKey' && value === API_KEY) return { ...merchant, kind: 'apiKey' };
      if (kind === 'jwt' && value === JWT) return { ...merchant, kind: 'jwt' };
      return null;
    },
    login: (email, password) => (email === 'one@example.com' && password === 'pw-one' ? { accessToken: JWT, expiresIn: 3600 } : null),
    credentials: () => [],
    webhooks: {
      due: (now, limit) => queue.filter((d) => !attempts.some((a) => a.id === d.id && (a.ok || a.next === null || a.next > now))).slice(0, limit),
      recordAttempt(id, result, next) {
        attempts.push({ id, ok: result.ok, responseCode: result.responseCode, next });
        const item = queue.find((d) => d.id === id);
        if (item) item.attempts += 1;
      },
      onEnqueued(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    enqueue(delivery) {
      queue.push(delivery);
      for (const l of listeners) l();
    },
    start() {},
    close() {
      database.close();
    },
  };
}
