// A stand-in webhook endpoint for the sandbox's delivery tests: it records every request as it came
// (headers, raw body) and answers with statuses the test scripts. Not the console's receiver: to test
// that one (src/api/receiver), use startReceiver in receiver-harness.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface WebhookEndpoint {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** An endpoint answering each request with the next status of `statuses` (the last one repeats). */
export async function startWebhookEndpoint(statuses: number[] = [200]): Promise<WebhookEndpoint> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.length > 1 ? (statuses.shift() ?? 200) : (statuses[0] ?? 200);
      res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
