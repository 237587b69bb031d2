// The default transport on Node's own http/https modules. undici's full entry costs a few hundred
// milliseconds to load (its index builds fetch, caches, mocks and two HTTP/1 parsers); the console
// opens many times a day and its first request sits on the start-up path, so plain node:http it is.
// Timeouts keep undici's error codes, so classifyTransportError reads both transports alike.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { Timeouts } from './transport.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

type RequestFn = (options: RequestOptions, callback: (res: IncomingMessage) => void) => ClientRequest;

interface Protocol {
  readonly agent: HttpAgent;
  readonly request: RequestFn;
}

/** An error carrying the code undici would have used, so one classifier serves both transports. */
function codedError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : Object.assign(new Error('This operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' });
}

export function createHttpTransport(timeouts: Timeouts): Transport {
  // Idle keep-alive sockets are unref'd by Node's Agent, so they never hold the process open.
  const agentOptions = { keepAlive: true, timeout: 10_000 };
  let http: Protocol | undefined;
  let https: Promise<Protocol> | undefined;

  function protocolFor(origin: URL): Protocol | Promise<Protocol> {
    if (origin.protocol === 'http:') return (http ??= { agent: new HttpAgent(agentOptions), request: httpRequest });
    // TLS loads only for an https base URL: the embedded sandbox and loopback never need it.
    https ??= import('node:https').then((m) => ({ agent: new m.Agent(agentOptions), request: m.request }));
    return https;
  }

  async function request(r: TransportRequest): Promise<TransportResponse> {
    if (r.signal.aborted) throw abortError(r.signal);
    const origin = new URL(r.origin);
    const protocol = await protocolFor(origin);
    return new Promise<TransportResponse>((resolve, reject) => {
      let connectTimer: ReturnType<typeof setTimeout> | undefined;
      let headersTimer: ReturnType<typeof setTimeout> | undefined;
      const clear = () => {
        clearTimeout(connectTimer);
        clearTimeout(headersTimer);
      };
      const req = protocol.request({
        protocol: origin.protocol, hostname: origin.hostname.replace(/^\[|\]$/g, ''), port: origin.port || undefined,
        path: r.path, method: r.method, headers: r.headers, agent: protocol.agent,
      }, (res) => {
        clear();
        r.signal.removeEventListener('abort', onAbort);
        // Body timeout: the longest silence between two chunks, as undici measures it.
        res.setTimeout(r.bodyTimeout, () => res.destroy(codedError('UND_ERR_BODY_TIMEOUT', 'Body Timeout Error')));
        const onLateAbort = () => res.destroy(abortError(r.signal));
        r.signal.addEventListener('abort', onLateAbort, { once: true });
        res.once('close', () => {
          r.signal.removeEventListener('abort', onLateAbort);
          res.socket?.setTimeout(0);
        });
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: res });
      });
      const fail = (error: Error) => {
        clear();
        r.signal.removeEventListener('abort', onAbort);
        req.destroy(error);
      };
      const onAbort = () => fail(abortError(r.signal));
      r.signal.addEventListener('abort', onAbort, { once: true });
      req.once('error', (error) => {
        clear();
        r.signal.removeEventListener('abort', onAbort);
        reject(error);
      });
      req.once('socket', (socket) => {
        if (!socket.connecting) return;
        connectTimer = setTimeout(() => fail(codedError('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error')), timeouts.connectMs);
        socket.once('connect', () => clearTimeout(connectTimer));
      });
      req.once('finish', () => {
        headersTimer = setTimeout(() => fail(codedError('UND_ERR_HEADERS_TIMEOUT', 'Headers Timeout Error')), r.headersTimeout);
      });
      req.end(r.body ?? undefined);
    });
  }

  return {
    request,
    async close() {
      http?.agent.destroy();
      if (https) (await https).agent.destroy();
    },
  };
}
