// Requests an idle console sends: the built binary in a pty (script(1)), cards pane focused,
// talking to a sandbox child process through a counting proxy on loopback. Counted for ~30 s
// after the view has settled, scaled to a minute.
import { spawn } from 'node:child_process';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { binary, getJson, startSandboxProcess } from './lib.js';

const WINDOW_MS = 30_000;
const SETTLE_MS = 3_000;

interface CountingProxy {
  readonly url: string;
  count: number;
  close(): Promise<void>;
}

async function countingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const proxy: CountingProxy = { url: '', count: 0, close: async () => undefined };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    proxy.count++;
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return Object.assign(proxy, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export async function benchIdle(): Promise<{ idle_requests_per_min: number }> {
  const sandbox = await startSandboxProcess(['--seed', 'demo']);
  const proxy = await countingProxy(sandbox.baseUrl);
  try {
    const m = sandbox.merchants[0]!;
    const accounts = await getJson<{ items: { name: string }[] }>(`${sandbox.baseUrl}/api/v2/accounts`, {
      'x-api-token': m.apiToken,
    });
    const command = [
      process.execPath,
      binary,
      '--base-url',
      proxy.url,
      '--org',
      m.orgId,
      '--api-key',
      m.apiKey,
      '--api-token',
      m.apiToken,
    ];
    const child = spawn(
      'script',
      ['-qfec', `stty rows 40 cols 120; exec ${command.map(shellQuote).join(' ')}`, '/dev/null'],
      {
        stdio: ['pipe', 'pipe', 'ignore'],
        env: {
          ...process.env,
          NO_COLOR: '1',
          CI: 'false',
          TERM: 'xterm-256color',
          XDG_CONFIG_HOME: '/nonexistent-config',
        },
      },
    );
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString('utf8')));
    const until = async (text: string) => {
      for (let waited = 0; !screen.includes(text); waited += 100) {
        if (waited > 30_000) throw new Error(`"${text}" did not appear; output: ${screen.slice(-300)}`);
        await sleep(100);
      }
    };
    try {
      await until(accounts.items[0]!.name);
      child.stdin.write('2');
      await until('> 2 Cards');
      await sleep(SETTLE_MS);
      const before = proxy.count;
      await sleep(WINDOW_MS);
      const requests = proxy.count - before;
      return { idle_requests_per_min: Math.round((requests * 60_000) / WINDOW_MS) };
    } finally {
      child.stdin.write('q');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(3_000)]);
      child.kill('SIGTERM');
    }
  } finally {
    await proxy.close();
    await sandbox.stop();
  }
}
