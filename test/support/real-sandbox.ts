// The one way a test starts a sandbox on real HTTP in its own process: the real core (demo seed unless
// told, :memory:, cards provisioned at once, no background traffic) served on port 0. Component and
// action tests (startEnv, mountSandbox), the HTTP and conformance tests, and the end-to-end harness
// all start theirs here; the helpers below read the ids the tests need.
import { createSandboxCore, type CoreOptions } from '../../src/sandbox/core/index.js';
import type { MerchantCredentials } from '../../src/sandbox/core-types.js';
import { serveSandbox, type RunningSandbox, type ServeOptions } from '../../src/sandbox/http/server.js';
import { call } from './http-call.js';
import { sandboxDatabaseFor } from './sandbox-core.js';

export interface RealSandbox extends RunningSandbox {
  base: string;
  one: MerchantCredentials;
  two: MerchantCredentials;
}

export interface RealSandboxOptions extends ServeOptions {
  /** The core's clock (the demo seed's history, limits' UTC days and months), for tests that move time. */
  clock?: () => Date;
  /** How long a new card stays `creating` (default 0: the next worker tick activates it). */
  provisioningDelayMs?: number;
  seed?: CoreOptions['seed'];
  scale?: CoreOptions['scale'];
}

export async function startRealSandbox(opts: RealSandboxOptions = {}): Promise<RealSandbox> {
  const { clock, provisioningDelayMs, seed, scale, ...serve } = opts;
  const options = {
    seed: seed ?? 'demo',
    ...(scale ? { scale } : {}),
    provisioningDelayMs: provisioningDelayMs ?? 0,
    trafficPerMinute: 0,
    ...(clock ? { now: clock } : {}),
  };
  const core = createSandboxCore({ ...options, db: sandboxDatabaseFor(options) });
  const sandbox = await serveSandbox(core, { port: 0, ...serve });
  const [one, two] = sandbox.merchants;
  if (!one || !two) throw new Error('the demo seed has at least two merchants');
  return { ...sandbox, base: sandbox.baseUrl, one, two };
}

export const tokenOf = (m: MerchantCredentials) => ({ 'x-api-token': m.apiToken });
export const keyOf = (m: MerchantCredentials) => ({ authorization: `Bearer ${m.apiKey}` });

interface AccountItem {
  id: string;
  status: string;
  currency: string;
  isTransferAllowed: boolean;
}

/** Two active USD accounts of the merchant that allow transfers. */
export async function twoAccounts(base: string, m: MerchantCredentials): Promise<[string, string]> {
  const res = await call(base, 'GET', '/api/v2/accounts', { headers: tokenOf(m) });
  const items = (res.json?.items ?? []) as AccountItem[];
  const usable = items
    .filter((a) => a.status === 'active' && a.currency === 'USD' && a.isTransferAllowed)
    .map((a) => a.id);
  const [a, b] = usable;
  if (!a || !b) throw new Error('the demo seed has two active USD accounts per merchant');
  return [a, b];
}

/** An active card of the merchant with its wallet: { walletId, cardId }. */
export async function activeCard(
  base: string,
  m: MerchantCredentials,
): Promise<{ walletId: string; cardId: string }> {
  const [walletId] = await twoAccounts(base, m);
  const res = await call(
    base,
    'GET',
    `/api/v2/organizations/${m.orgId}/wallets/${walletId}/instruments?statuses[]=active`,
    { headers: keyOf(m) },
  );
  const cardId = ((res.json?.data ?? []) as Array<{ cardId: string }>)[0]?.cardId;
  if (!cardId) throw new Error('the demo seed has active cards');
  return { walletId, cardId };
}

/** The account-family balance as a decimal string. */
export async function balanceOf(base: string, m: MerchantCredentials, account: string): Promise<string> {
  const res = await call(base, 'GET', `/api/v2/accounts/${account}/balance`, { headers: tokenOf(m) });
  return String(res.json?.balance);
}

/** A merchant created on demand (POST /api/v2/sandbox/merchants), as its answer gives it. */
export interface OnDemandMerchant {
  organizationId: string;
  apiKey: string;
  apiToken: string;
}

/** A new isolated merchant of `sandbox`, asked for with the first merchant's token. */
export async function merchantOnDemand(sandbox: RealSandbox, name: string): Promise<OnDemandMerchant> {
  const made = await call(sandbox.base, 'POST', '/api/v2/sandbox/merchants', {
    headers: tokenOf(sandbox.one),
    body: { name },
  });
  if (made.status !== 201) throw new Error(`no merchant on demand: ${made.status} ${made.text}`);
  return made.json as unknown as OnDemandMerchant;
}

/** Applies a fixture as `merchant` (POST /api/v2/sandbox/fixtures); the answer as it came. */
export function applyFixture(
  sandbox: RealSandbox,
  merchant: Pick<OnDemandMerchant, 'apiToken'>,
  fixture: unknown,
  parameters?: Record<string, string>,
): ReturnType<typeof call> {
  return call(sandbox.base, 'POST', '/api/v2/sandbox/fixtures', {
    headers: { 'x-api-token': merchant.apiToken },
    body: { fixture, ...(parameters ? { parameters } : {}) },
  });
}
