// Opening a changing action: refused in read-only mode; on a non-sandbox profile the first one of
// the session asks first, naming the profile (the production guard).
import { readOnlyRefusal } from '../../../actions/index.js';
import type { CommandContext } from '../../view/types.js';
import { confirm, runIntent, type Intent } from './index.js';

/** Goes on to `next` once the session allows changes, asking the production question first if needed. */
export function guardChange(ctx: CommandContext, next: Intent): void {
  const a = ctx.store.getState().mutators;
  const ops = ctx.ops;
  if (!ops) {
    a.notify('warn', 'actions are not available in this session', ctx.now());
    return;
  }
  const readOnly = readOnlyRefusal(ops.session.readOnly());
  if (readOnly) {
    a.notify('warn', readOnly, ctx.now());
    return;
  }
  if (!ops.session.needsProductionConfirmation()) {
    runIntent(ctx, next);
    return;
  }
  confirm(ctx, {
    title: 'Production profile',
    lines: [ops.session.productionPrompt()],
    danger: true,
    production: true,
    yes: next,
  });
}
