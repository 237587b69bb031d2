// The `scale` seed: one merchant with W wallets and N cards spread over them round-robin, with
// cardholders, varied statuses, a budget and a purchase on many cards, plus the demo's second merchant
// (so isolation between merchants can still be checked). Written in bulk, one transaction per batch
// of cards, through the ledger's post() (entries of a batch are one balanced transaction per wallet),
// so every invariant of the live sandbox holds. Deterministic for a seed value: ids, card numbers,
// statuses and amounts; timestamps count back from the clock, credentials are random (secrets).
import { percentCents } from './amounts.js';
import { createMerchant } from './auth.js';
import { createCardholder } from './cardholders.js';
import { paymentSystemOf, providerById } from './catalog.js';
import { inTransaction, type Ctx } from './context.js';
import { externalAccount, post, type Entry } from './ledger.js';
import { feesAccount, payin } from './money-moves.js';
import { recordWalletOp } from './operations.js';
import { dropBulkIndexes, withBulkCounts } from './bulk-counts.js';
import { ensureSchema, getSetting, setSetting } from './schema.js';
import { seedSecondDemoMerchant } from './seed.js';
import { fastRng, scaleCard, STUCK, type ScaleCard, type ScaleWalletInfo } from './seed-scale-rows.js';
import { createWallet, effectiveFees, loadWallet, updateWallet } from './wallets.js';

export interface ScalePlan {
  cards: number;
  wallets: number;
  seedValue: number;
  /** restrictions.maxCards of every wallet; at least the cards each scale wallet receives. */
  maxCards: number;
}

/** Cards per transaction: large enough that commits cost nothing, small enough to keep the WAL modest. */
const BATCH = 10_000;
/** Negative: KiB, so 512 MiB of page cache while seeding. */
const BULK_CACHE_KIB = -524_288;
const CARDS_PER_HOLDER = 4;
const DAY_MS = 86_400_000;
const SPAN_MS = 365 * DAY_MS;
const LIMITS = { daily: 250_000n, monthly: 2_000_000n };
const PENDING = 'scale_seed_pending';
const FIRST = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Margaret', 'Ken', 'Radia', 'Dennis', 'Hedy', 'Linus', 'Sophie', 'Tim'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'McCarthy', 'Hamilton', 'Thompson', 'Perlman', 'Ritchie', 'Lamarr', 'Torvalds', 'Wilson', 'Berners-Lee'];

/** How many cards wallet `w` receives (round-robin: card g goes to wallet g mod W). */
export const cardsInWallet = (plan: Pick<ScalePlan, 'cards' | 'wallets'>, w: number): number =>
  Math.floor(plan.cards / plan.wallets) + (w < plan.cards % plan.wallets ? 1 : 0);

interface Placed {
  card: ScaleCard;
  account: bigint;
}

/** Seeds an empty database; several transactions, so a crash part-way leaves a marker that refuses reuse. */
export function seedScale(ctx: Ctx, plan: ScalePlan): void {
  if (plan.maxCards < cardsInWallet(plan, 0)) {
    throw new Error(`maxCards (${plan.maxCards}) is below the ${cardsInWallet(plan, 0)} cards the scale seed puts in a wallet`);
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
  const restorePragmas = bulkPragmas(ctx);
  try {
    const wallets = inTransaction(ctx, () => {
      setSetting(ctx.db, PENDING, JSON.stringify(plan));
      externalAccount(ctx);
      return setUpMerchant(ctx, plan, setTime);
    });
    const panOffset = ctx.rng.int(1_000_000_000);
    inTransaction(ctx, () => dropBulkIndexes(ctx.db));
    for (let from = 0; from < plan.cards; from += BATCH) {
      const to = Math.min(plan.cards, from + BATCH);
      inTransaction(ctx, () => writeBatch(ctx, { plan, wallets, from, to, panOffset, start, setTime }));
    }
    setTime(end);
    // Before the demo merchant: its live code paths read through these indexes.
    inTransaction(ctx, () => ensureSchema(ctx.db));
    inTransaction(ctx, () => {
      seedSecondDemoMerchant(ctx, plan.seedValue);
      ctx.db.prepare('DELETE FROM settings WHERE key = ?').run(PENDING);
      setSetting(ctx.db, 'scale_seed', JSON.stringify(plan));
    });
  } finally {
    restorePragmas();
    ctx.rng = savedRng;
    ctx.clock = savedClock;
  }
}

/**
 * While seeding: a page cache that holds the random-keyed indexes (card ids and numbers), and no
 * fsync per batch (a crash part-way is refused on the next start anyway). Restored afterwards.
 */
function bulkPragmas(ctx: Ctx): () => void {
  const cache = ctx.db.pragma('cache_size', { simple: true }) as bigint;
  const sync = ctx.db.pragma('synchronous', { simple: true }) as bigint;
  ctx.db.pragma(`cache_size = ${BULK_CACHE_KIB}`);
  ctx.db.pragma('synchronous = OFF');
  return () => {
    ctx.db.pragma(`cache_size = ${cache}`);
    ctx.db.pragma(`synchronous = ${sync}`);
  };
}

/** Throws when an earlier scale seed of this database stopped part-way (its data would be incomplete). */
export function refuseInterruptedScaleSeed(ctx: Ctx): void {
  if (getSetting(ctx.db, PENDING) !== undefined) {
    throw new Error('the scale seed of this database was interrupted; delete the database file and start again');
  }
}

function setUpMerchant(ctx: Ctx, plan: ScalePlan, setTime: (ms: number) => void): ScaleWalletInfo[] {
  const { merchantId } = createMerchant(ctx, 'Initech Payments Ltd', 'ops@initech.example');
  // A fixed organization id too, so scripts and tests may keep URLs between runs of one seed value.
  ctx.stmt('UPDATE merchants SET org_id = ? WHERE id = ?').run(`org_${ctx.rng.uuid().replace(/-/g, '').slice(0, 12)}`, merchantId);
  const fees = feesAccount(ctx, merchantId);
  let holderNo = 0;
  return Array.from({ length: plan.wallets }, (_unused, w) => {
    const providerId = w % 2 === 0 ? 'sandbox-visa-us' : 'sandbox-mastercard-eu';
    const created = createWallet(ctx, merchantId, {
      name: `Wallet ${String(w + 1).padStart(2, '0')} USD`, providerId, currency: 'USD', allowedCardTypes: ['virtual', 'physical'], isTransferAllowed: true,
    }, { active: true, maxCards: plan.maxCards });
    // Not the provider's first BIN, which the demo merchant's cards use: numbers never collide across merchants.
    const bins = providerById(providerId)?.bins.slice(1) ?? [];
    // Our simplification: bulk-issued cards are free, so no issuing-fee operation is owed for them.
    updateWallet(ctx, created, { fees: { cardIssuingAmount: '0' }, binIds: bins.map((b) => b.cardProviderBinId) });
    const count = cardsInWallet(plan, w);
    payin(ctx, created, BigInt(count) * 150_000n + 10_000_000n, 'Initial deposit');
    const holderSeqs = Array.from({ length: Math.max(1, Math.ceil(count / CARDS_PER_HOLDER)) }, () => {
      holderNo += 1;
      setTime(ctx.clock().getTime() + 1_000);
      const first = FIRST[holderNo % FIRST.length] ?? 'Ada';
      const last = LAST[Math.floor(holderNo / FIRST.length) % LAST.length] ?? 'Lovelace';
      const ownerId = `ch-${String(holderNo).padStart(7, '0')}`;
      return createCardholder(ctx, merchantId, created.id, {
        cardOwnerId: ownerId, firstName: first, lastName: last, email: `${first}.${last}.${holderNo}@initech.example`.toLowerCase(),
        phone: `+1555${String(holderNo).padStart(7, '0')}`, address: null,
      }).seq;
    });
    const wallet = loadWallet(ctx, merchantId, created.id);
    return {
      id: wallet.id, merchantId, currency: wallet.currency, holderSeqs, ledgerAccount: wallet.ledger_account,
      txPercent: effectiveFees(wallet).txPercent, bins: bins.map((b) => [b.cardProviderBinId, b.bin, paymentSystemOf(b)] as const),
      feesAccount: fees,
    };
  });
}

interface Batch {
  plan: ScalePlan;
  wallets: ScaleWalletInfo[];
  from: number;
  to: number;
  panOffset: number;
  start: number;
  setTime(ms: number): void;
}

function writeBatch(ctx: Ctx, batch: Batch): void {
  const { plan, wallets } = batch;
  withBulkCounts(ctx.db, () => {
    const perWallet = wallets.map((): Placed[] => []);
    const cards: ScaleCard[] = [];
    const walletOf: number[] = [];
    for (let g = batch.from; g < batch.to; g++) {
      const w = g % plan.wallets;
      const wallet = wallets[w];
      if (!wallet) continue;
      const at = new Date(batch.start + Math.floor((g * SPAN_MS) / plan.cards));
      cards.push(scaleCard(ctx.rng, wallet, w, Math.floor(g / plan.wallets), g, batch.panOffset, at));
      walletOf.push(w);
    }
    const accounts = insertCards(ctx, cards);
    cards.forEach((card, i) => perWallet[walletOf[i] ?? 0]?.push({ card, account: accounts[i] ?? 0n }));
    perWallet.forEach((placed, w) => {
      const wallet = wallets[w];
      if (!wallet) return;
      fundCards(ctx, wallet, placed.filter((p) => p.card.budget > 0n), batch.setTime);
      buyWithCards(ctx, wallet, placed.filter((p) => p.card.spent > 0n), batch.setTime);
    });
  });
}

/** Inserts `rows` with one prepared statement (measured: multi-row VALUES is slower here); returns their rowids. */
function insertRows(ctx: Ctx, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): bigint[] {
  const insert = ctx.stmt(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  return rows.map((row) => BigInt(insert.run(...row).lastInsertRowid));
}

const CARD_COLUMNS = ['id', 'merchant_id', 'wallet_id', 'cardholder_seq', 'name', 'status', 'card_type', 'payment_system', 'bin_id', 'pan',
  'cvv', 'expiry', 'daily_limit', 'monthly_limit', 'ledger_account', 'provision_at', 'created_at', 'updated_at'];

/** Each card with a ledger account of its own (balance 0: the money arrives through post()). */
function insertCards(ctx: Ctx, cards: ScaleCard[]): bigint[] {
  const accounts = insertRows(ctx, 'ledger_accounts', ['kind'], cards.map(() => ['card']));
  insertRows(ctx, 'cards', CARD_COLUMNS, cards.map((c, i) => [
    c.id, c.wallet.merchantId, c.wallet.id, c.holderSeq, c.name, c.status, c.cardType, c.paymentSystem, c.binId, c.pan, c.cvv, c.expiry,
    c.limits ? LIMITS.daily : null, c.limits ? LIMITS.monthly : null, accounts[i], c.status === 'creating' ? STUCK : null, c.createdAt, c.createdAt,
  ]));
  return accounts;
}

const later = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();

interface BulkCardOp {
  card: ScaleCard;
  type: 'top_up' | 'purchase' | 'fee';
  amount: bigint;
  fee: bigint;
  at: string;
  description: string | null;
  /** A fee points at the purchase just before it (filled in when ids are drawn). */
  relatedId: string | null;
  shop: ScaleCard['shop'] | null;
}

const OP_COLUMNS = ['id', 'merchant_id', 'wallet_id', 'card_id', 'type', 'status', 'amount', 'fee', 'settlement', 'currency', 'merchant_name',
  'merchant_category', 'description', 'related_id', 'created_at', 'updated_at'];

/**
 * Completed card operations, written directly: the merchant is new, so it has no webhook configuration
 * and recordCardOp's events would go nowhere. Settlement is amount - fee, as for every completed operation.
 */
function insertCardOps(ctx: Ctx, ops: BulkCardOp[]): void {
  const ids = ops.map(() => ctx.rng.uuid());
  ops.forEach((op, i) => {
    if (op.type === 'fee') op.relatedId = ids[i - 1] ?? null;
  });
  insertRows(ctx, 'card_ops', OP_COLUMNS, ops.map((o, i) => [
    ids[i], o.card.wallet.merchantId, o.card.wallet.id, o.card.id, o.type, 'completed', o.amount, o.fee, o.amount - o.fee,
    o.card.wallet.currency, o.shop?.[0] ?? null, o.shop?.[1] ?? null, o.description, o.relatedId, o.at, o.at,
  ]));
}

/** Wallet → cards: one balanced ledger transaction and one wallet withdrawal for the batch, a top_up per card. */
function fundCards(ctx: Ctx, wallet: ScaleWalletInfo, placed: Placed[], setTime: (ms: number) => void): void {
  const last = placed.at(-1);
  if (!last) return;
  const total = placed.reduce((sum, p) => sum + p.card.budget, 0n);
  setTime(Date.parse(last.card.createdAt) + 60_000);
  post(ctx, [{ account: wallet.ledgerAccount, amount: -total }, ...placed.map((p): Entry => ({ account: p.account, amount: p.card.budget }))]);
  const base = { merchantId: wallet.merchantId, walletId: wallet.id, status: 'completed', currency: wallet.currency } as const;
  recordWalletOp(ctx, { ...base, type: 'withdrawal', amount: total, description: `Card budgets (${placed.length} cards)` });
  insertCardOps(ctx, placed.map(({ card }): BulkCardOp => ({
    card, type: 'top_up', amount: card.budget, fee: 0n, at: later(card.createdAt, 60_000), description: 'Card budget', relatedId: null, shop: null,
  })));
}

/** One completed purchase per card (amount to the world, the fee to the merchant): one ledger transaction a batch. */
function buyWithCards(ctx: Ctx, wallet: ScaleWalletInfo, placed: Placed[], setTime: (ms: number) => void): void {
  const last = placed.at(-1);
  if (!last) return;
  const fees = placed.map((p) => percentCents(p.card.spent, wallet.txPercent));
  const spent = placed.reduce((sum, p) => sum + p.card.spent, 0n);
  const feeTotal = fees.reduce((sum, f) => sum + f, 0n);
  setTime(Date.parse(last.card.createdAt) + 7_200_000);
  post(ctx, [
    ...placed.map((p, i): Entry => ({ account: p.account, amount: -(p.card.spent + (fees[i] ?? 0n)) })),
    { account: externalAccount(ctx), amount: spent },
    { account: wallet.feesAccount, amount: feeTotal },
  ]);
  insertCardOps(ctx, placed.flatMap(({ card }, i): BulkCardOp[] => {
    const at = later(card.createdAt, 7_200_000);
    const bought: BulkCardOp = { card, type: 'purchase', amount: card.spent, fee: 0n, at, description: null, relatedId: null, shop: card.shop };
    const fee = fees[i] ?? 0n;
    return fee === 0n ? [bought] : [bought, { card, type: 'fee', amount: fee, fee, at, description: 'Card transaction fee', relatedId: null, shop: card.shop }];
  }));
}
