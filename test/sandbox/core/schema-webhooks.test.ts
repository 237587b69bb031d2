// A sandbox database from before the card state history opens, keeps its deliveries, and takes
// `undelivered` ones with the card they are about.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/sandbox/core/schema.js';
import { openSqlite } from '../../../src/sandbox/core/sqlite-driver.js';

const BEFORE = `
CREATE TABLE webhook_events (
  seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, merchant_id TEXT NOT NULL, type TEXT NOT NULL,
  payload TEXT NOT NULL, created_at TEXT NOT NULL
) STRICT;
CREATE TABLE webhook_deliveries (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  event_seq INTEGER NOT NULL REFERENCES webhook_events(seq),
  merchant_id TEXT NOT NULL,
  url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'retrying', 'failed', 'paused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  response_code INTEGER,
  last_error TEXT,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX webhook_deliveries_merchant ON webhook_deliveries(merchant_id, seq);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE status IN ('pending', 'retrying');
INSERT INTO webhook_events VALUES
  (1, 'e1', 'm1', 'card_state', '{"id":"e1","type":"card_state","data":{"id":"card-1","status":"frozen"}}', '2026-01-01T00:00:00.000Z'),
  (2, 'e2', 'm1', 'card_transaction', '{"id":"e2","type":"card_transaction","data":{"id":"op-1","card":{"id":"card-2"}}}', '2026-01-02T00:00:00.000Z'),
  (3, 'e3', 'm1', 'account_topup', '{"id":"e3","type":"account_topup","data":{"id":"op-2"}}', '2026-01-03T00:00:00.000Z');
INSERT INTO webhook_deliveries (seq, id, event_seq, merchant_id, url, status, attempts, response_code, created_at, updated_at)
VALUES (1, 'd1', 1, 'm1', 'https://h.example/x', 'delivered', 1, 200, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.000Z'),
  (2, 'd2', 2, 'm1', 'https://h.example/x', 'failed', 5, 500, '2026-01-02T00:00:00.000Z', '2026-01-02T00:05:00.000Z'),
  (3, 'd3', 3, 'm1', 'https://h.example/x', 'pending', 0, NULL, '2026-01-03T00:00:00.000Z', '2026-01-03T00:00:00.000Z');
`;

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the delivery table of an older database', () => {
  it('is rebuilt once: rows kept with their card, undelivered accepted, indexes in place', () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-migrate-'));
    const file = join(dir, 'sandbox.db');
    const old = openSqlite(file);
    old.exec(BEFORE);
    old.close();

    const db = openDatabase(file);
    const rows = db
      .prepare('SELECT id, card_id, status, attempts, response_code FROM webhook_deliveries ORDER BY seq')
      .all();
    expect(
      JSON.parse(JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))),
    ).toEqual([
      { id: 'd1', card_id: 'card-1', status: 'delivered', attempts: 1, response_code: 200 },
      { id: 'd2', card_id: 'card-2', status: 'failed', attempts: 5, response_code: 500 },
      { id: 'd3', card_id: null, status: 'pending', attempts: 0, response_code: null },
    ]);
    db.prepare(
      `INSERT INTO webhook_deliveries (id, event_seq, merchant_id, card_id, url, status, created_at, updated_at)
      VALUES ('d4', 1, 'm1', 'card-1', '', 'undelivered', '2026-01-04T00:00:00.000Z', '2026-01-04T00:00:00.000Z')`,
    ).run();
    const indexes = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'webhook_deliveries'")
        .all() as {
        name: string;
      }[]
    ).map((i) => i.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'webhook_deliveries_time',
        'webhook_deliveries_card',
        'webhook_deliveries_due',
      ]),
    );
    expect(indexes).not.toContain('webhook_deliveries_merchant');
    db.close();

    const again = openDatabase(file);
    expect((again.prepare('SELECT COUNT(*) AS n FROM webhook_deliveries').get() as { n: bigint }).n).toBe(4n);
    again.close();
  });
});
