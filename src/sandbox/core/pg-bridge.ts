// A synchronous call into PostgreSQL: the core is synchronous (better-sqlite3's interface), the `pg` client is not.
// The client runs in a worker thread (pg-worker.ts); a call posts its request, then blocks on a shared word with
// Atomics.wait until the worker has answered on the port, and reads the answer with receiveMessageOnPort. `pg` (and
// pg-copy-streams, for COPY) is loaded in the worker only, from the installed package: a sandbox on SQLite never
// loads it.
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { pgWorkerMain, type PgReply, type PgRequest, type PgWorkerData } from './pg-worker.js';

/** An error PostgreSQL (or the way to it) reported; `code` is its SQLSTATE when there is one. */
export class PostgresError extends Error {
  override name = 'PostgresError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface PgBridgeOptions {
  /** How long a connection attempt may take. */
  connectTimeoutMs?: number;
  /** How long one call may block before it fails (the statement may still be running). */
  callTimeoutMs?: number;
}

/** The password of a postgres:// address, or undefined. */
export function passwordOf(connectionString: string): string | undefined {
  try {
    const password = new URL(connectionString).password;
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

/** A database address as it may be shown: without its password. */
export function redactAddress(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    url.searchParams.forEach((_value, key) => {
      if (key.toLowerCase() === 'password') url.searchParams.set(key, '***');
    });
    return url.toString();
  } catch {
    return 'postgres://(an address that does not parse)';
  }
}

export interface PgBridge {
  /** One request, answered; `timeoutMs` (default: the bridge's callTimeoutMs) bounds how long it may block. */
  call(request: Omit<PgRequest, 'id'>, timeoutMs?: number): PgReply;
  close(): void;
}

export function openPgBridge(connectionString: string, options: PgBridgeOptions = {}): PgBridge {
  const signal = new SharedArrayBuffer(4);
  const word = new Int32Array(signal);
  const { port1, port2 } = new MessageChannel();
  const resolve = createRequire(import.meta.url).resolve;
  const data: PgWorkerData = {
    signal,
    port: port2,
    pgPath: resolve('pg'),
    copyPath: resolve('pg-copy-streams'),
    connectionString,
    connectTimeoutMs: options.connectTimeoutMs ?? 5000,
  };
  // `__name`: what a build that keeps function names (esbuild's keepNames) calls inside the function's text.
  const source = `const __name = (target) => target;\n(${pgWorkerMain.toString()})(require);`;
  const worker = new Worker(source, {
    eval: true,
    // Not the flags of this process: `--input-type=module` would make the source a module without `require`.
    execArgv: [],
    workerData: data,
    transferList: [port2 as MessagePort],
  });
  // Neither keeps the process alive: a sandbox exits when its server closes.
  worker.unref();
  port1.unref();
  const secret = passwordOf(connectionString);
  const clean = (text: string): string => (secret ? text.split(secret).join('***') : text);
  const callTimeoutMs = options.callTimeoutMs ?? 60_000;
  let next = 0;
  let closed = false;

  const call = (request: Omit<PgRequest, 'id'>, timeoutMs = callTimeoutMs): PgReply => {
    if (closed) throw new PostgresError('the database connection is closed', undefined);
    const id = ++next;
    Atomics.store(word, 0, 0);
    port1.postMessage({ ...request, id });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let message = receiveMessageOnPort(port1);
      // Answers to calls that timed out earlier are dropped.
      while (message && (message.message as PgReply).id !== id) message = receiveMessageOnPort(port1);
      if (message) {
        const reply = message.message as PgReply;
        if (reply.error) {
          throw Object.assign(new PostgresError(clean(reply.error.message), reply.error.code), {
            statement: request.sql,
          });
        }
        return reply;
      }
      const left = deadline - Date.now();
      if (left <= 0 || Atomics.wait(word, 0, 0, left) === 'timed-out')
        throw new PostgresError(`PostgreSQL did not answer within ${timeoutMs} ms`, undefined);
      Atomics.store(word, 0, 0);
    }
  };

  return {
    call,
    close() {
      if (closed) return;
      try {
        call({ op: 'close' });
      } catch {
        // Closing a connection that is already gone.
      }
      closed = true;
      void worker.terminate();
      port1.close();
    },
  };
}
