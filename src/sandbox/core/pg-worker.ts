// The worker thread that talks to PostgreSQL for the synchronous core (pg-bridge.ts). Its source is this one
// function's text, run with `eval` in a worker: it may use only what it is handed (a loader of `pg` and of Node's
// modules), never a closure or an import of this file. Each request is answered on the port, then the shared
// word is set to 1 and notified, which wakes the caller's Atomics.wait.
import type { MessagePort } from 'node:worker_threads';
import type streamModule from 'node:stream';
import type streamPromises from 'node:stream/promises';
import type pgModule from 'pg';
import type copyModule from 'pg-copy-streams';

/** What the caller sends: one statement (with parameters), a script, rows for a COPY, or a close. */
export interface PgRequest {
  id: number;
  op: 'query' | 'script' | 'copy' | 'close';
  sql?: string;
  params?: unknown[];
  /** For `copy`: the rows, in COPY's text format, streamed to `COPY … FROM STDIN` (`sql`). */
  data?: string;
  /** The caller is inside a transaction: the statement must run on the connection that began it. */
  inTransaction?: boolean;
}

export interface PgReply {
  id: number;
  rows?: Record<string, unknown>[];
  fields?: Array<{ name: string; dataTypeID: number }>;
  rowCount?: number;
  error?: { message: string; code?: string | undefined };
}

export interface PgWorkerData {
  signal: SharedArrayBuffer;
  port: MessagePort;
  pgPath: string;
  /** pg-copy-streams, which streams a COPY's rows through a `pg` connection. */
  copyPath: string;
  connectionString: string;
  connectTimeoutMs: number;
}

type Load = (id: string) => unknown;

export function pgWorkerMain(load: Load): void {
  const { workerData } = load('node:worker_threads') as { workerData: PgWorkerData };
  const { Buffer } = load('node:buffer') as { Buffer: typeof globalThis.Buffer };
  const pg = load(workerData.pgPath) as typeof pgModule;
  const copyStreams = load(workerData.copyPath) as typeof copyModule;
  const { Readable } = load('node:stream') as typeof streamModule;
  const { pipeline } = load('node:stream/promises') as typeof streamPromises;
  const word = new Int32Array(workerData.signal);
  const port = workerData.port;
  let client: pgModule.Client | undefined;
  let connecting: Promise<pgModule.Client> | undefined;
  /** The connection a transaction began on: a statement of that transaction never runs on another. */
  let transactionClient: pgModule.Client | undefined;

  const connect = (): Promise<pgModule.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: workerData.connectionString,
        connectionTimeoutMillis: workerData.connectTimeoutMs,
      });
      // A connection that dies is dropped; the next statement outside a transaction opens another.
      next.on('error', () => {
        if (client === next) client = undefined;
      });
      next.on('end', () => {
        if (client === next) client = undefined;
      });
      try {
        await next.connect();
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  /** Each statement text is parsed once per connection (a named prepared statement), not on every call. */
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    if (/^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i.test(sql)) return undefined;
    let name = names.get(sql);
    if (!name) {
      name = `s${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };

  const values = (params: unknown[] = []): unknown[] =>
    params.map((p) => (p instanceof Uint8Array ? Buffer.from(p) : p));

  /** Streams `data` into `COPY … FROM STDIN` (`sql`) in pieces; resolves when the server has taken every row. */
  const copyIn = async (
    connection: pgModule.Client,
    sql: string,
    data: string,
  ): Promise<{ rows: []; fields: []; rowCount: number }> => {
    const stream = connection.query(copyStreams.from(sql));
    const PIECE = 1 << 20;
    const pieces = function* (): Generator<string> {
      for (let at = 0; at < data.length; at += PIECE) yield data.slice(at, at + PIECE);
    };
    await pipeline(Readable.from(pieces()), stream);
    return { rows: [], fields: [], rowCount: stream.rowCount };
  };

  const run = async (request: PgRequest): Promise<PgReply> => {
    if (request.op === 'close') {
      const open = client;
      client = undefined;
      if (open) await open.end();
      return { id: request.id };
    }
    const sql = request.sql ?? '';
    const begins = /^\s*BEGIN\b/i.test(sql);
    if (request.inTransaction && !begins && (!transactionClient || transactionClient !== client)) {
      // Ending a transaction whose connection is gone: nothing to end.
      if (/^\s*(ROLLBACK|COMMIT)\b/i.test(sql) && !/\bTO\b/i.test(sql)) {
        transactionClient = undefined;
        return { id: request.id, rows: [], fields: [], rowCount: 0 };
      }
      throw Object.assign(new Error('the connection to PostgreSQL was lost inside a transaction'), {
        code: '08006',
      });
    }
    const connection = await connect();
    if (begins) transactionClient = connection;
    let result;
    try {
      result =
        request.op === 'copy'
          ? await copyIn(connection, sql, request.data ?? '')
          : request.op === 'script'
            ? await connection.query(sql)
            : await connection.query({ name: nameOf(sql), text: sql, values: values(request.params) });
    } catch (error) {
      // A connection that failed (no SQLSTATE, or a connection or shutdown one) is dropped at once, not when its
      // 'end' event comes: the next statement outside a transaction opens a new one.
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || /^(08|57P)/.test(code)) {
        if (client === connection) client = undefined;
        void connection.end().catch(() => undefined);
      }
      throw error;
    }
    if (/^\s*(COMMIT|ROLLBACK)\s*$/i.test(sql)) transactionClient = undefined;
    const last = Array.isArray(result) ? result[result.length - 1] : result;
    return {
      id: request.id,
      rows: last?.rows ?? [],
      fields: (last?.fields ?? []).map((f: { name: string; dataTypeID: number }) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      })),
      rowCount: last?.rowCount ?? 0,
    };
  };

  const answer = (reply: PgReply): void => {
    port.postMessage(reply);
    Atomics.store(word, 0, 1);
    Atomics.notify(word, 0);
  };

  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: PgRequest) => {
    queue = queue.then(() =>
      run(request).then(answer, (error: unknown) => {
        const { message, code } = error as { message?: unknown; code?: unknown };
        answer({
          id: request.id,
          error: {
            message: typeof message === 'string' ? message : String(error),
            code: typeof code === 'string' ? code : undefined,
          },
        });
      }),
    );
  });
}
