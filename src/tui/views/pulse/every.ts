// `:pulse --all` as rows, pure: one row per profile of the config file with its headline figures (declines of
// the last hour and their rate, cards stuck creating, low wallets, failed deliveries, operations stuck, how
// many thresholds are crossed), or why it could not be read. Enter on a readable one shows its own pulse.
import type { PulseOutcome } from '../../../actions/index.js';
import { groupThousands } from '../../../domain/index.js';
import type { PulseFigures } from '../../../domain/pulse/index.js';
import { safe, truncate } from '../../text.js';
import { wordsThenFigures, type PulseRow } from './row-text.js';

const count = (n: number): string => groupThousands(String(n));
const percent = (rate: number | undefined): string =>
  rate === undefined ? 'no rate' : `${(rate * 100).toFixed(1)}%`;

/** `declines 4/12 33.3%  stuck 1  low 1  failed 3  ops 0  3 OVER`: the headline figures of one profile. */
export function headline(f: PulseFigures): string {
  const low = f.wallets.filter((w) => w.low).length;
  const over = f.breaches.length === 0 ? 'ok' : `${f.breaches.length} OVER`;
  return (
    `declines ${count(f.declines.count)}/${count(f.declines.purchases)} ${percent(f.declines.rate)}` +
    `  stuck ${count(f.cards.stuckCreating)}  low ${low}  failed ${count(f.webhooks.failed)}` +
    `  ops ${count(f.operations.stuck)}  ${over}`
  );
}

/** The rows of every profile, in the order read (the config file's names, sorted). */
export function everyRows(outcomes: readonly PulseOutcome[], width: number): PulseRow[] {
  const window = outcomes.find((o) => o.ok)?.figures.window ?? '1h';
  const head: PulseRow = {
    text: truncate(
      `Every profile, the last ${window}: declines, stuck creating, low wallets, failed deliveries, ops stuck`,
      width,
    ),
    tone: 'head',
  };
  if (outcomes.length === 0)
    return [head, { text: truncate('  the config file has no profiles', width), tone: 'quiet' }];
  return [
    head,
    ...outcomes.map((o): PulseRow => {
      if (!o.ok)
        return {
          text: truncate(`  ${safe(o.profile)}: could not be read: ${safe(o.reason)}`, width),
          tone: 'over',
        };
      const f = o.figures;
      return {
        text: wordsThenFigures(`  ${safe(f.profile)}`, headline(f), width),
        tone: f.breaches.length > 0 ? 'over' : 'plain',
        drill: { kind: 'profile', profile: f.profile },
      };
    }),
  ];
}
