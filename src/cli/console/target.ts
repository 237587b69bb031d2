// Where one profile of the console connects: its client, the credentials to redact, what the header
// says of it, and the names its card index and job journal are kept under.
import type { ApiClient, SentLog } from '../../api/index.js';
import type { JournalOwner } from '../../actions/index.js';
import { preloadBuiltinSqlite } from '../../sync/card-index/index.js';
import { merchantKey } from './card-index.js';
import { recordRunningSandbox } from '../sandbox/record.js';
import { clientFor, embeddedPlace, journalOwner, secretsOf, type Connection } from '../settings.js';

/** Simulated purchases per minute in the embedded sandbox: enough to see the console move. */
const EMBEDDED_TRAFFIC_PER_MINUTE = 6;

export interface Target {
  client: ApiClient;
  /** The credentials in use: redacted wherever they could reach the audit trail. */
  secrets: readonly string[];
  env: {
    profile: string;
    baseUrl: string;
    sandbox: boolean;
    readOnly: boolean;
    merchantName?: string;
    production?: boolean;
    label?: string;
    color?: string;
  };
  /** Where the card index file is named after: the base URL, or the embedded sandbox's database. */
  index: { place: string; merchant: string };
  /** The journal's name for this target (the embedded sandbox by its database, which outlives its port). */
  journal: JournalOwner;
  /** The organization id the client sends (copied commands name it). */
  orgId?: string;
  close(): Promise<void>;
}

export async function connect(connection: Connection, requests: SentLog): Promise<Target> {
  // Every attempt of every request lands in the command log (`@`), redacted by the client.
  const onRequest = (entry: Parameters<SentLog['record']>[0]) => void requests.record(entry);
  if (connection.kind === 'remote') {
    const client = clientFor(connection, { onRequest });
    return {
      client,
      secrets: secretsOf(connection.credentials),
      env: {
        profile: connection.profile,
        baseUrl: connection.baseUrl,
        sandbox: false,
        readOnly: connection.readOnly,
        // The interface has no "who am I" read: the organization id is the best name we know.
        merchantName: connection.credentials.orgId ? `org ${connection.credentials.orgId}` : undefined,
      },
      index: { place: connection.baseUrl, merchant: merchantKey(connection.credentials) },
      journal: journalOwner(connection.profile, connection.baseUrl, connection.credentials.orgId),
      ...(connection.credentials.orgId ? { orgId: connection.credentials.orgId } : {}),
      close: () => client.close(),
    };
  }
  // Node 22 warns on stderr when node:sqlite first loads: loaded here without it, before the sandbox asks.
  preloadBuiltinSqlite();
  const { startSandbox, defaultDatabasePath } = await import('../../sandbox/index.js');
  const db = defaultDatabasePath();
  const sandbox = await startSandbox({
    host: '127.0.0.1',
    port: 0,
    db,
    trafficPerMinute: EMBEDDED_TRAFFIC_PER_MINUTE,
    logger: 'none',
  });
  const merchant = sandbox.merchants[0];
  if (!merchant) throw new Error('the embedded sandbox has no merchant');
  const credentials = { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken };
  const client = clientFor({ baseUrl: sandbox.baseUrl, credentials }, { onRequest });
  // Scripts (`--profile sandbox`) and `sandbox info` find this sandbox by its state file while it runs.
  const forget = recordRunningSandbox(process.env, {
    baseUrl: sandbox.baseUrl,
    database: db,
    merchants: sandbox.merchants,
  });
  return {
    client,
    secrets: [merchant.apiKey, merchant.apiToken],
    env: {
      profile: 'sandbox',
      baseUrl: sandbox.baseUrl,
      sandbox: true,
      readOnly: connection.readOnly,
      merchantName: merchant.name,
    },
    index: { place: embeddedPlace(db), merchant: merchantKey(merchant) },
    journal: journalOwner('sandbox', embeddedPlace(db), merchant.orgId),
    orgId: merchant.orgId,
    close: async () => {
      forget();
      await client.close();
      await sandbox.close();
    },
  };
}
