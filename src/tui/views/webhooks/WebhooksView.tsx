// The Webhooks view: the configuration on top, the delivery history below (filterable by status and
// event type); Enter opens one delivery's payload, sanitised.
import { Box } from 'ink';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { WebhookDelivery } from '../../../contract/index.js';
import { PlainLine } from '../../components/Line.js';
import { useConsole } from '../../components/context.js';
import { Title } from '../../components/Title.js';
import { safe, truncate } from '../../text.js';
import { configLines, deliveryHeading, deliveryLines, deliveryRow, filterText } from './present.js';

interface ViewProps {
  readonly width: number;
  readonly height: number;
}

function DeliveryPayload({
  delivery,
  width,
  height,
  scroll,
}: {
  delivery: WebhookDelivery;
  width: number;
  height: number;
  scroll: number;
}) {
  const { store } = useConsole();
  const zone = useStore(store, (s) => s.zone);
  const lines = useMemo(() => deliveryLines(delivery, zone), [delivery, zone]);
  const top = Math.min(scroll, Math.max(0, lines.length - (height - 1)));
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Title text="delivery payload (sanitised) | up/down scroll | esc/q back" width={width} />
      {lines.slice(top, top + height - 1).map((l, i) => (
        <PlainLine key={i} text={truncate(l, width)} />
      ))}
    </Box>
  );
}

export function WebhooksBody({ width, height }: ViewProps) {
  const { store, theme } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  const zone = useStore(store, (s) => s.zone);
  if (overlay?.kind !== 'webhooks') return null;
  const view = overlay.view;
  const opened = view.open === undefined ? undefined : view.deliveries.find((d) => d.id === view.open);
  if (opened) return <DeliveryPayload delivery={opened} width={width} height={height} scroll={view.scroll} />;
  const config = configLines(view.config, zone);
  const status = view.loading ? 'loading...' : view.error ? `error: ${safe(view.error)}` : '';
  const room = Math.max(0, height - config.length - 4);
  const cursor = Math.min(view.cursor, Math.max(0, view.deliveries.length - 1));
  const offset = Math.max(0, cursor - room + 1);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Title
        text="Webhooks | C configure  P pause/resume  D remove  r reload  Enter payload  esc/q back"
        width={width}
      />
      {config.map((l, i) => (
        <PlainLine key={`c${i}`} text={truncate(l, width)} />
      ))}
      <PlainLine
        text={truncate(`${filterText(view)}${status ? ` | ${status}` : ''}`, width)}
        color={view.error ? theme.error : theme.muted}
      />
      <PlainLine text={truncate(` ${deliveryHeading()}`, width)} bold />
      {view.deliveries.length === 0 ? (
        <PlainLine text={view.loading ? '' : 'no deliveries'} color={theme.muted} />
      ) : (
        view.deliveries
          .slice(offset, offset + room)
          .map((d, i) => (
            <PlainLine
              key={d.id}
              text={truncate(`${offset + i === cursor ? '>' : ' '}${deliveryRow(d, zone)}`, width)}
              inverse={offset + i === cursor && theme.inverse}
            />
          ))
      )}
    </Box>
  );
}
