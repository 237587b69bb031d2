// What a detail reads when it opens, beyond what sync keeps fresh: a declined operation's explanation, an
// account's spend chart.
import type { CommandContext } from '../../view/types.js';
import { explainTopDetail } from './explain.js';
import { readTopAccountSpend } from './spend.js';

export function readTopDetail(ctx: CommandContext): void {
  explainTopDetail(ctx);
  readTopAccountSpend(ctx);
}
