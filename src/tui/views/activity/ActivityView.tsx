// The Activity view: what this session changed (its audit entries), newest first, updating as
// entries arrive; windowed to the height given and scrolled with the usual keys.
import { Box } from 'ink';
import { useStore } from 'zustand';
import type { AuditLog } from '../../../actions/index.js';
import { PlainLine } from '../../components/Line.js';
import { useConsole } from '../../components/context.js';
import { truncate } from '../../text.js';
import { useTicker } from '../jobs/ticker.js';
import { ACTIVITY_HEADING, activityLines } from './present.js';

interface ViewProps {
  readonly width: number;
  readonly height: number;
  readonly audit?: AuditLog;
}

export function ActivityView({ width, height, audit }: ViewProps) {
  const { store, theme } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  useTicker(audit?.subscribe);
  if (overlay?.kind !== 'activity') return null;
  const lines = activityLines(audit?.entries() ?? []);
  const room = Math.max(0, height - 2);
  const top = Math.min(overlay.scroll, Math.max(0, lines.length - room));
  const where = audit?.path ? 'written to the audit file' : 'kept in memory only';
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <PlainLine
        text={truncate(
          `Activity | ${lines.length} changes this session, ${where} | up/down scroll | esc back`,
          width,
        )}
        bold
        color={theme.accent}
        inverse={theme.inverse}
      />
      <PlainLine text={truncate(ACTIVITY_HEADING, width)} bold />
      {lines.length === 0 ? (
        <PlainLine text="nothing changed yet in this session" color={theme.muted} />
      ) : (
        lines.slice(top, top + room).map((l, i) => <PlainLine key={top + i} text={truncate(l, width)} />)
      )}
    </Box>
  );
}
