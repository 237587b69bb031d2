// The pulse's wallets: each with its balance, available balance and net outflow over the last day. One read of
// every wallet's money in and out over the day answers every outflow when its page holds them all; when it does
// not, each wallet's sums are asked for (two requests a wallet, whatever the operations).
import { add, parseMoneyString, sub, ZERO, type Money } from '../../domain/index.js';
import type { TimeRange, WalletCounts } from '../../domain/pulse/index.js';
import { read, readPages, READS } from '../../reads/index.js';
import type { FlowItem } from '../../reads/pulse.js';
import type { Reader } from '../../reads/table.js';
import type { Account } from '../../store/index.js';

/** Money leaving a wallet: a card funded from it, a withdrawal, a fee. Money coming in: a payin. */
const OUT_TYPES = ['withdrawal', 'card_issuing', 'transfer_fee'] as const;
const IN_TYPES = ['payin'] as const;
/** Operations that moved (or hold) money; declined and canceled ones moved none. */
const MOVED = ['authorized', 'pending', 'completed'] as const;
const PAGE = 100;

function money(text: string, what: string): Money {
  const parsed = parseMoneyString(text);
  if (!parsed.ok) throw new Error(`${what}: "${text}" is not an amount (${parsed.reason})`);
  return parsed.value;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** What went out and came in, per wallet. */
type Flows = ReadonlyMap<string, { out: Money; into: Money }>;

/**
 * The sum of a wallet's operations of some types over a range. The service's `totalAmount` answers it in
 * one request; when it is absent (a service without it, or items in more than one currency) the list is
 * paged and added up here, which costs a request per hundred operations.
 */
async function sumOf(
  client: Reader,
  walletId: string,
  range: TimeRange,
  types: readonly (typeof OUT_TYPES)[number][] | readonly (typeof IN_TYPES)[number][],
): Promise<Money> {
  const args = { walletId, from: iso(range.from), to: iso(range.to - 1), types, statuses: MOVED };
  const first = await read(client, READS.walletOperationSum, { ...args, page: 1, quantity: 1 });
  if (first.totalAmount !== undefined) return money(first.totalAmount, 'totalAmount');
  let total = ZERO;
  for await (const page of readPages(
    client,
    READS.walletOperationSum,
    { ...args, page: 1, quantity: PAGE },
    (p) => p.amounts.length,
  ))
    for (const amount of page.amounts) total = add(total, money(amount, 'amount'));
  return total;
}

/** Every wallet of the profile (every page of the list). */
export async function listWallets(client: Reader): Promise<Account[]> {
  const wallets: Account[] = [];
  for await (const page of readPages(client, READS.accounts, { pageSize: PAGE }, (p) => p.accounts.length))
    wallets.push(...page.accounts);
  return wallets;
}

/** One wallet's figures: its balances (read when the list lacks them) and its net outflow over `day`. */
async function walletCounts(
  client: Reader,
  wallet: Account,
  day: TimeRange,
  now: () => number,
  flows: Flows | undefined,
): Promise<WalletCounts> {
  const known = flows?.get(wallet.id) ?? (flows ? { out: ZERO, into: ZERO } : undefined);
  const [available, out, into] = await Promise.all([
    wallet.availableBalance ?? read(client, READS.balance, wallet.id).then((b) => b.available),
    known?.out ?? sumOf(client, wallet.id, day, OUT_TYPES),
    known?.into ?? sumOf(client, wallet.id, day, IN_TYPES),
  ]);
  return {
    id: wallet.id,
    name: wallet.name,
    currency: wallet.currency,
    status: wallet.status,
    balance: money(wallet.balance, 'balance'),
    available: money(available, 'availableBalance'),
    outflow24h: sub(out, into),
    range: day,
    readAt: now(),
  };
}

/** Every wallet's money in and out over `day` from one page, or undefined when the page does not hold it all. */
async function dayFlows(client: Reader, day: TimeRange, page: number): Promise<Flows | undefined> {
  const seen = await read(client, READS.walletFlows, {
    from: iso(day.from),
    to: iso(day.to - 1),
    types: [...OUT_TYPES, ...IN_TYPES],
    statuses: MOVED,
    quantity: page,
  });
  if (seen.items.length !== seen.total) return undefined;
  const flows = new Map<string, { out: Money; into: Money }>();
  const outgoing = (item: FlowItem): boolean => (OUT_TYPES as readonly string[]).includes(item.type);
  for (const item of seen.items) {
    const sums = flows.get(item.walletId) ?? { out: ZERO, into: ZERO };
    const amount = money(item.amount, 'amount');
    flows.set(
      item.walletId,
      outgoing(item) ? { ...sums, out: add(sums.out, amount) } : { ...sums, into: add(sums.into, amount) },
    );
  }
  return flows;
}

/** Every wallet's figures; `page`: the day's operations read on one page to add up. */
export async function walletsCounts(
  client: Reader,
  wallets: readonly Account[],
  day: TimeRange,
  now: () => number,
  page: number,
): Promise<WalletCounts[]> {
  const flows = await dayFlows(client, day, page);
  return Promise.all(wallets.map((w) => walletCounts(client, w, day, now, flows)));
}
