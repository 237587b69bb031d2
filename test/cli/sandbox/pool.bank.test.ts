// The bank test through a pool: one `card-console sandbox --database-url … --pool 3` behind one address; eight
// clients move money through it, each operation under an Idempotency-Key and retried until answered; one member
// is killed with SIGKILL in the middle and the pool replaces it. The run and its checks: test/support/bank-test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { runBankTest } from '../../support/bank-test.js';
import { waitFor } from '../../support/http-call.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { startSandboxChild, type SandboxChild } from '../../support/sandbox-child.js';
import { startWebhookEndpoint, type WebhookEndpoint } from '../../support/webhook-endpoint.js';

const server = usePostgresServer();
let pool: SandboxChild | undefined;
let receiver: WebhookEndpoint | undefined;
afterAll(async () => {
  if (pool?.process.exitCode === null) pool.process.kill('SIGKILL');
  await receiver?.close();
});

describe('the bank test through a pool of three, one member killed mid-run', () => {
  it('keeps the money exact, moves each operation once, replays each key and sends one event id per change', async () => {
    receiver = await startWebhookEndpoint([200]);
    const started = startSandboxChild([
      ...['--json', '--port', '0', '--database-url', server.database(), '--pool', '3'],
      ...['--seed', 'none', '--provisioning-delay-ms', '0'],
    ]);
    pool = started;
    const { baseUrl, merchants } = await started.announced;
    const members = /pids (\d+), (\d+), (\d+)\)/.exec(started.stderr())!.slice(1).map(Number);
    const summary = await runBankTest(
      {
        bases: [baseUrl],
        merchant: merchants[0]!,
        async killOne() {
          process.kill(members[1]!, 'SIGKILL');
          await waitFor(() => /serving process \d+ started/.test(started.stderr()), 30_000);
        },
        async stop() {
          started.process.kill('SIGTERM');
          expect(await started.exited).toBe(0);
        },
      },
      receiver,
    );
    expect(started.stderr()).toContain(`serving process ${members[1]} stopped (killed by SIGKILL)`);
    console.info(`bank through a pool: ${summary}`);
  }, 180_000);
});
