// The Webhooks view: the configuration on top, the delivery history below (filterable by status and
// event type); Enter opens one delivery's payload, sanitised.
import { safe } from '../../text.js';
import { plain, tinted, titleLine } from '../../view/lines.js';
import type { Page, View, ViewEnv } from '../../view/types.js';
import { webhookCommands, webhookOpeners, webhookSteps } from './commands.js';
import { patchView, webhooksSlot } from './control.js';
import { configLines, deliveryHeading, deliveryLines, deliveryRow, filterText } from './present.js';

function webhooksPage(env: ViewEnv): Page | undefined {
  const view = webhooksSlot(env.state)?.view;
  if (!view) return undefined;
  const { theme } = env;
  const opened = view.open === undefined ? undefined : view.deliveries.find((d) => d.id === view.open);
  if (opened)
    return {
      title: titleLine('delivery payload (sanitised)', theme),
      lines: deliveryLines(opened, env.state.zone).map(plain),
      position: { kind: 'scroll', at: view.scroll, set: (ctx, at) => patchView(ctx, { scroll: at }) },
    };
  const status = view.loading ? 'loading...' : view.error ? `error: ${safe(view.error)}` : '';
  return {
    title: titleLine('Webhooks', theme),
    head: [
      ...configLines(view.config, env.state.zone, env.views.keyOf).map(plain),
      tinted(
        `${filterText(view, env.views.keyOf)}${status ? ` | ${status}` : ''}`,
        view.error ? theme.error : theme.muted,
      ),
      { text: `  ${deliveryHeading()}`, bold: true },
    ],
    lines: view.deliveries.map((d) => plain(deliveryRow(d, env.state.zone))),
    empty: tinted(view.loading ? '' : 'no deliveries', theme.muted),
    position: { kind: 'cursor', at: view.cursor, set: (ctx, at) => patchView(ctx, { cursor: at }) },
  };
}

export const webhooksView: View = {
  id: 'webhooks',
  page: webhooksPage,
  openers: webhookOpeners,
  commands: webhookCommands,
  steps: webhookSteps,
};
