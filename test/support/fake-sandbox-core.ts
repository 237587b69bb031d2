// A small stand-in for the sandbox core, for what the real one cannot show on demand: a handler failing
// unexpectedly, an outbox the test fills itself (dispatcher), and counted start/close calls (server).
import Database from 'better-sqlite3';
import { createListeners } from '../../src/domain/listeners.js';
import {
  SandboxError,
  type DueDelivery,
  type Handlers,
  type Principal,
  type SandboxCore,
} from '../../src/sandbox/core-types.js';

export const ACCOUNT_A = '11111111-1111-4111-8111-111111111111';
export const TOKEN = 'tok_merchant_one';

const merchant: Principal = { merchantId: 'm1', orgId: 'org1', kind: 'apiToken', readOnly: false };

export interface FakeCore extends SandboxCore {
  queue: DueDelivery[];
  attempts: Array<{ id: string; ok: boolean; responseCode: number | null; next: Date | null }>;
  enqueue(delivery: DueDelivery): void;
}

export function createFakeCore(): FakeCore {
  const database = new Database(':memory:');
  const queue: DueDelivery[] = [];
  const enqueued = createListeners();
  const attempts: FakeCore['attempts'] = [];
  const handlers = {
    getAccountBalance: (_who, { params }) => {
      if (params.account_uuid !== ACCOUNT_A) throw new SandboxError(404, 'not_found', 'account not found');
      return {
        balance: '1.000000000',
        heldBalance: '0.000000000',
        availableBalance: '1.000000000',
        cards: 0,
        currency: 'USD',
      };
    },
    listAccounts: () => {
      throw new Error(`database exploded with secret ${TOKEN}`);
    },
  } as Partial<Handlers> as Handlers;
  // As the real outbox: what due() hands out is leased (not due again) until its attempt is recorded.
  const leased = new Set<string>();
  // Due: not leased, and no attempt yet, or every attempt failed with a next attempt that has come.
  const isDue = (d: DueDelivery, now: Date): boolean =>
    !leased.has(d.id) && !attempts.some((a) => a.id === d.id && (a.ok || a.next === null || a.next > now));

  return {
    queue,
    attempts,
    database,
    handlers,
    authenticate: (kind, value) => (kind === 'apiToken' && value === TOKEN ? merchant : null),
    login: () => null,
    credentials: () => [],
    readiness: () => ({ status: 'ready', engine: 'sqlite' }),
    webhooks: {
      due: (now, limit) => {
        const handed = queue.filter((d) => isDue(d, now)).slice(0, limit);
        for (const d of handed) leased.add(d.id);
        return handed;
      },
      recordAttempt(id, result, next) {
        leased.delete(id);
        attempts.push({ id, ok: result.ok, responseCode: result.responseCode, next });
        const item = queue.find((d) => d.id === id);
        if (item) item.attempts += 1;
      },
      onEnqueued: (listener) => enqueued.add(listener),
    },
    enqueue(delivery) {
      queue.push(delivery);
      enqueued.emit();
    },
    start() {
      return { perMinute: 0 };
    },
    close() {
      if (database.open) database.close();
    },
  };
}
