// The sandbox's tables. Money columns are INTEGER minor units (cents); balances live in
// ledger_accounts, whose CHECK constraints make a negative internal balance impossible even if an
// application check were missing. Timestamps are UTC ISO strings, so they sort as text.
import type Database from 'better-sqlite3';
import { RATE_WINDOW_SCHEMA } from './rate-windows.js';
import { TRAFFIC_SCHEMA } from './traffic.js';
import { migrateWebhookDeliveries, WEBHOOK_INDEXES, WEBHOOK_TABLES } from './schema-webhooks.js';
import { WINDOW_SCHEMA } from './schema-windows.js';
import { openSqlite } from './sqlite-driver.js';

const opCountTriggers = (table: string): string => `
CREATE TRIGGER IF NOT EXISTS ${table}_count_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO op_counts (source, merchant_id, wallet_id, type, status, n) VALUES ('${table}', new.merchant_id, new.wallet_id, new.type, new.status, 1)
    ON CONFLICT (source, merchant_id, wallet_id, type, status) DO UPDATE SET n = op_counts.n + 1;
END;
CREATE TRIGGER IF NOT EXISTS ${table}_count_update AFTER UPDATE OF status ON ${table} WHEN old.status <> new.status BEGIN
  UPDATE op_counts SET n = n - 1
    WHERE source = '${table}' AND merchant_id = old.merchant_id AND wallet_id = old.wallet_id AND type = old.type AND status = old.status;
  INSERT INTO op_counts (source, merchant_id, wallet_id, type, status, n) VALUES ('${table}', new.merchant_id, new.wallet_id, new.type, new.status, 1)
    ON CONFLICT (source, merchant_id, wallet_id, type, status) DO UPDATE SET n = op_counts.n + 1;
END;`;

/** Counters of rows that exist (databases from before a counter table): filled once, then kept by triggers. */
const COUNTER_FILL = `
INSERT INTO card_counts (wallet_id, status, n)
  SELECT wallet_id, status, COUNT(*) FROM cards WHERE NOT EXISTS (SELECT 1 FROM card_counts) GROUP BY wallet_id, status;
${['card_ops', 'wallet_ops']
  .map(
    (t) => `INSERT INTO op_counts (source, merchant_id, wallet_id, type, status, n)
  SELECT '${t}', merchant_id, wallet_id, type, status, COUNT(*) FROM ${t}
  WHERE NOT EXISTS (SELECT 1 FROM op_counts WHERE source = '${t}') GROUP BY merchant_id, wallet_id, type, status;`,
  )
  .join('\n')}`;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

CREATE TABLE IF NOT EXISTS ledger_accounts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('wallet', 'card', 'fees', 'external')),
  balance INTEGER NOT NULL DEFAULT 0,
  held INTEGER NOT NULL DEFAULT 0,
  -- Only the outside world may go negative (payins come from it).
  CHECK (kind = 'external' OR (balance >= 0 AND held >= 0 AND held <= balance))
) STRICT;

CREATE TABLE IF NOT EXISTS ledger_entries (
  id INTEGER PRIMARY KEY,
  txn TEXT NOT NULL,
  account_id INTEGER NOT NULL REFERENCES ledger_accounts(id),
  amount INTEGER NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS ledger_entries_txn ON ledger_entries(txn);

CREATE TABLE IF NOT EXISTS merchants (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  org_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  -- The plain password is kept only because the sandbox prints its own credentials (credentials());
  -- login verifies the scrypt hash.
  password TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  api_token TEXT NOT NULL UNIQUE,
  api_key TEXT NOT NULL UNIQUE,
  ro_api_token TEXT NOT NULL UNIQUE,
  ro_api_key TEXT NOT NULL UNIQUE,
  fees_account INTEGER NOT NULL REFERENCES ledger_accounts(id),
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS wallets (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  merchant_id TEXT NOT NULL,
  provider_id TEXT NOT NULL,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
  allowed_card_types TEXT NOT NULL,
  is_transfer_allowed INTEGER NOT NULL,
  ledger_account INTEGER NOT NULL UNIQUE REFERENCES ledger_accounts(id),
  fee_tx_percent TEXT,
  fee_issuing INTEGER,
  fee_transfer_percent TEXT,
  bin_ids TEXT NOT NULL,
  max_cards INTEGER NOT NULL,
  activate_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS wallets_merchant ON wallets(merchant_id, seq);
CREATE INDEX IF NOT EXISTS wallets_activation ON wallets(activate_at) WHERE activate_at IS NOT NULL;

CREATE TABLE IF NOT EXISTS cardholders (
  seq INTEGER PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (merchant_id, owner_id)
) STRICT;
CREATE INDEX IF NOT EXISTS cardholders_account ON cardholders(account_id, seq);
CREATE INDEX IF NOT EXISTS cardholders_merchant ON cardholders(merchant_id, seq);

CREATE TABLE IF NOT EXISTS cards (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  wallet_id TEXT NOT NULL,
  cardholder_seq INTEGER NOT NULL REFERENCES cardholders(seq),
  name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('creating', 'creating_failed', 'active', 'frozen', 'closed', 'expired')),
  card_type TEXT NOT NULL,
  payment_system TEXT NOT NULL,
  bin_id TEXT NOT NULL,
  pan TEXT NOT NULL,
  cvv TEXT NOT NULL,
  expiry TEXT NOT NULL,
  daily_limit INTEGER,
  monthly_limit INTEGER,
  ledger_account INTEGER NOT NULL UNIQUE REFERENCES ledger_accounts(id),
  issuing_op TEXT,
  provision_at TEXT,
  pending_update TEXT,
  pending_update_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
-- Unique as named indexes rather than column constraints, so that a bulk load (the scale seed) can
-- drop them and build them once, sorted, afterwards (databases from before keep their automatic ones too).
CREATE UNIQUE INDEX IF NOT EXISTS cards_id ON cards(id);
CREATE UNIQUE INDEX IF NOT EXISTS cards_pan ON cards(pan);
-- Status rides at the end of the ordered indexes, so a statuses[] filter is checked inside the index
-- (no row lookup per skipped card). Earlier databases had the same indexes without it.
DROP INDEX IF EXISTS cards_wallet_created;
DROP INDEX IF EXISTS cards_wallet_name;
CREATE INDEX IF NOT EXISTS cards_wallet_created_status ON cards(wallet_id, created_at, seq, status);
CREATE INDEX IF NOT EXISTS cards_wallet_name_status ON cards(wallet_id, name, seq, status);
CREATE INDEX IF NOT EXISTS cards_wallet_status ON cards(wallet_id, status, created_at, seq);
CREATE INDEX IF NOT EXISTS cards_cardholder ON cards(cardholder_seq);
-- An account's cardholders include those holding its cards: read from this index alone.
CREATE INDEX IF NOT EXISTS cards_wallet_holder ON cards(wallet_id, cardholder_seq);
CREATE INDEX IF NOT EXISTS cards_active ON cards(seq) WHERE status = 'active';
CREATE INDEX IF NOT EXISTS cards_provisioning ON cards(provision_at) WHERE status = 'creating';
CREATE INDEX IF NOT EXISTS cards_pending_update ON cards(pending_update_at) WHERE pending_update_at IS NOT NULL;
-- Live cards by merchant and expiry month (YYYYMM): the test clock finds the cards a move expires by a range.
CREATE INDEX IF NOT EXISTS cards_expiry ON cards(merchant_id, (substr(expiry, 4, 4) || substr(expiry, 1, 2)))
  WHERE status IN ('active', 'frozen');

-- Cards per wallet and status, kept by triggers in the same transaction as the change: counting a
-- wallet of 100,000 cards on every read (wallet "cards", list totals, maxCards) would cost a scan.
CREATE TABLE IF NOT EXISTS card_counts (
  wallet_id TEXT NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL CHECK (n >= 0),
  PRIMARY KEY (wallet_id, status)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS card_counts_insert AFTER INSERT ON cards BEGIN
  INSERT INTO card_counts (wallet_id, status, n) VALUES (new.wallet_id, new.status, 1)
    ON CONFLICT (wallet_id, status) DO UPDATE SET n = card_counts.n + 1;
END;
CREATE TRIGGER IF NOT EXISTS card_counts_update AFTER UPDATE OF status ON cards WHEN old.status <> new.status BEGIN
  UPDATE card_counts SET n = n - 1 WHERE wallet_id = old.wallet_id AND status = old.status;
  INSERT INTO card_counts (wallet_id, status, n) VALUES (new.wallet_id, new.status, 1)
    ON CONFLICT (wallet_id, status) DO UPDATE SET n = card_counts.n + 1;
END;

-- A version per wallet, bumped whenever the order or membership of its card lists may change (a card
-- issued, deleted, renamed, its status or wallet changed): deep-page bookmarks (page-marks.ts) hold for one version.
CREATE TABLE IF NOT EXISTS card_orders (
  wallet_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS card_orders_insert AFTER INSERT ON cards BEGIN
  INSERT INTO card_orders (wallet_id, version) VALUES (new.wallet_id, 1) ON CONFLICT (wallet_id) DO UPDATE SET version = card_orders.version + 1;
END;
CREATE TRIGGER IF NOT EXISTS card_orders_update AFTER UPDATE OF wallet_id, status, name, created_at ON cards BEGIN
  INSERT INTO card_orders (wallet_id, version) VALUES (old.wallet_id, 1) ON CONFLICT (wallet_id) DO UPDATE SET version = card_orders.version + 1;
  INSERT INTO card_orders (wallet_id, version) VALUES (new.wallet_id, 1) ON CONFLICT (wallet_id) DO UPDATE SET version = card_orders.version + 1;
END;
CREATE TRIGGER IF NOT EXISTS card_orders_delete AFTER DELETE ON cards BEGIN
  INSERT INTO card_orders (wallet_id, version) VALUES (old.wallet_id, 1) ON CONFLICT (wallet_id) DO UPDATE SET version = card_orders.version + 1;
END;

CREATE TABLE IF NOT EXISTS wallet_ops (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  merchant_id TEXT NOT NULL,
  wallet_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  fee INTEGER NOT NULL CHECK (fee >= 0),
  settlement INTEGER NOT NULL CHECK (settlement >= 0),
  currency TEXT NOT NULL,
  description TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS wallet_ops_merchant ON wallet_ops(merchant_id, created_at, seq);
CREATE INDEX IF NOT EXISTS wallet_ops_wallet ON wallet_ops(wallet_id, created_at, seq);

CREATE TABLE IF NOT EXISTS card_ops (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  merchant_id TEXT NOT NULL,
  wallet_id TEXT NOT NULL,
  card_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  fee INTEGER NOT NULL CHECK (fee >= 0),
  settlement INTEGER NOT NULL CHECK (settlement >= 0),
  currency TEXT NOT NULL,
  merchant_name TEXT,
  merchant_category TEXT,
  description TEXT,
  decline_reason TEXT,
  -- A purchase's fee operation points at the purchase, so both settle or cancel together.
  related_id TEXT,
  complete_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS card_ops_id ON card_ops(id);
CREATE INDEX IF NOT EXISTS card_ops_merchant ON card_ops(merchant_id, created_at, seq);
CREATE INDEX IF NOT EXISTS card_ops_card ON card_ops(card_id, created_at, seq);
CREATE INDEX IF NOT EXISTS card_ops_wallet ON card_ops(wallet_id, created_at, seq);
CREATE INDEX IF NOT EXISTS card_ops_authorized ON card_ops(complete_at) WHERE status = 'authorized';
CREATE INDEX IF NOT EXISTS card_ops_related ON card_ops(related_id) WHERE related_id IS NOT NULL;

-- Operations per merchant, wallet, type and status, kept by triggers like card_counts: a list's total
-- must not count a million operations on every page.
CREATE TABLE IF NOT EXISTS op_counts (
  source TEXT NOT NULL CHECK (source IN ('card_ops', 'wallet_ops')),
  merchant_id TEXT NOT NULL,
  wallet_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL CHECK (n >= 0),
  PRIMARY KEY (source, merchant_id, wallet_id, type, status)
) STRICT, WITHOUT ROWID;
${['card_ops', 'wallet_ops'].map(opCountTriggers).join('\n')}

-- Each merchant's test clock (none: real time). Its present is frozen_at when frozen, else real time + offset_ms.
CREATE TABLE IF NOT EXISTS merchant_clocks (
  merchant_id TEXT PRIMARY KEY,
  offset_ms INTEGER NOT NULL,
  frozen_at TEXT,
  -- The month (YYYYMM) through which the worker has looked for expired cards.
  swept_month TEXT,
  updated_at TEXT NOT NULL
) STRICT;

${WEBHOOK_TABLES}
`;

/** Opens (creating if needed) the database with the pragmas the ledger relies on. */
export function openDatabase(path: string): Database.Database {
  const db = openSqlite(path);
  // First: two processes opening a new file at once (a script pipe on a fresh machine) wait for each other.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  // FULL: a committed money movement survives power loss, not only a process crash.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Every INTEGER comes back as a bigint, so no float ever touches money.
  db.defaultSafeIntegers(true);
  ensureSchema(db);
  db.exec(COUNTER_FILL);
  return db;
}

/** Creates whatever table, index or trigger is missing (all statements are IF NOT EXISTS), migrating older tables. */
export function ensureSchema(db: Database.Database): void {
  db.exec(SCHEMA);
  migrateWebhookDeliveries(db);
  db.exec(WEBHOOK_INDEXES);
  db.exec(WINDOW_SCHEMA);
  db.exec(RATE_WINDOW_SCHEMA);
  db.exec(TRAFFIC_SCHEMA);
}

/** The whole schema of a new database, in SQLite's spelling (PostgreSQL's first migration translates it). */
export const schemaScript = (): string =>
  `${SCHEMA}\n${WEBHOOK_INDEXES}\n${WINDOW_SCHEMA}\n${RATE_WINDOW_SCHEMA}\n${TRAFFIC_SCHEMA}`;

export function getSetting(db: Database.Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row?.value;
}

export function setSetting(db: Database.Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
