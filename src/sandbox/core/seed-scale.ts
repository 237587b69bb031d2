// The `scale` seed: one merchant with W wallets and N cards spread over them round-robin, with
// cardholders, varied statuses, a budget and a purchase on many cards, plus the demo's second merchant
// (so isolation between merchants can still be checked). Written straight into the tables in bulk
// (seed-scale-write.ts), one transaction per batch of cards, with indexes built once at the end; the
// ledger balances and the counters agree with the rows as in the live sandbox. Deterministic for a seed value: ids, card numbers,
// statuses and amounts; timestamps count back from the clock, credentials are random (secrets).
// Our decision: the bulk-loaded cards have no card_state events in the delivery history. They are
// loaded in their states, not changed into them, and two events per card would double what a million-card seed
// writes. Every change after the seed (a suspension, a provisioning, an expiry...) is recorded as for any card.
import { createMerchant } from './auth.js';
import { paymentSystemOf, providerById } from './catalog.js';
import { inTransaction, type Ctx } from './context.js';
import { externalAccount } from './ledger.js';
import { feesAccount, payin } from './money-moves.js';
import { bulkInsert, bulkSettings, liftIndexesAndTriggers, restoreIndexesAndTriggers } from './bulk-load.js';
import { getSetting, setSetting } from './schema.js';
import { seedSecondDemoMerchant } from './seed.js';
import { fastRng, scaleCard, type ScaleCard, type ScaleWalletInfo } from './seed-scale-rows.js';
import { batchWriter, type BatchWriter } from './seed-scale-write.js';
import { createWallet, effectiveFees, loadWallet, updateWallet } from './wallets.js';

export interface ScalePlan {
  cards: number;
  wallets: number;
  seedValue: number;
  /** restrictions.maxCards of every wallet; at least the cards each scale wallet receives. */
  maxCards: number;
}

/** Cards per transaction: large enough that commits cost nothing, small enough to keep memory modest. */
const BATCH = 10_000;
const CARDS_PER_HOLDER = 4;
const DAY_MS = 86_400_000;
const SPAN_MS = 365 * DAY_MS;
const PENDING = 'scale_seed_pending';
const FIRST = [
  'Ada',
  'Alan',
  'Grace',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'John',
  'Margaret',
  'Ken',
  'Radia',
  'Dennis',
  'Hedy',
  'Linus',
  'Sophie',
  'Tim',
];
const LAST = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'McCarthy',
  'Hamilton',
  'Thompson',
  'Perlman',
  'Ritchie',
  'Lamarr',
  'Torvalds',
  'Wilson',
  'Berners-Lee',
];

/** How many cards wallet `w` receives (round-robin: card g goes to wallet g mod W). */
export const cardsInWallet = (plan: Pick<ScalePlan, 'cards' | 'wallets'>, w: number): number =>
  Math.floor(plan.cards / plan.wallets) + (w < plan.cards % plan.wallets ? 1 : 0);

interface Batch {
  plan: ScalePlan;
  wallets: ScaleWalletInfo[];
  from: number;
  to: number;
  panOffset: number;
  start: number;
}

/** Seeds an empty database; several transactions, so a crash part-way leaves a marker that refuses reuse. */
export function seedScale(ctx: Ctx, plan: ScalePlan): void {
  if (plan.maxCards < cardsInWallet(plan, 0)) {
    throw new Error(
      `maxCards (${plan.maxCards}) is below the ${cardsInWallet(plan, 0)} cards the scale seed puts in a wallet`,
    );
  }
  const { rng: savedRng, clock: savedClock } = ctx;
  const end = savedClock().getTime() - DAY_MS;
  const start = end - SPAN_MS;
  let time = start - DAY_MS;
  const setTime = (ms: number): void => {
    time = ms;
  };
  ctx.rng = fastRng(plan.seedValue);
  ctx.clock = () => new Date(time);
  const restoreSettings = bulkSettings(ctx.db);
  try {
    const { wallets, external } = inTransaction(ctx, () => {
      setSetting(ctx.db, PENDING, JSON.stringify(plan));
      return { external: externalAccount(ctx), wallets: setUpMerchant(ctx, plan, setTime) };
    });
    const panOffset = ctx.rng.int(1_000_000_000);
    const lifted = inTransaction(ctx, () => liftIndexesAndTriggers(ctx.db));
    const writer = batchWriter(ctx, external, setTime);
    for (let from = 0; from < plan.cards; from += BATCH) {
      const to = Math.min(plan.cards, from + BATCH);
      inTransaction(ctx, () => writeBatch(ctx, writer, { plan, wallets, from, to, panOffset, start }));
    }
    setTime(end);
    // Indexes, each built with one sort, and triggers back before the demo merchant: its live code paths need them.
    inTransaction(ctx, () => {
      writer.finish(lifted);
      restoreIndexesAndTriggers(ctx.db, lifted);
    });
    inTransaction(ctx, () => {
      seedSecondDemoMerchant(ctx, plan.seedValue);
      ctx.db.prepare('DELETE FROM settings WHERE key = ?').run(PENDING);
      setSetting(ctx.db, 'scale_seed', JSON.stringify(plan));
    });
  } finally {
    restoreSettings();
    ctx.rng = savedRng;
    ctx.clock = savedClock;
  }
}

/** Throws when an earlier scale seed of this database stopped part-way (its data would be incomplete). */
export function refuseInterruptedScaleSeed(ctx: Ctx): void {
  if (getSetting(ctx.db, PENDING) !== undefined) {
    throw new Error(
      'the scale seed of this database was interrupted; start again on a new database (a new file, or an empty PostgreSQL database)',
    );
  }
}

const HOLDER_COLUMNS = [
  'seq',
  'merchant_id',
  'owner_id',
  'account_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'created_at',
];

/**
 * Cardholders `from`…`from + count - 1` of the merchant, created under `walletId` a second apart from
 * `at`, written in bulk (a new merchant: no duplicate owner id, no event owed); returns their seqs.
 */
function insertHolders(
  ctx: Ctx,
  h: { merchantId: string; walletId: string; from: number; count: number; at: number },
): bigint[] {
  const top = ctx.stmt('SELECT COALESCE(MAX(seq), 0) AS seq FROM cardholders').get() as { seq: bigint };
  const seqs = Array.from({ length: h.count }, (_unused, k) => top.seq + 1n + BigInt(k));
  bulkInsert(
    ctx,
    'cardholders',
    HOLDER_COLUMNS,
    seqs.map((seq, k) => {
      const no = h.from + k;
      const first = FIRST[no % FIRST.length] ?? 'Ada';
      const last = LAST[Math.floor(no / FIRST.length) % LAST.length] ?? 'Lovelace';
      return [
        seq,
        h.merchantId,
        `ch-${String(no).padStart(7, '0')}`,
        h.walletId,
        first,
        last,
        `${first}.${last}.${no}@initech.example`.toLowerCase(),
        `+1555${String(no).padStart(7, '0')}`,
        null,
        new Date(h.at + (k + 1) * 1_000).toISOString(),
      ];
    }),
  );
  return seqs;
}

function setUpMerchant(ctx: Ctx, plan: ScalePlan, setTime: (ms: number) => void): ScaleWalletInfo[] {
  const { merchantId } = createMerchant(ctx, 'Initech Payments Ltd', 'ops@initech.example');
  // A fixed organization id too, so scripts and tests may keep URLs between runs of one seed value.
  ctx
    .stmt('UPDATE merchants SET org_id = ? WHERE id = ?')
    .run(`org_${ctx.rng.uuid().replace(/-/g, '').slice(0, 12)}`, merchantId);
  const fees = feesAccount(ctx, merchantId);
  let holderNo = 0;
  return Array.from({ length: plan.wallets }, (_unused, w) => {
    const providerId = w % 2 === 0 ? 'sandbox-visa-us' : 'sandbox-mastercard-eu';
    const created = createWallet(
      ctx,
      merchantId,
      {
        name: `Wallet ${String(w + 1).padStart(2, '0')} USD`,
        providerId,
        currency: 'USD',
        allowedCardTypes: ['virtual', 'physical'],
        isTransferAllowed: true,
      },
      { active: true, maxCards: plan.maxCards },
    );
    // Not the provider's first BIN, which the demo merchant's cards use: numbers never collide across merchants.
    const bins = providerById(providerId)?.bins.slice(1) ?? [];
    // Our simplification: bulk-issued cards are free, so no issuing-fee operation is owed for them.
    updateWallet(ctx, created, {
      fees: { cardIssuingAmount: '0' },
      binIds: bins.map((b) => b.cardProviderBinId),
    });
    const count = cardsInWallet(plan, w);
    payin(ctx, created, BigInt(count) * 150_000n + 10_000_000n, 'Initial deposit');
    const holders = Math.max(1, Math.ceil(count / CARDS_PER_HOLDER));
    const holderSeqs = insertHolders(ctx, {
      merchantId,
      walletId: created.id,
      from: holderNo + 1,
      count: holders,
      at: ctx.clock().getTime(),
    });
    holderNo += holders;
    setTime(ctx.clock().getTime() + holders * 1_000);
    const wallet = loadWallet(ctx, merchantId, created.id);
    return {
      id: wallet.id,
      merchantId,
      currency: wallet.currency,
      holderSeqs,
      ledgerAccount: wallet.ledger_account,
      txPercent: effectiveFees(wallet).txPercent,
      bins: bins.map((b) => [b.cardProviderBinId, b.bin, paymentSystemOf(b)] as const),
      feesAccount: fees,
    };
  });
}

function writeBatch(ctx: Ctx, writer: BatchWriter, batch: Batch): void {
  const { plan, wallets } = batch;
  const cards: ScaleCard[] = [];
  for (let g = batch.from; g < batch.to; g++) {
    const w = g % plan.wallets;
    const wallet = wallets[w];
    if (!wallet) continue;
    const at = new Date(batch.start + Math.floor((g * SPAN_MS) / plan.cards));
    cards.push(scaleCard(ctx.rng, wallet, w, Math.floor(g / plan.wallets), g, batch.panOffset, at));
  }
  writer.write(cards);
}
