// What the Webhooks view's keys do: read through the actions (never the API directly), write the
// result into the view's overlay (only while it is still open), pause/resume and remove.
import { readWebhookOverview, removeWebhookConfig, setWebhookDelivery } from '../../../actions/index.js';
import { DeliveryStatus, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../contract/index.js';
import { initialWebhooksView, type WebhooksView } from '../../../store/index.js';
import type { CommandContext } from '../../command-types.js';

const state = (ctx: CommandContext) => ctx.store.getState();

export function webhooksView(ctx: CommandContext): WebhooksView | undefined {
  const overlay = state(ctx).view.overlay;
  return overlay?.kind === 'webhooks' ? overlay.view : undefined;
}

/** Patches the view if it is still open (a read finishing after esc must not reopen it). */
export function patchView(ctx: CommandContext, patch: Partial<WebhooksView>): void {
  const view = webhooksView(ctx);
  if (view) state(ctx).actions.setOverlay({ kind: 'webhooks', view: { ...view, ...patch } });
}

export async function reloadWebhooks(ctx: CommandContext): Promise<void> {
  const view = webhooksView(ctx);
  if (!view) return;
  if (!ctx.ops) {
    patchView(ctx, { loading: false, error: 'not available here (no connection to act through)' });
    return;
  }
  patchView(ctx, { loading: true });
  const result = await readWebhookOverview(ctx.ops, view.filter);
  if (!result.ok) {
    patchView(ctx, { loading: false, error: result.error.message });
    return;
  }
  const { config, deliveries, total } = result.value;
  const cursor = Math.min(webhooksView(ctx)?.cursor ?? 0, Math.max(0, deliveries.length - 1));
  patchView(ctx, { loading: false, error: undefined, config, deliveries, total, cursor });
}

export function openWebhooks(ctx: CommandContext): Promise<void> {
  state(ctx).actions.setOverlay({ kind: 'webhooks', view: initialWebhooksView() });
  return reloadWebhooks(ctx);
}

const STATUSES: readonly (DeliveryStatus | undefined)[] = [undefined, ...DeliveryStatus.options];
const TYPES: readonly (WebhookEventType | undefined)[] = [undefined, ...WEBHOOK_EVENT_TYPES];

function next<T>(list: readonly T[], current: T): T {
  return list[(list.indexOf(current) + 1) % list.length] as T;
}

export function cycleFilter(ctx: CommandContext, which: 'status' | 'eventType'): Promise<void> {
  const view = webhooksView(ctx);
  if (!view) return Promise.resolve();
  const filter =
    which === 'status'
      ? { ...view.filter, status: next(STATUSES, view.filter.status) }
      : { ...view.filter, eventType: next(TYPES, view.filter.eventType) };
  patchView(ctx, { filter, cursor: 0 });
  return reloadWebhooks(ctx);
}

/** Moves the cursor in the history, or scrolls the open payload. */
export function moveInWebhooks(ctx: CommandContext, delta: number | 'top' | 'bottom'): void {
  const view = webhooksView(ctx);
  if (!view) return;
  const clamp = (value: number, length: number) => Math.max(0, Math.min(value, Math.max(0, length - 1)));
  const to = (current: number, length: number) =>
    clamp(delta === 'top' ? 0 : delta === 'bottom' ? length - 1 : current + delta, length);
  if (view.open !== undefined) patchView(ctx, { scroll: to(view.scroll, 10_000) });
  else patchView(ctx, { cursor: to(view.cursor, view.deliveries.length) });
}

/** Why a change is refused before anything is asked: read-only mode or no actions at all. */
export function changeRefusal(ctx: CommandContext): string | undefined {
  if (!ctx.ops) return 'not available here';
  const ro = ctx.ops.session.readOnly();
  return ro.readOnly ? `read-only: ${ro.reason ?? 'changes are disabled'}` : undefined;
}

function report(ctx: CommandContext, ok: boolean, text: string): void {
  state(ctx).actions.notify(ok ? 'info' : 'error', text, ctx.now());
}

export async function togglePause(ctx: CommandContext): Promise<void> {
  const config = webhooksView(ctx)?.config;
  const refused = changeRefusal(ctx);
  if (refused || !ctx.ops) return report(ctx, false, `webhooks: ${refused ?? 'not available'}`);
  if (!config) return report(ctx, false, 'webhooks: there is no configuration to pause or resume');
  const result = await setWebhookDelivery(ctx.ops, config, !config.enabled);
  report(
    ctx,
    result.ok,
    result.ok
      ? `webhook delivery ${result.value.enabled ? 'resumed' : 'paused'}`
      : `webhooks: ${result.error.message}`,
  );
  await reloadWebhooks(ctx);
}

export async function removeConfig(ctx: CommandContext): Promise<void> {
  if (!ctx.ops) return;
  const result = await removeWebhookConfig(ctx.ops);
  report(ctx, result.ok, result.ok ? 'webhook configuration removed' : `webhooks: ${result.error.message}`);
  await reloadWebhooks(ctx);
}
