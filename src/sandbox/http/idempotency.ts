// Idempotency-Key records, in the HTTP layer's own table of the sandbox database. A record holds the first
// answer to (merchant, route, key) and a hash of the canonical request, so a repeat replays that answer and
// a different request under the same key is refused.
import { createHash } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** Our decision: keys are printable ASCII, at most 255 characters, kept for 24 hours. */
export const MAX_KEY_LENGTH = 255;
const RETENTION_MS = 24 * 60 * 60 * 1000;

export interface StoredResponse {
  requestHash: string;
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  merchantId: string;
  routeId: string;
  key: string;
}

export class IdempotencyStore {
  private readonly findStmt;
  private readonly insertStmt;
  private readonly insertFirstStmt;
  private readonly purgeStmt;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS http_idempotency (
      merchant_id TEXT NOT NULL,
      route_id TEXT NOT NULL,
      idempotency_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      status INTEGER NOT NULL,
      body TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (merchant_id, route_id, idempotency_key)
    )`);
    // The core may open the database with safe integers on: read INTEGER columns as bigint or number alike.
    this.findStmt = db.prepare<
      [string, string, string],
      { request_hash: string; status: number | bigint; body: string }
    >(
      'SELECT request_hash, status, body FROM http_idempotency WHERE merchant_id = ? AND route_id = ? AND idempotency_key = ?',
    );
    this.insertStmt = db.prepare<[string, string, string, string, number, string, number]>(
      `INSERT INTO http_idempotency (merchant_id, route_id, idempotency_key, request_hash, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertFirstStmt = db.prepare<[string, string, string, string, number, string, number]>(
      `INSERT INTO http_idempotency (merchant_id, route_id, idempotency_key, request_hash, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (merchant_id, route_id, idempotency_key) DO NOTHING`,
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM http_idempotency WHERE created_at < ?');
  }

  find(scope: IdempotencyScope): StoredResponse | null {
    const row = this.findStmt.get(scope.merchantId, scope.routeId, scope.key);
    if (!row) return null;
    return {
      requestHash: row.request_hash,
      status: Number(row.status),
      body: JSON.parse(row.body) as unknown,
    };
  }

  save(scope: IdempotencyScope, response: StoredResponse): void {
    this.insert(this.insertStmt, scope, response);
  }

  /** Records `response` unless the key already has an answer (given meanwhile by another process), which stays. */
  saveFirst(scope: IdempotencyScope, response: StoredResponse): void {
    this.insert(this.insertFirstStmt, scope, response);
  }

  private insert(
    statement: Statement<[string, string, string, string, number, string, number]>,
    scope: IdempotencyScope,
    response: StoredResponse,
  ): void {
    const now = this.now();
    this.purgeStmt.run(now - RETENTION_MS);
    statement.run(
      scope.merchantId,
      scope.routeId,
      scope.key,
      response.requestHash,
      response.status,
      JSON.stringify(response.body ?? null),
      now,
    );
  }

  /** Runs `fn` in one BEGIN IMMEDIATE transaction (a savepoint when already inside one). */
  atomically<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }
}

/** A stable hash of what a request asks for: key order and whitespace do not matter. */
export function requestHash(parts: { params: unknown; query: unknown; body: unknown }): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  if (typeof value === 'bigint') return value.toString();
  return value;
}
