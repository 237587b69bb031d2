// Keys of the Webhooks view (W): move through the delivery history, open a payload, filter by
// status (S) and event type (T), configure (C), pause or resume (P), remove (D), reload (r).
import type { AppState } from '../../../store/index.js';
import { quitNow, scrolling, closing } from '../../view/common.js';
import { backFromItem } from '../../view/scrolled.js';
import { closeOverlay } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { Command, CommandContext, Step } from '../../view/types.js';
import { confirm } from '../confirm/index.js';
import { openConfigForm, setFromWords } from './config-form.js';
import {
  changeRefusal,
  cycleFilter,
  openWebhooks,
  patchView,
  reloadWebhooks,
  removeConfig,
  togglePause,
  webhooksOf,
  webhooksSlot,
} from './control.js';

const notify = (ctx: CommandContext, text: string) =>
  ctx.store.getState().mutators.notify('warn', text, ctx.now());

function openSelected(ctx: CommandContext): void {
  const view = webhooksOf(ctx);
  const delivery = view?.deliveries[cursorRow(view.cursor, view.deliveries.length)];
  if (delivery) patchView(ctx, { open: delivery.id, scroll: 0 });
}

/** Back out: the open payload first, then the view. */
function back(ctx: CommandContext): void {
  if (webhooksOf(ctx)?.open !== undefined) patchView(ctx, { open: undefined, scroll: 0 });
  else closeOverlay(ctx.store);
}

function confirmRemoval(ctx: CommandContext): void {
  const refused = changeRefusal(ctx);
  if (refused) return notify(ctx, `webhooks: ${refused}`);
  if (!webhooksOf(ctx)?.config) return notify(ctx, 'webhooks: there is no configuration to remove');
  confirm(ctx, {
    title: 'Remove the webhook configuration?',
    lines: ['Events stop being delivered; the delivery history stays.'],
    danger: true,
    verb: 'remove',
    yes: { view: 'webhooks', step: 'remove' },
  });
}

const removeStep: Step = (ctx) => {
  void removeConfig(ctx).then(() => openWebhooks(ctx));
};

const onHistory = (s: AppState) => webhooksSlot(s)?.view.open === undefined;

/** A key of the history (not of an open payload), with its footer hint. */
function historyKey(
  id: string,
  key: string,
  hint: string,
  description: string,
  run: Command['run'],
): Command {
  return {
    id,
    keys: [key],
    group: 'Views',
    internal: true,
    hint: (s) => (onHistory(s) ? hint : undefined),
    description,
    run,
  };
}

export const webhookOpeners: readonly Command[] = [
  {
    id: 'webhooks.open',
    keys: ['W'],
    group: 'Views',
    palette: 'webhooks',
    description: 'Webhook configuration and delivery history',
    run: (ctx) => {
      void openWebhooks(ctx);
    },
  },
  {
    id: 'webhooks.set',
    keys: [],
    group: 'Views',
    palette: 'webhook-set',
    argument: '<url> [all|t1,t2] [generate|keep|secret=S] [enabled|paused]',
    description: 'Set or update the webhook configuration',
    run: (ctx, argument) => {
      void setFromWords(ctx, argument);
    },
  },
];

export const webhookCommands: readonly Command[] = [
  historyKey(
    'webhooks.select',
    'enter',
    'payload',
    'Open the payload of the delivery under the cursor',
    openSelected,
  ),
  backFromItem('webhooks.back', 'payload', back),
  closing({ id: 'webhooks.close', keys: ['W'], group: 'Views', description: 'Close the Webhooks view' }),
  historyKey('webhooks.reload', 'r', 'reload', 'Read the configuration and history again', (ctx) => {
    void reloadWebhooks(ctx);
  }),
  historyKey('webhooks.filter.status', 'S', 'status', 'Next delivery status filter', (ctx) => {
    void cycleFilter(ctx, 'status');
  }),
  historyKey('webhooks.filter.type', 'T', 'type', 'Next event type filter', (ctx) => {
    void cycleFilter(ctx, 'eventType');
  }),
  historyKey(
    'webhooks.configure',
    'C',
    'configure',
    'Set or update the webhook configuration',
    openConfigForm,
  ),
  historyKey('webhooks.pause', 'P', 'pause/resume', 'Pause or resume delivery', (ctx) => {
    void togglePause(ctx);
  }),
  historyKey(
    'webhooks.remove',
    'D',
    'remove',
    'Remove the webhook configuration (asks first)',
    confirmRemoval,
  ),
  ...scrolling,
  quitNow,
];

export const webhookSteps: Readonly<Record<string, Step>> = { remove: removeStep };
