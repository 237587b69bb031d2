// The state every core module shares: the database, a clock, a source of randomness and a cache of
// prepared statements. Clock and randomness are swappable so the demo seed can be deterministic.
import type Database from 'better-sqlite3';
import { randomInt, randomUUID } from 'node:crypto';

export interface Rng {
  uuid(): string;
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

export const cryptoRng: Rng = {
  uuid: () => randomUUID(),
  int: (maxExclusive) => (maxExclusive <= 1 ? 0 : randomInt(maxExclusive)),
};

/** mulberry32: a tiny seeded PRNG of 32-bit draws, used only for seeds (never for secrets). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** FNV-1a: a 32-bit seed from text. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The demo seed's generator. */
export function seededRng(seed: number): Rng {
  const draw = mulberry32(seed);
  const next = (): number => draw() / 4294967296;
  const int = (maxExclusive: number): number => Math.floor(next() * maxExclusive);
  const hex = (n: number): string => Array.from({ length: n }, () => int(16).toString(16)).join('');
  return {
    int,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(4)]}${hex(3)}-${hex(12)}`,
  };
}

export interface Ctx {
  readonly db: Database.Database;
  /** What time it is: real time (or the injected clock), or a merchant's test clock while its work runs. */
  clock: () => Date;
  /** Real time (or the injected clock): what the merchants' test clocks count from. */
  readonly realClock: () => Date;
  rng: Rng;
  readonly provisioningDelayMs: number;
  readonly maxCardsPerWallet: number;
  stmt(sql: string): Database.Statement;
  /** Tells the webhook dispatcher (after the current synchronous work) that events were enqueued. */
  signalEnqueued(): void;
}

export function createCtx(
  db: Database.Database,
  opts: {
    now?: () => Date;
    provisioningDelayMs: number;
    maxCardsPerWallet: number;
    signalEnqueued: () => void;
  },
): Ctx {
  const cache = new Map<string, Database.Statement>();
  const realClock = opts.now ?? (() => new Date());
  return {
    db,
    clock: realClock,
    realClock,
    rng: cryptoRng,
    provisioningDelayMs: opts.provisioningDelayMs,
    maxCardsPerWallet: opts.maxCardsPerWallet,
    stmt(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
    signalEnqueued: opts.signalEnqueued,
  };
}

export const nowIso = (ctx: Ctx): string => ctx.clock().toISOString();
export const laterIso = (ctx: Ctx, ms: number): string => new Date(ctx.clock().getTime() + ms).toISOString();

/** Runs `fn` in one BEGIN IMMEDIATE transaction (a savepoint when already inside one). */
export function inTransaction<T>(ctx: Ctx, fn: () => T): T {
  return ctx.db.transaction(fn).immediate();
}

/** Row helpers: the database hands back bigints (safe integers) for every INTEGER column. */
export const num = (value: unknown): number => Number(value as bigint);
export const bool = (value: unknown): boolean => Number(value as bigint) !== 0;
