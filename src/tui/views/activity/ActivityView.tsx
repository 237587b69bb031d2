// The Activity view: what this session changed (its audit entries), newest first, updating as
// entries arrive; windowed to the height given and scrolled with the usual keys.
import { Box } from 'ink';
import { useStore } from 'zustand';
import type { AuditLog } from '../../../actions/index.js';
import { PlainLine } from '../../components/Line.js';
import { useConsole } from '../../components/context.js';
import { nameCardById } from '../../present/card-name.js';
import { truncate } from '../../text.js';
import { useTicker } from '../jobs/ticker.js';
import { ACTIVITY_HEADING, activityLines } from './present.js';

interface ViewProps {
  readonly width: number;
  readonly height: number;
  readonly audit?: AuditLog;
}

export function ActivityView({ width, height, audit }: ViewProps) {
  const { store, theme, index } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  const zone = useStore(store, (s) => s.zone);
  // Names follow the store: a card read after the entry was written is named once it is known.
  const cards = useStore(store, (s) => s.entities.cards);
  const accounts = useStore(store, (s) => s.entities.accounts);
  useTicker(audit?.subscribe);
  if (overlay?.kind !== 'activity') return null;
  const entries = audit?.entries() ?? [];
  const room = Math.max(0, height - 2);
  const top = Math.min(overlay.scroll, Math.max(0, entries.length - room));
  const nameCard = (id: string) => nameCardById(id, { cards, accounts }, index);
  const lines = activityLines(entries, zone, nameCard, top, room);
  const where = audit?.path ? 'written to the audit file' : 'kept in memory only';
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <PlainLine
        text={truncate(
          `Activity | ${entries.length} changes this session, ${where} | up/down scroll | esc back`,
          width,
        )}
        bold
        color={theme.accent}
        inverse={theme.inverse}
      />
      <PlainLine text={truncate(ACTIVITY_HEADING, width)} bold />
      {entries.length === 0 ? (
        <PlainLine text="nothing changed yet in this session" color={theme.muted} />
      ) : (
        lines.map((l, i) => <PlainLine key={top + i} text={truncate(l, width)} />)
      )}
    </Box>
  );
}
