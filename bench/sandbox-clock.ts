// The test clock at a million cards: how long one `POST /api/v2/sandbox/clock {"advanceBy": "P30D"}` takes for the
// scale seed's merchant (its due work found by range queries and one pass over its live cards for expiry, run in
// order), over real HTTP against the bundled sandbox.
import { getJson, startScaleSandbox } from './lib.js';

export interface SandboxClockFigures {
  sandbox_clock_advance_30d_s_1m: number;
  /** What the advance ran: provisioned, updated, activated, settled, expired. */
  sandbox_clock_advance_30d_ran: string;
}

interface ClockChange {
  ran: Record<string, number>;
}

export async function benchSandboxClock(cards = 1_000_000, wallets = 10): Promise<SandboxClockFigures> {
  const sandbox = await startScaleSandbox(cards, wallets, [
    '--provisioning-delay-ms',
    '0',
    '--seed-value',
    '1',
  ]);
  try {
    const m = sandbox.merchants[0]!;
    const began = performance.now();
    const change = await getJson<ClockChange>(
      `${sandbox.baseUrl}/api/v2/sandbox/clock`,
      { 'x-api-token': m.apiToken },
      { method: 'POST', body: { advanceBy: 'P30D' } },
    );
    const seconds = (performance.now() - began) / 1000;
    return {
      sandbox_clock_advance_30d_s_1m: Math.round(seconds * 100) / 100,
      sandbox_clock_advance_30d_ran: Object.entries(change.ran)
        .map(([kind, n]) => `${kind}=${n}`)
        .join(' '),
    };
  } finally {
    await sandbox.stop();
  }
}
