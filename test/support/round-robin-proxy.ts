// A small round-robin HTTP proxy, the load balancer in front of several sandbox processes: each request goes to
// the next backend in turn. A backend that refuses the connection (its process is dead) is passed over for the
// next one, since the request never reached it. One that breaks after the request was sent answers 502: whether
// it acted is unknown, and finding out is the client's business (its idempotency key), as behind any balancer.
import { request as httpRequest, createServer, Agent, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** The one address the clients use. */
  readonly url: string;
  /** Requests each backend answered, by its position in `backends`. */
  readonly answered: readonly number[];
  /** Requests a backend refused (dead) and the next one took. */
  readonly passedOver: () => number;
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection, not to the request the proxy passes on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);
const endToEnd = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export async function startRoundRobinProxy(backends: readonly string[]): Promise<RoundRobinProxy> {
  let turn = 0;
  let passedOver = 0;
  const answered = backends.map(() => 0);
  // A fresh connection per request: a killed backend's pooled sockets are not reused.
  const agent = new Agent({ keepAlive: false });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(Buffer.concat(chunks), 0));
    const forward = (body: Buffer, tried: number): void => {
      if (tried >= backends.length) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end('no backend accepted the connection');
        return;
      }
      const index = turn++ % backends.length;
      const target = new URL(req.url ?? '/', backends[index]);
      const headers = { ...endToEnd(req.headers), host: target.host, 'content-length': String(body.length) };
      const out = httpRequest(target, { method: req.method, headers, agent }, (answer) => {
        answered[index] = (answered[index] ?? 0) + 1;
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
        answer.on('aborted', () => res.destroy());
      });
      out.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          passedOver += 1;
          forward(body, tried + 1);
        } else if (!res.headersSent) {
          res
            .writeHead(502, { 'content-type': 'text/plain' })
            .end(`backend failed: ${error.code ?? error.message}`);
        } else res.destroy();
      });
      out.end(body);
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    passedOver: () => passedOver,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
