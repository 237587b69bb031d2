// The sandbox's state: createSandboxCore() opens (and if empty seeds) the database and returns the
// handlers the HTTP layer serves, authentication, the webhook outbox and the background workers.
import { randomInt } from 'node:crypto';
import { createListeners } from '../../domain/listeners.js';
import type { SandboxCore, SandboxCoreOptions } from '../core-types.js';
import { authenticate, listCredentials, login } from './auth.js';
import { createCtx, inTransaction, type Ctx } from './context.js';
import { buildHandlers } from './handlers.js';
import { externalAccount } from './ledger.js';
import { isPostgresAddress, openPostgresDatabase } from './pg-migrations.js';
import { isPostgres } from './pg-database.js';
import { countRequest } from './rate-windows.js';
import { readinessOf } from './readiness.js';
import { openDatabase, setSetting } from './schema.js';
import { seedBare, seedDemo } from './seed.js';
import { refuseInterruptedScaleSeed, seedScale, type ScalePlan } from './seed-scale.js';
import { whileSeedLocked } from './seed-lock.js';
import { dueDeliveries, recordAttempt } from './webhooks.js';
import { createWorkers, runWorkersOnce, simulateOne, type WorkerReport } from './workers.js';

/** Our decision: a wallet may hold this many live cards unless the caller configures otherwise. */
export const DEFAULT_MAX_CARDS = 500;

/** The scale seed's default cap per wallet: the cap is lifted, a wallet may hold millions of cards. */
export const SCALE_MAX_CARDS = 10_000_000;

export interface CoreOptions extends Omit<SandboxCoreOptions, 'seed'> {
  /** 'scale' seeds `scale` in bulk (one merchant with many cards, plus the demo's second merchant). */
  seed: SandboxCoreOptions['seed'] | 'scale';
  scale?: Omit<ScalePlan, 'maxCards'> | undefined;
  /** Live cards per wallet (restrictions.maxCards) of every wallet the sandbox creates (default 500; scale seed 10,000,000). */
  maxCardsPerWallet?: number | undefined;
}

export const DEFAULT_SCALE = { cards: 100_000, wallets: 10, seedValue: 1 } as const;

/** The core plus hooks that let tests drive the background work deterministically instead of sleeping. */
export interface SandboxCoreWithHooks extends SandboxCore {
  runWorkersOnce(): WorkerReport;
  simulateTraffic(events: number): void;
}

function seedIfEmpty(ctx: Ctx, opts: CoreOptions): void {
  whileSeedLocked(ctx.db, () => {
    refuseInterruptedScaleSeed(ctx);
    const merchants = ctx.stmt('SELECT COUNT(*) AS n FROM merchants').get() as { n: bigint };
    if (merchants.n > 0n) return;
    const seed = opts.seed;
    if (seed === 'scale') {
      seedScale(ctx, { ...DEFAULT_SCALE, ...opts.scale, maxCards: ctx.maxCardsPerWallet });
      return;
    }
    inTransaction(ctx, () => {
      // Counted again inside the write transaction: another process may have seeded the file meanwhile.
      const again = ctx.stmt('SELECT COUNT(*) AS n FROM merchants').get() as { n: bigint };
      if (again.n > 0n) return;
      externalAccount(ctx);
      if (seed === 'demo') {
        const value = randomInt(2 ** 31);
        setSetting(ctx.db, 'demo_seed', String(value));
        seedDemo(ctx, value);
      } else {
        seedBare(ctx);
      }
    });
  });
}

export function createSandboxCore(opts: CoreOptions): SandboxCoreWithHooks {
  const db = isPostgresAddress(opts.db) ? openPostgresDatabase(opts.db) : openDatabase(opts.db);
  // A listener that throws (the webhook dispatcher's wake-up) is reported after the others have run, as an
  // uncaught error: it is a defect, never the enqueuing request's failure.
  const enqueued = createListeners((error) =>
    queueMicrotask(() => {
      throw error;
    }),
  );
  let signalled = false;
  const signalEnqueued = (): void => {
    if (signalled) return;
    signalled = true;
    // After the current synchronous work: the enqueuing transaction has committed by then.
    queueMicrotask(() => {
      signalled = false;
      enqueued.emit();
    });
  };
  const ctx = createCtx(db, {
    ...(opts.now !== undefined ? { now: opts.now } : {}),
    provisioningDelayMs: opts.provisioningDelayMs,
    maxCardsPerWallet:
      opts.maxCardsPerWallet ?? (opts.seed === 'scale' ? SCALE_MAX_CARDS : DEFAULT_MAX_CARDS),
    signalEnqueued,
  });
  try {
    seedIfEmpty(ctx, opts);
  } catch (error) {
    db.close();
    throw error;
  }
  const workers = createWorkers(ctx, opts.trafficPerMinute);
  let closed = false;

  return {
    handlers: buildHandlers(ctx),
    authenticate: (kind, value) => authenticate(ctx, kind, value),
    login: (email, password) => login(ctx, email, password),
    credentials: () => listCredentials(ctx),
    database: db,
    webhooks: {
      due: (now, limit) => inTransaction(ctx, () => dueDeliveries(ctx, now, limit)),
      recordAttempt: (id, result, nextAttemptAt) => recordAttempt(ctx, id, result, nextAttemptAt),
      onEnqueued: (listener) => enqueued.add(listener),
    },
    ...(isPostgres(db)
      ? { sharedRateCount: (credential, window) => countRequest(db, credential, window) }
      : {}),
    readiness: () => readinessOf(db),
    start: () => workers.start(),
    close() {
      if (closed) return;
      closed = true;
      workers.stop();
      enqueued.clear();
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
    runWorkersOnce: () => runWorkersOnce(ctx),
    simulateTraffic(events) {
      for (let i = 0; i < events; i++) simulateOne(ctx);
    },
  };
}
