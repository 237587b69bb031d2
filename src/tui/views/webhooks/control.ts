// What the Webhooks view's keys do: read through the actions (never the API directly), write the
// result into the view's overlay (only while it is still open), pause/resume and remove.
import {
  readOnlyRefusal,
  readWebhookOverview,
  removeWebhookConfig,
  setWebhookDelivery,
} from '../../../actions/index.js';
import { DeliveryStatus, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../contract/index.js';
import { initialWebhooksView, type AppState, type WebhooksView } from '../../../store/index.js';
import type { CommandContext } from '../../view/types.js';
import { openSlot, patchSlot, slotOf } from '../../view/registry.js';

const state = (ctx: CommandContext) => ctx.store.getState();

/** The view's state: the configuration and history as last read, the filter, cursor and open payload. */
export type WebhooksSlot = { readonly kind: 'webhooks'; readonly view: WebhooksView };

export const webhooksSlot = (s: AppState) => slotOf<WebhooksSlot>(s, 'webhooks');

export function webhooksOf(ctx: CommandContext): WebhooksView | undefined {
  return webhooksSlot(state(ctx))?.view;
}

/** Patches the view if it is still open (a read finishing after esc must not reopen it). */
export function patchView(ctx: CommandContext, patch: Partial<WebhooksView>): void {
  const view = webhooksOf(ctx);
  if (view) patchSlot<WebhooksSlot>(ctx.store, 'webhooks', { view: { ...view, ...patch } });
}

export async function reloadWebhooks(ctx: CommandContext): Promise<void> {
  const view = webhooksOf(ctx);
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
  // The cursor stays where it was: the Viewport keeps it within the rows it draws.
  patchView(ctx, { loading: false, error: undefined, config, deliveries, total });
}

/** Opens the view, its history filtered by `filter` (the pulse opens it on the failed deliveries). */
export function openWebhooks(ctx: CommandContext, filter: WebhooksView['filter'] = {}): Promise<void> {
  openSlot<WebhooksSlot>(ctx.store, { kind: 'webhooks', view: { ...initialWebhooksView(), filter } });
  return reloadWebhooks(ctx);
}

const STATUSES: readonly (DeliveryStatus | undefined)[] = [undefined, ...DeliveryStatus.options];
const TYPES: readonly (WebhookEventType | undefined)[] = [undefined, ...WEBHOOK_EVENT_TYPES];

function next<T>(list: readonly T[], current: T): T {
  return list[(list.indexOf(current) + 1) % list.length] as T;
}

export function cycleFilter(ctx: CommandContext, which: 'status' | 'eventType'): Promise<void> {
  const view = webhooksOf(ctx);
  if (!view) return Promise.resolve();
  const filter =
    which === 'status'
      ? { ...view.filter, status: next(STATUSES, view.filter.status) }
      : { ...view.filter, eventType: next(TYPES, view.filter.eventType) };
  patchView(ctx, { filter, cursor: 0 });
  return reloadWebhooks(ctx);
}

/** Why a change is refused before anything is asked: read-only mode or no actions at all. */
export function changeRefusal(ctx: CommandContext): string | undefined {
  if (!ctx.ops) return 'not available here';
  return readOnlyRefusal(ctx.ops.session.readOnly());
}

function report(ctx: CommandContext, ok: boolean, text: string): void {
  state(ctx).actions.notify(ok ? 'info' : 'error', text, ctx.now());
}

export async function togglePause(ctx: CommandContext): Promise<void> {
  const config = webhooksOf(ctx)?.config;
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
