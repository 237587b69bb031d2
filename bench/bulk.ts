// Bulk freeze: suspend 1,000 cards of the built sandbox (a child process) with the default bulk
// concurrency, through the same job the console and `card-console cards` use. Figures: seconds for
// the job, and cards whose outcome the job did not record or recorded wrongly (must be 0).
import { createActionContext, markAllMatching, startBulkJob, type CardRef } from '../src/actions/index.js';
import { createClient, type ApiClient } from '../src/api/index.js';
import { startSandboxProcess } from './lib.js';

export interface BulkFigures {
  bulk_freeze_1000_s: number;
  bulk_lost: number;
}

const CARDS = 1_000;
// The sandbox lets a wallet hold 500 live cards.
const PER_WALLET = 500;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`bench bulk: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function makeWallet(client: ApiClient, index: number): Promise<string> {
  const wallet = (
    await client.call('createWallet', {
      body: { name: `Bench wallet ${index}`, providerId: 'sandbox-visa-us' },
    })
  ).data;
  await waitFor(
    'wallet activation',
    async () =>
      (await client.call('getWallet', { params: { wallet_id: wallet.id } })).data.status === 'active',
  );
  await client.call('sandboxPayin', { params: { account_uuid: wallet.id }, body: { amount: '10000.00' } });
  return wallet.id;
}

async function issueCards(client: ApiClient, walletId: string, holder: string, count: number): Promise<void> {
  const next = { i: 0 };
  const worker = async (): Promise<void> => {
    while (next.i < count) {
      next.i += 1;
      await client.call('issueCard', {
        params: { wallet_id: walletId },
        body: { cardOwnerId: holder, cardType: 'virtual' },
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const creating = async () =>
    (
      await client.call('listCards', {
        params: { wallet_id: walletId },
        query: { 'statuses[]': ['creating'], quantity: 1 },
      })
    ).pagination.totalQuantity;
  await waitFor('provisioning', async () => (await creating()) === 0);
}

/** Cards the job left unaccounted for, or marked done while the service shows them not frozen. */
async function countLost(
  client: ApiClient,
  walletIds: string[],
  cards: CardRef[],
  recorded: Map<string, string>,
): Promise<number> {
  const frozen = new Set<string>();
  for (const walletId of walletIds) {
    for (const card of (await markAllMatching(client, walletId, { statuses: ['frozen'] })).refs)
      frozen.add(card.id);
  }
  return cards.filter((card) => {
    const state = recorded.get(card.id);
    if (state === 'done') return !frozen.has(card.id);
    return state !== 'failed' && state !== 'skipped';
  }).length;
}

export async function benchBulk(): Promise<BulkFigures> {
  const sandbox = await startSandboxProcess(['--seed', 'none', '--provisioning-delay-ms', '0']);
  const m = sandbox.merchants[0];
  if (!m) throw new Error('bench bulk: the sandbox has no merchant');
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
  try {
    const walletIds = [await makeWallet(client, 1), await makeWallet(client, 2)];
    const holder = 'bench.holder';
    await client.call('createCardholder', {
      params: { account_uuid: walletIds[0] as string },
      body: {
        cardOwnerId: holder,
        firstName: 'Bench',
        lastName: 'Holder',
        email: 'bench@example.com',
        phone: '+15550100000',
      },
    });
    for (const walletId of walletIds) await issueCards(client, walletId, holder, PER_WALLET);
    const cards: CardRef[] = [];
    for (const walletId of walletIds)
      cards.push(...(await markAllMatching(client, walletId, { statuses: ['active'] })).refs);
    if (cards.length !== CARDS)
      throw new Error(`bench bulk: expected ${CARDS} active cards, found ${cards.length}`);

    const ctx = createActionContext({
      client,
      profile: 'bench',
      baseUrl: sandbox.baseUrl,
      skipProductionQuestion: true,
      auditPath: null,
    });
    const startedAt = performance.now();
    const started = await startBulkJob(ctx, { action: 'suspend', cards });
    if (!started.ok) throw new Error(`bench bulk: ${started.error.message}`);
    await started.job.done();
    const seconds = (performance.now() - startedAt) / 1000;
    const recorded = new Map(started.job.items().map((item) => [item.card.id, item.state]));
    return {
      bulk_freeze_1000_s: Number(seconds.toFixed(3)),
      bulk_lost: await countLost(client, walletIds, cards, recorded),
    };
  } finally {
    await client.close();
    await sandbox.stop();
  }
}
