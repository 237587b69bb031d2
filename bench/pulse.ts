// The pulse at merchant size, through a sandbox process seeded with N cards in 20 wallets (`--seed scale`):
// the requests one refresh makes (it must not grow with the cards or operations: only with the wallets,
// statuses and reasons) and how long one refresh of every figure takes, through the reader `:pulse` and
// `card-console pulse` use (the screen's windows included). Not measured here: key press to frame.
import { readPulse } from '../src/actions/pulse/index.js';
import { createClient, type ApiClient } from '../src/api/index.js';
import { utcZone } from '../src/domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS } from '../src/domain/pulse/index.js';
import { percentile, startSandboxProcess } from './lib.js';

const WALLETS = 20;
const REFRESHES = 10;

/** A client that counts the requests made through it. */
function counting(client: ApiClient): { client: ApiClient; requests: () => number } {
  let requests = 0;
  const call = ((...args: Parameters<ApiClient['call']>) => {
    requests += 1;
    return client.call(...args);
  }) as ApiClient['call'];
  return { client: { ...client, call }, requests: () => requests };
}

async function pulseAt(cards: number): Promise<{ requests: number; p95: number }> {
  const sandbox = await startSandboxProcess([
    '--seed',
    'scale',
    '--cards',
    String(cards),
    '--wallets',
    String(WALLETS),
  ]);
  const m = sandbox.merchants[0]!;
  const real = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
  try {
    const { client, requests } = counting(real);
    const ask = {
      profile: 'bench',
      window: '1h',
      zone: utcZone(),
      thresholds: DEFAULT_PULSE_THRESHOLDS,
      others: ['15m', '24h'],
    } as const;
    const times: number[] = [];
    let perRefresh = 0;
    for (let i = 0; i < REFRESHES; i += 1) {
      const before = requests();
      const started = performance.now();
      await readPulse(client, ask);
      times.push(performance.now() - started);
      perRefresh = requests() - before;
    }
    return { requests: perRefresh, p95: Math.round(percentile(times, 95)) };
  } finally {
    await real.close();
    await sandbox.stop();
  }
}

/** 20,000 cards: quick enough to run beside others. */
export async function benchPulse(): Promise<Record<string, number>> {
  const at = await pulseAt(20_000);
  return { pulse_requests_per_refresh_20k: at.requests, pulse_refresh_ms_p95_20k: at.p95 };
}

/** 1,000,000 cards: minutes of seeding and both cores; run it alone. */
export async function benchPulseScale(): Promise<Record<string, number>> {
  const at = await pulseAt(1_000_000);
  return { pulse_requests_per_refresh_1m: at.requests, pulse_refresh_ms_p95_1m: at.p95 };
}
