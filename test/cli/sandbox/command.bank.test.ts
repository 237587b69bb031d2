// The bank test, in the manner of Jepsen's: three `card-console sandbox --database-url` processes on one
// PostgreSQL database, each on its own address; eight clients move money through all three, each operation under
// an Idempotency-Key and retried on another process until one answers; one process is killed with SIGKILL in the
// middle and started again on the same database and port. The run and its checks: test/support/bank-test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { runBankTest } from '../../support/bank-test.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { startSandboxChild, type SandboxChild } from '../../support/sandbox-child.js';
import { startWebhookEndpoint, type WebhookEndpoint } from '../../support/webhook-endpoint.js';

const server = usePostgresServer();
const children: SandboxChild[] = [];
let receiver: WebhookEndpoint | undefined;
afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  await receiver?.close();
});

function sandbox(url: string, port: number): SandboxChild {
  const child = startSandboxChild([
    ...['--json', '--port', String(port), '--database-url', url, '--seed', 'none'],
    ...['--provisioning-delay-ms', '0'],
  ]);
  children.push(child);
  return child;
}

describe('the bank test: three processes on one PostgreSQL database, one killed mid-run', () => {
  it('keeps the money exact, moves each operation once, replays each key and sends one event id per change', async () => {
    receiver = await startWebhookEndpoint([200]);
    const url = server.database();
    // Started together: one migrates and seeds, the others find it done.
    const started = [sandbox(url, 0), sandbox(url, 0), sandbox(url, 0)];
    const announced = await Promise.all(started.map((c) => c.announced));
    const bases = announced.map((a) => a.baseUrl);
    expect(new Set(announced.map((a) => a.merchants[0]!.apiToken)).size).toBe(1);
    const victim = started[1]!;
    const summary = await runBankTest(
      {
        bases,
        merchant: announced[0]!.merchants[0]!,
        async killOne() {
          victim.process.kill('SIGKILL');
          expect(await victim.exited).toBe('SIGKILL');
          // Started again the same way, on the same database and port (as behind a load balancer).
          const again = await sandbox(url, Number(new URL(bases[1]!).port)).announced;
          expect(again.baseUrl).toBe(bases[1]);
        },
        async stop() {
          const living = children.filter((child) => child !== victim);
          for (const child of living) child.process.kill('SIGTERM');
          for (const child of living) expect(await child.exited).toBe(0);
        },
      },
      receiver,
    );
    console.info(`bank: ${summary}`);
  }, 180_000);
});
