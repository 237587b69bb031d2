// The sandbox's entry: a core (SQLite state, ledger, workers) served over HTTP with webhook delivery.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { appDir } from '../domain/home.js';
import { createSandboxCore, type CoreOptions } from './core/index.js';
import { serveSandbox, type RunningSandbox } from './http/server.js';

export type { RunningSandbox } from './http/server.js';
export type { MerchantCredentials } from './core-types.js';
export { DEFAULT_SCALE } from './core/index.js';
export { passwordOf, redactAddress } from './core/pg-bridge.js';

export interface SandboxStartOptions {
  host?: string;
  port?: number;
  /** SQLite file path or ':memory:', or a PostgreSQL address (postgres://…). */
  db: string;
  /** Data for an empty database (default 'demo'); a database that has data is never reseeded. */
  seed?: CoreOptions['seed'];
  /** The scale seed's size and seed value (`seed: 'scale'`). */
  scale?: CoreOptions['scale'];
  /** restrictions.maxCards of every wallet (default 500; the scale seed lifts it to 10,000,000). */
  maxCards?: number | undefined;
  provisioningDelayMs?: number;
  trafficPerMinute?: number;
  /** Requests per second per credential (0/absent: off). */
  rateLimit?: number;
  /** Fraction of requests failing on purpose (0/absent: off). */
  faults?: number;
  /** 'all' logs every request to stderr; 'errors' (default) logs failures; 'none' is for an embedding UI that owns the terminal. */
  logger?: boolean | 'none';
}

export const DEFAULT_PROVISIONING_DELAY_MS = 1500;

/** Starts core workers, the webhook dispatcher and the listener; `close()` undoes all of it in order. */
export async function startSandbox(opts: SandboxStartOptions): Promise<RunningSandbox> {
  const core = createSandboxCore({
    db: opts.db,
    seed: opts.seed ?? 'demo',
    scale: opts.scale,
    maxCardsPerWallet: opts.maxCards,
    provisioningDelayMs: opts.provisioningDelayMs ?? DEFAULT_PROVISIONING_DELAY_MS,
    trafficPerMinute: opts.trafficPerMinute,
  });
  return serveSandbox(core, {
    host: opts.host,
    port: opts.port,
    rateLimit: opts.rateLimit,
    faults: opts.faults,
    logLevel: opts.logger === 'none' ? 'silent' : opts.logger ? 'info' : 'error',
  });
}

/** `$XDG_DATA_HOME/card-console/sandbox.db` (else `~/.local/share/...`); creates the directory with mode 0700. */
export function defaultDatabasePath(
  env: NodeJS.ProcessEnv = process.env,
  account?: () => string | undefined,
): string {
  const dir = appDir('XDG_DATA_HOME', env, account);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return join(dir, 'sandbox.db');
}
