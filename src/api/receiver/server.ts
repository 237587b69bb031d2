// createReceiver: a node:http listener that classifies every request, reports it through onEvent,
// answers at once, and forwards accepted events in the background.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClassifier, type Delivery, type Verdict } from './classify.js';
import { createForwarder, type Forwarder } from './forward.js';
import {
  DEFAULT_FORWARD_TIMEOUT_MS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_REMEMBER_IDS,
  DEFAULT_TOLERANCE_MS,
  type ForwardResult,
  type ReceivedEvent,
  type Receiver,
  type ReceiverOptions,
  type ReceiverStats,
} from './types.js';

const TOO_LARGE = Symbol('too large');

/** Reads the raw body; stops collecting (and answers 413 later) past `maxBytes`. */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | typeof TOO_LARGE> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    return Promise.resolve(TOO_LARGE);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners('data');
        req.resume();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // A client that goes away mid-body may not emit 'error'; without this the promise would hang.
    req.on('close', () => reject(new Error('request closed before its end')));
  });
}

/** The URL a sender on this machine uses to reach a listener bound to `host`. */
export function receiverUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}/`;
}

function emptyStats(): ReceiverStats {
  return {
    received: 0,
    accepted: 0,
    rejected: 0,
    duplicates: 0,
    filtered: 0,
    forwarded: 0,
    forwardErrors: 0,
    handlerErrors: 0,
  };
}

function checkOptions(opts: ReceiverOptions): void {
  if (opts.secret !== undefined && opts.secret === '')
    throw new TypeError('createReceiver: secret must not be empty (leave it out to accept unsigned events)');
  if (opts.toleranceMs !== undefined && !(opts.toleranceMs > 0))
    throw new RangeError('createReceiver: toleranceMs must be positive');
  if (opts.eventTypes !== undefined && opts.eventTypes !== 'all' && opts.eventTypes.length === 0) {
    throw new RangeError("createReceiver: eventTypes must name at least one type, or be 'all'");
  }
}

export async function createReceiver(opts: ReceiverOptions): Promise<Receiver> {
  checkOptions(opts);
  const now = opts.now ?? (() => new Date());
  const maxBodyBytes = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const classify = createClassifier({
    ...(opts.secret !== undefined ? { secret: opts.secret } : {}),
    toleranceMs: opts.toleranceMs ?? DEFAULT_TOLERANCE_MS,
    eventTypes: opts.eventTypes ?? 'all',
    rememberIds: opts.rememberIds ?? DEFAULT_REMEMBER_IDS,
  });
  const forwarder: Forwarder | undefined =
    opts.forwardTo === undefined
      ? undefined
      : createForwarder(opts.forwardTo, opts.forwardTimeoutMs ?? DEFAULT_FORWARD_TIMEOUT_MS);
  const stats = emptyStats();

  const report = (event: ReceivedEvent): void => {
    stats.received++;
    if (event.status === 'accepted') stats.accepted++;
    else if (event.status === 'rejected') stats.rejected++;
    else if (event.status === 'duplicate') stats.duplicates++;
    else stats.filtered++;
    try {
      opts.onEvent(event);
    } catch {
      // The sender must still get its answer; a broken handler is counted, not propagated.
      stats.handlerErrors++;
    }
  };

  const forwarded = (result: ForwardResult): void => {
    if (result.ok) stats.forwarded++;
    else stats.forwardErrors++;
    try {
      opts.onForward?.(result);
    } catch {
      stats.handlerErrors++;
    }
  };

  const answer = (res: ServerResponse, verdict: Verdict, closeAfter: boolean): void => {
    const { status, reason } = verdict.outcome;
    res.writeHead(verdict.httpStatus, {
      'content-type': 'application/json',
      ...(verdict.httpStatus === 405 ? { allow: 'POST' } : {}),
      ...(closeAfter ? { connection: 'close' } : {}),
    });
    res.end(JSON.stringify(reason ? { status, reason } : { status }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req, maxBodyBytes);
    const at = now();
    const delivery: Delivery = {
      method: req.method ?? '',
      headers: req.headers,
      body: body === TOO_LARGE ? Buffer.alloc(0) : body,
    };
    const verdict: Verdict =
      body === TOO_LARGE
        ? {
            httpStatus: 413,
            outcome: { status: 'rejected', reason: 'too large', detail: `body over ${maxBodyBytes} bytes` },
          }
        : classify(delivery, at);
    report({ at, ...verdict.outcome });
    answer(res, verdict, body === TOO_LARGE);
    if (forwarder && verdict.outcome.status === 'accepted' && verdict.outcome.id !== undefined) {
      void forwarder.forward(verdict.outcome.id, delivery).then(forwarded);
    }
  };

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, (req, res) => {
    handle(req, res).catch(() => {
      // The client went away mid-body: there is nobody to answer and nothing to report.
      if (!res.headersSent) res.destroy();
    });
  });

  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await forwarder?.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    url: receiverUrl(host, port),
    port,
    stats: () => ({ ...stats }),
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await stopped;
        await forwarder?.close();
      })();
      return closing;
    },
  };
}
