// The Events view: the live stream from the in-console webhook receiver, newest first, windowed to
// the height it is given; Enter opens one event's payload (sanitised).
import { Box } from 'ink';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { eventsNewestFirst, type EventRecord } from '../../../store/index.js';
import { Line, PlainLine } from '../../components/Line.js';
import { useConsole } from '../../components/context.js';
import { Title } from '../../components/Title.js';
import { nameCardById } from '../../present/card-name.js';
import { truncate } from '../../text.js';
import {
  countsText,
  eventCells,
  eventHeading,
  listenerText,
  payloadLines,
  verdictColor,
  type NameCard,
} from './present.js';

interface ViewProps {
  readonly width: number;
  readonly height: number;
}

/** Cards named from the store, then the card index; re-made when the store's cards or wallets change. */
function useNameCard(): NameCard {
  const { store, index } = useConsole();
  const cards = useStore(store, (s) => s.entities.cards);
  const accounts = useStore(store, (s) => s.entities.accounts);
  return useMemo(
    () => (id: string) => nameCardById(id, { cards, accounts }, index),
    [cards, accounts, index],
  );
}

function EventRow({
  record,
  width,
  selected,
  nameCard,
}: {
  record: EventRecord;
  width: number;
  selected: boolean;
  nameCard: NameCard;
}) {
  const { store, theme } = useConsole();
  const zone = useStore(store, (s) => s.zone);
  const cells = eventCells(record, zone, nameCard);
  const color = verdictColor(record, theme);
  const marker = selected ? '>' : ' ';
  const segments = [
    { text: `${marker}${cells.lead}` },
    color ? { text: cells.verdict, color } : { text: cells.verdict },
    { text: cells.subject },
  ];
  const fitted = truncate(segments.map((s) => s.text).join(''), width);
  // Long lines are cut as one string; short ones keep the verdict's colour.
  return fitted.endsWith(segments[2]!.text) ? (
    <Line segments={segments} inverse={selected} />
  ) : (
    <PlainLine text={fitted} inverse={selected && theme.inverse} />
  );
}

function Payload({
  record,
  width,
  height,
  scroll,
}: {
  record: EventRecord;
  width: number;
  height: number;
  scroll: number;
}) {
  const { store } = useConsole();
  const zone = useStore(store, (s) => s.zone);
  const nameCard = useNameCard();
  const lines = useMemo(() => payloadLines(record, zone, nameCard), [record, zone, nameCard]);
  const top = Math.min(scroll, Math.max(0, lines.length - (height - 1)));
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Title text={`event payload (sanitised) | up/down scroll | esc/q back`} width={width} />
      {lines.slice(top, top + height - 1).map((l, i) => (
        <PlainLine key={i} text={truncate(l, width)} />
      ))}
    </Box>
  );
}

export function EventsView({ width, height }: ViewProps) {
  const { store, theme } = useConsole();
  const events = useStore(store, (s) => s.events);
  const overlay = useStore(store, (s) => s.view.overlay);
  const rows = useMemo(() => eventsNewestFirst(events), [events]);
  const nameCard = useNameCard();
  if (overlay?.kind !== 'events') return null;
  if (overlay.open !== undefined) {
    const record = events.items.find((e) => e.seq === overlay.open);
    if (record) return <Payload record={record} width={width} height={height} scroll={overlay.scroll} />;
  }
  const room = Math.max(0, height - 3);
  const cursor = Math.min(events.cursor, Math.max(0, rows.length - 1));
  const offset = Math.max(0, cursor - room + 1);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Title text={`Events | ${listenerText(events)} | Enter payload | esc/q back`} width={width} />
      <PlainLine text={truncate(countsText(events), width)} color={theme.muted} />
      <PlainLine text={truncate(` ${eventHeading()}`, width)} bold />
      {rows.length === 0 ? (
        <PlainLine
          text={truncate(
            events.status === 'off' || events.status === 'failed' ? 'not listening' : 'no events yet',
            width,
          )}
          color={theme.muted}
        />
      ) : (
        rows
          .slice(offset, offset + room)
          .map((r, i) => (
            <EventRow
              key={r.seq}
              record={r}
              width={width}
              selected={offset + i === cursor}
              nameCard={nameCard}
            />
          ))
      )}
    </Box>
  );
}
