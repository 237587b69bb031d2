// The embedded sandbox for one script command (`--profile sandbox`): the running console's sandbox when
// its state file names a live one over the same database, else one started in this process for the
// command's duration over that database file (no simulated traffic: a script sees only its own changes).
import type { MerchantCredentials } from '../../sandbox/index.js';
import { preloadBuiltinSqlite } from '../../sync/card-index/index.js';
import {
  embeddedDatabase,
  readSandboxCredentials,
  runningSandbox,
  writeSandboxCredentials,
} from './record.js';

type Env = Record<string, string | undefined>;

export interface ReachedSandbox {
  baseUrl: string;
  /** The database file: the journal and the card index name the sandbox by it, as the console does. */
  database: string;
  merchant: MerchantCredentials;
  /** 'console' when a running console serves it, 'started' when this command started it. */
  source: 'console' | 'started';
  close(): Promise<void>;
}

export async function reachSandbox(env: Env): Promise<ReachedSandbox> {
  const database = embeddedDatabase(env);
  const running = await runningSandbox(env, database);
  const known = running && readSandboxCredentials(running.credentialsFile, database)?.merchants[0];
  if (running && known)
    return { baseUrl: running.baseUrl, database, merchant: known, source: 'console', close: async () => {} };
  // Node 22 warns on stderr when node:sqlite first loads: loaded here without it, before the sandbox asks.
  preloadBuiltinSqlite();
  const { startSandbox } = await import('../../sandbox/index.js');
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    db: database,
    // No traffic rate: a console's simulated traffic on this database runs on, and this sandbox takes no part.
    logger: 'none',
  });
  const merchant = sandbox.merchants[0];
  if (!merchant) {
    await sandbox.close();
    throw new Error('the embedded sandbox has no merchant');
  }
  writeSandboxCredentials(env, database, sandbox.merchants);
  return { baseUrl: sandbox.baseUrl, database, merchant, source: 'started', close: () => sandbox.close() };
}
