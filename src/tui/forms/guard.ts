// Opening a changing action: refused in read-only mode; on a non-sandbox profile the first one of
// the session asks first, naming the profile (the production guard).
import type { CommandContext } from '../command-types.js';
import { confirm } from '../views/confirm/index.js';

/** Runs `proceed` once the session allows changes, asking the production question first if needed. */
export function guardChange(ctx: CommandContext, proceed: () => void): void {
  const a = ctx.store.getState().actions;
  const ops = ctx.ops;
  if (!ops) {
    a.notify('warn', 'actions are not available in this session', ctx.now());
    return;
  }
  const readOnly = ops.session.readOnly();
  if (readOnly.readOnly) {
    a.notify('warn', `refused: ${readOnly.reason ?? 'read-only mode'}`, ctx.now());
    return;
  }
  if (!ops.session.needsProductionConfirmation()) {
    proceed();
    return;
  }
  confirm(ctx, {
    title: 'Production profile',
    lines: [ops.session.productionPrompt()],
    danger: true,
    onYes: () => {
      ops.session.confirmProduction();
      a.setOverlay(null);
      proceed();
    },
  });
}
