// The account detail's spend chart: every card's purchases of the wallet over the last 30 UTC days, read
// once when the detail opens (the operations list filtered by the wallet, paged and bounded), kept on the
// detail while it is the one on top, and drawn with the timeline's chart functions.
import { readWalletSpend, SPEND_DAYS } from '../../../actions/index.js';
import { dailySpend } from '../../../domain/index.js';
import type { Account, DetailSpend } from '../../../store/index.js';
import { exactMoney } from '../../present/money.js';
import type { CommandContext } from '../../view/types.js';
import { spendChartLines, type ChartGlyphs } from '../timeline/chart.js';
import { wrapWords } from '../../present/wrap.js';

/** When the detail on top is an account, reads its cards' spend of the chart's days. */
export function readTopAccountSpend(ctx: CommandContext): void {
  const state = ctx.store.getState();
  const top = state.view.details[state.view.details.length - 1];
  const ops = ctx.ops;
  if (top?.kind !== 'account' || !ops) return;
  const annotate = (spend: DetailSpend) =>
    ctx.store.getState().mutators.annotateDetail({ kind: 'account', id: top.id, spend });
  annotate({ state: 'reading' });
  const now = ctx.now();
  void readWalletSpend(ops, top.id, now).then(
    (read) =>
      annotate({
        state: 'ready',
        days: dailySpend(read.ops, now, SPEND_DAYS),
        purchases: read.ops.length,
        complete: read.complete,
      }),
    (error: unknown) =>
      annotate({ state: 'failed', error: error instanceof Error ? error.message : String(error) }),
  );
}

/**
 * The chart's lines at `width`: the bars (a full bar is the highest day), the window it covers and whether
 * it is partial, and the wallet's balance now. Pure.
 */
export function walletSpendLines(
  account: Account,
  spend: DetailSpend | undefined,
  glyphs: ChartGlyphs,
  width: number,
): string[] {
  if (spend === undefined) return ['not read (no connection)'];
  if (spend.state !== 'ready')
    return [spend.state === 'failed' ? `not read: ${spend.error}` : 'reading the cards’ purchases…'];
  const chart = {
    days: spend.days,
    currency: account.currency,
    capped: !spend.complete,
    unlimited: 'highest day',
  };
  const first = spend.days[0]?.day.slice(0, 10) ?? '';
  const last = spend.days.at(-1)?.day.slice(0, 10) ?? '';
  const read = `${spend.purchases} purchase${spend.purchases === 1 ? '' : 's'} read`;
  const notes = [
    `${first} to ${last} (UTC), every card of the wallet: ${read}${spend.complete ? '' : ', partial (the read stopped at its cap)'}`,
    `balance now ${exactMoney(account.balance, account.currency)}`,
  ];
  return [...spendChartLines(chart, glyphs, width), ...notes.flatMap((n) => wrapWords(n, width, '  '))];
}
