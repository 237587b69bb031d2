// The webhook tables: configuration, events and their deliveries (the delivery history). A delivery names the
// card its event is about, so the history can be read per card from an index, and may be `undelivered`: a card
// state change recorded for the history while no endpoint was configured for it.
import type Database from 'better-sqlite3';
import { tableDefinition } from './table-catalog.js';

const DELIVERY_STATUSES = "'pending', 'delivered', 'retrying', 'failed', 'paused', 'undelivered'";

const deliveriesTable = (name: string): string => `
CREATE TABLE IF NOT EXISTS ${name} (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  event_seq INTEGER NOT NULL REFERENCES webhook_events(seq),
  merchant_id TEXT NOT NULL,
  -- The card the event is about (card_state, card_transaction), else NULL.
  card_id TEXT,
  url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN (${DELIVERY_STATUSES})),
  attempts INTEGER NOT NULL DEFAULT 0,
  response_code INTEGER,
  last_error TEXT,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;`;

export const WEBHOOK_TABLES = `
CREATE TABLE IF NOT EXISTS webhook_configs (
  merchant_id TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  secret TEXT,
  event_types TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE IF NOT EXISTS webhook_events (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  merchant_id TEXT NOT NULL,
  type TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
${deliveriesTable('webhook_deliveries')}
-- A merchant's delivery fault policy (webhook chaos): each fault's rate and parameters, the seed its draws come
-- from, and how many events it has decided on (the next event's place in the draws).
CREATE TABLE IF NOT EXISTS webhook_fault_policies (
  merchant_id TEXT PRIMARY KEY,
  seed INTEGER NOT NULL,
  duplicate_rate REAL,
  delay_rate REAL,
  delay_by TEXT,
  reorder_rate REAL,
  reorder_window TEXT,
  drop_rate REAL,
  drop_redeliver_after TEXT,
  timeout_rate REAL,
  events_seen INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
) STRICT;

-- What was done to a delivery beyond sending it: an injected fault or a redelivery asked for, in words. A fault
-- applied when the delivery is handed out (drop, timeout) waits with pending = 1 until it is.
CREATE TABLE IF NOT EXISTS webhook_delivery_notes (
  seq INTEGER PRIMARY KEY,
  merchant_id TEXT NOT NULL,
  delivery_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('duplicate', 'delay', 'reorder', 'drop', 'timeout', 'redelivery')),
  detail TEXT NOT NULL,
  pending INTEGER NOT NULL DEFAULT 0,
  -- drop: how long after the lost attempt the event is sent again (ISO 8601 duration).
  wait TEXT,
  created_at TEXT NOT NULL
) STRICT;
-- The history is read newest first by the time of the change (a seed writes past changes after later ones).
DROP INDEX IF EXISTS webhook_deliveries_merchant;
`;

/** Created after migrateWebhookDeliveries(): they use columns an older table lacks. */
export const WEBHOOK_INDEXES = `
CREATE INDEX IF NOT EXISTS webhook_deliveries_time ON webhook_deliveries(merchant_id, created_at, seq);
CREATE INDEX IF NOT EXISTS webhook_deliveries_card ON webhook_deliveries(merchant_id, card_id, created_at, seq)
  WHERE card_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS webhook_events_time ON webhook_events(merchant_id, created_at, seq);
CREATE INDEX IF NOT EXISTS webhook_delivery_notes_delivery ON webhook_delivery_notes(delivery_id, seq);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries(next_attempt_at)
  WHERE status IN ('pending', 'retrying');
`;

/**
 * A database from before `undelivered` and `card_id`: SQLite cannot change a CHECK in place, so the table is
 * rebuilt (create, copy, drop, rename: SQLite's documented procedure), in one transaction, with the card of each
 * existing event read from its payload.
 */
export function migrateWebhookDeliveries(db: Database.Database): void {
  const definition = tableDefinition(db, 'webhook_deliveries');
  if (definition === undefined || definition.includes("'undelivered'")) return;
  db.transaction(() => {
    db.exec(deliveriesTable('webhook_deliveries_next'));
    db.exec(`
      INSERT INTO webhook_deliveries_next (seq, id, event_seq, merchant_id, card_id, url, status, attempts, response_code,
        last_error, next_attempt_at, created_at, updated_at)
      SELECT d.seq, d.id, d.event_seq, d.merchant_id,
        CASE e.type WHEN 'card_state' THEN json_extract(e.payload, '$.data.id')
          WHEN 'card_transaction' THEN json_extract(e.payload, '$.data.card.id') END,
        d.url, d.status, d.attempts, d.response_code, d.last_error, d.next_attempt_at, d.created_at, d.updated_at
      FROM webhook_deliveries d JOIN webhook_events e ON e.seq = d.event_seq;
      DROP TABLE webhook_deliveries;
      ALTER TABLE webhook_deliveries_next RENAME TO webhook_deliveries;`);
  }).immediate();
}
