// Keys of the Events view (the live stream from the in-console receiver) and the Webhooks view
// (configuration and delivery history). E and W open them from the panes; inside, the usual
// movement keys, Enter to open a payload, esc/q to go back.
import { eventCount, selectedEvent } from '../../store/index.js';
import type { Command, CommandContext, Mode } from '../command-types.js';
import {
  changeRefusal,
  cycleFilter,
  moveInWebhooks,
  openWebhooks,
  patchView,
  reloadWebhooks,
  removeConfig,
  togglePause,
  webhooksView,
} from '../views/webhooks/control.js';
import { openConfigForm, setFromWords } from '../views/webhooks/config-form.js';

const BROWSE: readonly Mode[] = ['list', 'detail'];
const EVENTS: readonly Mode[] = ['events'];
const WEBHOOKS: readonly Mode[] = ['webhooks'];
const BOTH: readonly Mode[] = ['events', 'webhooks'];

const state = (ctx: CommandContext) => ctx.store.getState();
const actions = (ctx: CommandContext) => state(ctx).actions;

function eventsOverlay(ctx: CommandContext) {
  const overlay = state(ctx).view.overlay;
  return overlay?.kind === 'events' ? overlay : undefined;
}

function moveInEvents(ctx: CommandContext, delta: number | 'top' | 'bottom'): void {
  const overlay = eventsOverlay(ctx);
  if (!overlay) return;
  const to = (current: number, length: number) =>
    Math.max(
      0,
      Math.min(
        delta === 'top' ? 0 : delta === 'bottom' ? length - 1 : current + delta,
        Math.max(0, length - 1),
      ),
    );
  if (overlay.open !== undefined) {
    actions(ctx).setOverlay({ ...overlay, scroll: to(overlay.scroll, 10_000) });
    return;
  }
  const events = state(ctx).events;
  actions(ctx).setEvents({ cursor: to(events.cursor, eventCount(events)) });
}

function move(ctx: CommandContext, delta: number | 'top' | 'bottom'): void {
  if (eventsOverlay(ctx)) moveInEvents(ctx, delta);
  else moveInWebhooks(ctx, delta);
}

const page = (ctx: CommandContext, sign: 1 | -1) => sign * Math.max(1, state(ctx).view.pageRows);

/** Back out: the open payload first, then the view. */
function back(ctx: CommandContext): void {
  const overlay = eventsOverlay(ctx);
  if (overlay?.open !== undefined) {
    actions(ctx).setOverlay({ kind: 'events', scroll: 0 });
    return;
  }
  if (webhooksView(ctx)?.open !== undefined) {
    patchView(ctx, { open: undefined, scroll: 0 });
    return;
  }
  actions(ctx).setOverlay(null);
}

function openSelected(ctx: CommandContext): void {
  const overlay = eventsOverlay(ctx);
  if (overlay) {
    const record = selectedEvent(state(ctx).events);
    if (record) actions(ctx).setOverlay({ kind: 'events', open: record.seq, scroll: 0 });
    return;
  }
  const view = webhooksView(ctx);
  const delivery = view?.deliveries[view.cursor];
  if (delivery) patchView(ctx, { open: delivery.id, scroll: 0 });
}

function confirmRemoval(ctx: CommandContext): void {
  const refused = changeRefusal(ctx);
  const view = webhooksView(ctx);
  if (refused) return actions(ctx).notify('warn', `webhooks: ${refused}`, ctx.now());
  if (!view?.config)
    return actions(ctx).notify('warn', 'webhooks: there is no configuration to remove', ctx.now());
  actions(ctx).setOverlay({
    kind: 'confirm',
    confirm: {
      title: 'Remove the webhook configuration?',
      lines: ['Events stop being delivered; the delivery history stays.', 'y remove  any other key cancels'],
      danger: true,
      onYes: () => void removeConfig(ctx).then(() => openWebhooks(ctx)),
    },
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
      actions(ctx).setOverlay({ kind: 'events', scroll: 0 });
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
    run: (ctx) => move(ctx, page(ctx, 1)),
  },
  {
    id: 'webhooks.pgup',
    keys: ['pgup'],
    modes: BOTH,
    internal: true,
    description: 'Page up',
    run: (ctx) => move(ctx, page(ctx, -1)),
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
