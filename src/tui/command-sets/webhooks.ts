// Keys of the Events view (the live stream from the in-console receiver) and the Webhooks view
// (configuration and delivery history). E and W open them from the panes; inside, the usual
// movement keys, Enter to open a payload, esc/q to go back.
import type { Command, CommandContext, Mode } from '../command-types.js';
import {
  changeRefusal,
  cycleFilter,
  openWebhooks,
  patchView,
  reloadWebhooks,
  removeConfig,
  togglePause,
  webhooksOf,
} from '../views/webhooks/control.js';
import { openConfigForm, setFromWords } from '../views/webhooks/config-form.js';
import { eventsSlot, openEvents } from '../views/events/index.js';
import { moveView } from '../view/move.js';
import { cursorRow, type Move } from '../view/span.js';
import { confirm } from '../views/confirm/index.js';

const BROWSE: readonly Mode[] = ['list', 'detail'];
const EVENTS: readonly Mode[] = ['events'];
const WEBHOOKS: readonly Mode[] = ['webhooks'];
const BOTH: readonly Mode[] = ['events', 'webhooks'];

const state = (ctx: CommandContext) => ctx.store.getState();
const actions = (ctx: CommandContext) => state(ctx).actions;

const eventsOverlay = (ctx: CommandContext) => eventsSlot(state(ctx));
const move = (ctx: CommandContext, to: Move) => moveView(ctx, to);

/** Back out: the open payload first, then the view. */
function back(ctx: CommandContext): void {
  const overlay = eventsOverlay(ctx);
  if (overlay?.open !== undefined) {
    openEvents(ctx);
    return;
  }
  if (webhooksOf(ctx)?.open !== undefined) {
    patchView(ctx, { open: undefined, scroll: 0 });
    return;
  }
  actions(ctx).setOverlay(null);
}

function openSelected(ctx: CommandContext): void {
  const overlay = eventsOverlay(ctx);
  if (overlay) {
    const events = state(ctx).events;
    const record = events.items[events.items.length - 1 - cursorRow(events.cursor, events.items.length)];
    if (record) openEvents(ctx, record.seq);
    return;
  }
  const view = webhooksOf(ctx);
  const delivery = view?.deliveries[cursorRow(view.cursor, view.deliveries.length)];
  if (delivery) patchView(ctx, { open: delivery.id, scroll: 0 });
}

function confirmRemoval(ctx: CommandContext): void {
  const refused = changeRefusal(ctx);
  const view = webhooksOf(ctx);
  if (refused) return actions(ctx).notify('warn', `webhooks: ${refused}`, ctx.now());
  if (!view?.config)
    return actions(ctx).notify('warn', 'webhooks: there is no configuration to remove', ctx.now());
  confirm(ctx, {
    title: 'Remove the webhook configuration?',
    lines: ['Events stop being delivered; the delivery history stays.', 'y remove  any other key cancels'],
    danger: true,
    onYes: () => void removeConfig(ctx).then(() => openWebhooks(ctx)),
  });
}

export const webhookCommands: readonly Command[] = [
  {
    id: 'events.open',
    keys: ['E'],
    modes: BROWSE,
    palette: 'events',
    description: 'Live events: what the in-console webhook receiver heard',
    run: (ctx) => {
      actions(ctx).setEvents({ cursor: 0 });
      openEvents(ctx);
    },
  },
  {
    id: 'webhooks.open',
    keys: ['W'],
    modes: BROWSE,
    palette: 'webhooks',
    description: 'Webhook configuration and delivery history',
    run: (ctx) => {
      void openWebhooks(ctx);
    },
  },
  {
    id: 'webhooks.set',
    keys: [],
    modes: BROWSE,
    palette: 'webhook-set',
    argument: '<url> [all|t1,t2] [generate|keep|secret=S] [enabled|paused]',
    description: 'Set or update the webhook configuration',
    run: (ctx, argument) => {
      void setFromWords(ctx, argument);
    },
  },
  {
    id: 'webhooks.down',
    keys: ['down', 'j'],
    modes: BOTH,
    internal: true,
    description: 'Move down',
    run: (ctx) => move(ctx, 1),
  },
  {
    id: 'webhooks.up',
    keys: ['up', 'k'],
    modes: BOTH,
    internal: true,
    description: 'Move up',
    run: (ctx) => move(ctx, -1),
  },
  {
    id: 'webhooks.pgdn',
    keys: ['pgdn'],
    modes: BOTH,
    internal: true,
    description: 'Page down',
    run: (ctx) => move(ctx, 'page-down'),
  },
  {
    id: 'webhooks.pgup',
    keys: ['pgup'],
    modes: BOTH,
    internal: true,
    description: 'Page up',
    run: (ctx) => move(ctx, 'page-up'),
  },
  {
    id: 'webhooks.top',
    keys: ['g', 'home'],
    modes: BOTH,
    internal: true,
    description: 'Go to the top',
    run: (ctx) => move(ctx, 'top'),
  },
  {
    id: 'webhooks.bottom',
    keys: ['G', 'end'],
    modes: BOTH,
    internal: true,
    description: 'Go to the bottom',
    run: (ctx) => move(ctx, 'bottom'),
  },
  {
    id: 'webhooks.select',
    keys: ['enter'],
    modes: BOTH,
    internal: true,
    description: 'Open the payload of the event or delivery under the cursor',
    run: openSelected,
  },
  {
    id: 'webhooks.back',
    keys: ['esc', 'q'],
    modes: BOTH,
    internal: true,
    description: 'Close the payload, then the view',
    run: back,
  },
  {
    id: 'events.close',
    keys: ['E'],
    modes: EVENTS,
    internal: true,
    description: 'Close the Events view',
    run: (ctx) => actions(ctx).setOverlay(null),
  },
  {
    id: 'webhooks.close',
    keys: ['W'],
    modes: WEBHOOKS,
    internal: true,
    description: 'Close the Webhooks view',
    run: (ctx) => actions(ctx).setOverlay(null),
  },
  {
    id: 'webhooks.quit',
    keys: ['ctrl+c'],
    modes: BOTH,
    internal: true,
    description: 'Quit at once',
    run: (ctx) => ctx.quit(),
  },
  {
    id: 'webhooks.reload',
    keys: ['r'],
    modes: WEBHOOKS,
    internal: true,
    description: 'Read the configuration and history again',
    run: (ctx) => {
      void reloadWebhooks(ctx);
    },
  },
  {
    id: 'webhooks.filter.status',
    keys: ['S'],
    modes: WEBHOOKS,
    internal: true,
    description: 'Next delivery status filter',
    run: (ctx) => {
      void cycleFilter(ctx, 'status');
    },
  },
  {
    id: 'webhooks.filter.type',
    keys: ['T'],
    modes: WEBHOOKS,
    internal: true,
    description: 'Next event type filter',
    run: (ctx) => {
      void cycleFilter(ctx, 'eventType');
    },
  },
  {
    id: 'webhooks.configure',
    keys: ['C'],
    modes: WEBHOOKS,
    internal: true,
    description: 'Set or update the webhook configuration',
    run: openConfigForm,
  },
  {
    id: 'webhooks.pause',
    keys: ['P'],
    modes: WEBHOOKS,
    internal: true,
    description: 'Pause or resume delivery',
    run: (ctx) => {
      void togglePause(ctx);
    },
  },
  {
    id: 'webhooks.remove',
    keys: ['D'],
    modes: WEBHOOKS,
    internal: true,
    description: 'Remove the webhook configuration (asks first)',
    run: confirmRemoval,
  },
];
