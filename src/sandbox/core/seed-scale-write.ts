// Writing one batch of the scale seed straight into the tables: the cards, their ledger accounts
// (opened with the balance their entries sum to), the balanced ledger transactions that fund them and
// pay for their purchases (one each per wallet and batch), and their completed operations. Multi-row
// INSERTs or COPY (bulk-load.ts) and in-memory counters (bulk-counts.ts); the few wallet-side rows go
// through the live code.
import { percentCents } from './amounts.js';
import { BulkCounts } from './bulk-counts.js';
import { bulkInsert, type Lifted } from './bulk-load.js';
import type { Ctx } from './context.js';
import { recordWalletOp } from './operations.js';
import { STUCK } from './seed.js';
import type { ScaleCard, ScaleWalletInfo } from './seed-scale-rows.js';

const LIMITS = { daily: 250_000n, monthly: 2_000_000n };
/** After its issue: when a card's budget arrives, and when its purchase is made. */
const FUNDED_AFTER_MS = 60_000;
const BOUGHT_AFTER_MS = 7_200_000;

/** One card of a batch with its ledger account and what it owes for its purchase. */
interface Placed {
  card: ScaleCard;
  account: bigint;
  fee: bigint;
}

export interface BatchWriter {
  /** Writes `cards` (inside the caller's transaction). */
  write(cards: readonly ScaleCard[]): void;
  /** Adds the tallied counters of what the load `lifted` (once, after the last batch). */
  finish(lifted: Lifted): void;
}

const CARD_COLUMNS = [
  'id',
  'merchant_id',
  'wallet_id',
  'cardholder_seq',
  'name',
  'status',
  'card_type',
  'payment_system',
  'bin_id',
  'pan',
  'cvv',
  'expiry',
  'daily_limit',
  'monthly_limit',
  'ledger_account',
  'provision_at',
  'created_at',
  'updated_at',
];
const OP_COLUMNS = [
  'id',
  'merchant_id',
  'wallet_id',
  'card_id',
  'type',
  'status',
  'amount',
  'fee',
  'settlement',
  'currency',
  'merchant_name',
  'merchant_category',
  'description',
  'related_id',
  'created_at',
  'updated_at',
];
const ENTRY_COLUMNS = ['txn', 'account_id', 'amount', 'created_at'];

const later = (card: ScaleCard, ms: number): string => new Date(card.createdMs + ms).toISOString();

/** `external`: the world's ledger account; `setTime` moves the seed's clock (the wallet operations read it). */
export function batchWriter(ctx: Ctx, external: bigint, setTime: (ms: number) => void): BatchWriter {
  const counts = new BulkCounts();
  const top = ctx.stmt('SELECT COALESCE(MAX(id), 0) AS id FROM ledger_accounts').get() as { id: bigint };
  let nextAccount = top.id + 1n;
  return {
    write(cards) {
      const placed = cards.map((card): Placed => {
        nextAccount += 1n;
        return {
          card,
          account: nextAccount - 1n,
          fee: card.spent > 0n ? percentCents(card.spent, card.wallet.txPercent) : 0n,
        };
      });
      insertCards(ctx, placed, counts);
      for (const group of byWallet(placed)) {
        fundCards(
          ctx,
          group.filter((p) => p.card.budget > 0n),
          counts,
          setTime,
        );
        buyWithCards(
          ctx,
          group.filter((p) => p.card.spent > 0n),
          external,
          counts,
        );
      }
    },
    finish: (lifted) => counts.write(ctx, lifted),
  };
}

function byWallet(placed: readonly Placed[]): Placed[][] {
  const groups = new Map<string, Placed[]>();
  for (const p of placed) {
    const group = groups.get(p.card.wallet.id);
    if (group) group.push(p);
    else groups.set(p.card.wallet.id, [p]);
  }
  return [...groups.values()];
}

/** Each card with a ledger account of its own, opened at the balance its budget and purchase leave. */
function insertCards(ctx: Ctx, placed: readonly Placed[], counts: BulkCounts): void {
  bulkInsert(
    ctx,
    'ledger_accounts',
    ['id', 'kind', 'balance'],
    placed.map((p) => [p.account, 'card', p.card.budget - p.card.spent - p.fee]),
  );
  bulkInsert(
    ctx,
    'cards',
    CARD_COLUMNS,
    placed.map(({ card: c, account }) => {
      counts.card(c.wallet.id, c.status);
      return [
        c.id,
        c.wallet.merchantId,
        c.wallet.id,
        c.holderSeq,
        c.name,
        c.status,
        c.cardType,
        c.paymentSystem,
        c.binId,
        c.pan,
        c.cvv,
        c.expiry,
        c.limits ? LIMITS.daily : null,
        c.limits ? LIMITS.monthly : null,
        account,
        c.status === 'creating' ? STUCK : null,
        c.createdAt,
        c.createdAt,
      ];
    }),
  );
}

/**
 * One balanced ledger transaction: entries on the few wallet-side accounts move their balances here
 * (the cards' accounts were opened with theirs). Returns nothing: the entries are the record.
 */
function postBulk(
  ctx: Ctx,
  at: string,
  cardEntries: readonly (readonly [bigint, bigint])[],
  otherEntries: readonly (readonly [bigint, bigint])[],
): void {
  const entries = [...otherEntries, ...cardEntries].filter(([, amount]) => amount !== 0n);
  if (entries.reduce((sum, [, amount]) => sum + amount, 0n) !== 0n)
    throw new Error('ledger entries do not balance');
  const txn = ctx.rng.uuid();
  const move = ctx.stmt('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ?');
  for (const [account, amount] of otherEntries) if (amount !== 0n) move.run(amount, account);
  bulkInsert(
    ctx,
    'ledger_entries',
    ENTRY_COLUMNS,
    entries.map(([account, amount]) => [txn, account, amount, at]),
  );
}

interface BulkCardOp {
  card: ScaleCard;
  type: 'top_up' | 'purchase' | 'fee';
  amount: bigint;
  fee: bigint;
  at: string;
  description: string | null;
  /** A fee points at the purchase just before it. */
  related: boolean;
  shop: ScaleCard['shop'] | null;
}

/** Completed card operations: the merchant is new, so it has no webhook configuration and no event is owed. */
function insertCardOps(ctx: Ctx, ops: readonly BulkCardOp[], counts: BulkCounts): void {
  const ids = ops.map(() => ctx.rng.uuid());
  bulkInsert(
    ctx,
    'card_ops',
    OP_COLUMNS,
    ops.map((o, i) => {
      counts.cardOp({
        merchantId: o.card.wallet.merchantId,
        walletId: o.card.wallet.id,
        type: o.type,
        status: 'completed',
        currency: o.card.wallet.currency,
        amount: o.amount,
      });
      return [
        ids[i],
        o.card.wallet.merchantId,
        o.card.wallet.id,
        o.card.id,
        o.type,
        'completed',
        o.amount,
        o.fee,
        o.amount - o.fee,
        o.card.wallet.currency,
        o.shop?.[0] ?? null,
        o.shop?.[1] ?? null,
        o.description,
        o.related ? (ids[i - 1] ?? null) : null,
        o.at,
        o.at,
      ];
    }),
  );
}

/** Wallet → cards: one ledger transaction and one wallet withdrawal for the batch, a top_up per card. */
function fundCards(
  ctx: Ctx,
  placed: readonly Placed[],
  counts: BulkCounts,
  setTime: (ms: number) => void,
): void {
  const last = placed.at(-1);
  if (!last) return;
  const wallet: ScaleWalletInfo = last.card.wallet;
  const total = placed.reduce((sum, p) => sum + p.card.budget, 0n);
  const at = later(last.card, FUNDED_AFTER_MS);
  setTime(Date.parse(at));
  postBulk(
    ctx,
    at,
    placed.map((p) => [p.account, p.card.budget] as const),
    [[wallet.ledgerAccount, -total]],
  );
  const base = {
    merchantId: wallet.merchantId,
    walletId: wallet.id,
    status: 'completed',
    currency: wallet.currency,
  } as const;
  recordWalletOp(ctx, {
    ...base,
    type: 'withdrawal',
    amount: total,
    description: `Card budgets (${placed.length} cards)`,
  });
  insertCardOps(
    ctx,
    placed.map(({ card }): BulkCardOp => ({
      card,
      type: 'top_up',
      amount: card.budget,
      fee: 0n,
      at: later(card, FUNDED_AFTER_MS),
      description: 'Card budget',
      related: false,
      shop: null,
    })),
    counts,
  );
}

/** One completed purchase per card (amount to the world, the fee to the merchant): one ledger transaction a batch. */
function buyWithCards(ctx: Ctx, placed: readonly Placed[], external: bigint, counts: BulkCounts): void {
  const last = placed.at(-1);
  if (!last) return;
  const wallet = last.card.wallet;
  const spent = placed.reduce((sum, p) => sum + p.card.spent, 0n);
  const feeTotal = placed.reduce((sum, p) => sum + p.fee, 0n);
  postBulk(
    ctx,
    later(last.card, BOUGHT_AFTER_MS),
    placed.map((p) => [p.account, -(p.card.spent + p.fee)] as const),
    [
      [external, spent],
      [wallet.feesAccount, feeTotal],
    ],
  );
  insertCardOps(
    ctx,
    placed.flatMap(({ card, fee }): BulkCardOp[] => {
      const at = later(card, BOUGHT_AFTER_MS);
      const bought: BulkCardOp = {
        card,
        type: 'purchase',
        amount: card.spent,
        fee: 0n,
        at,
        description: null,
        related: false,
        shop: card.shop,
      };
      return fee === 0n
        ? [bought]
        : [
            bought,
            {
              card,
              type: 'fee',
              amount: fee,
              fee,
              at,
              description: 'Card transaction fee',
              related: true,
              shop: card.shop,
            },
          ];
    }),
    counts,
  );
}
