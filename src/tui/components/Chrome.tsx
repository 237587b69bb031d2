// Header (environment, connection, data age), status line and footer hints.
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { JobRegistry } from '../../actions/index.js';
import { Box, Text } from 'ink';
import { footerText, headerSegments, noticeRows, profileBadge, type ConsoleEnv } from '../present/chrome.js';
import { elsewhereText } from '../views/profiles/switcher.js';
import { indexLabel } from '../find/present.js';
import { useNow } from '../hooks.js';
import { displayWidth, safe, truncate } from '../text.js';
import { Line, PlainLine } from './Line.js';
import { useConsole } from './context.js';

const NO_INDEX = { subscribe: () => () => undefined, status: () => undefined };

const NO_PROFILES = { subscribe: () => () => undefined, elsewhere: () => [] };

export function Header({ env, width }: { env: ConsoleEnv; width: number }) {
  const { store, theme, now, index, profiles } = useConsole();
  const state = useStore(
    store,
    useShallow((s) => ({
      connection: s.connection,
      paused: s.paused,
      eventsStatus: s.events.status,
      readOnly: s.session.readOnly,
      zone: s.zone,
    })),
  );
  const source = index ?? NO_INDEX;
  const indexStatus = useSyncExternalStore(source.subscribe, source.status);
  const ageing = state.connection.status !== 'live' && state.connection.status !== 'connecting';
  const time = useNow(now, ageing);
  const label = indexLabel(indexStatus, time);
  const others = profiles ?? NO_PROFILES;
  const elsewhere = useSyncExternalStore(others.subscribe, () => elsewhereText(others.elsewhere()));
  const badge = profileBadge(env, theme);
  const room = badge ? Math.max(0, width - displayWidth(badge.text) - 1) : width;
  const shown = { ...state, ...(label ? { index: label } : {}), ...(elsewhere ? { elsewhere } : {}) };
  const line = <Line segments={headerSegments(env, shown, time, theme, room)} />;
  if (!badge) return line;
  return (
    <Box>
      <Text {...(badge.background ? { backgroundColor: badge.background, color: 'white', bold: true } : {})}>
        {badge.text}
      </Text>
      <Text> </Text>
      {line}
    </Box>
  );
}

const NOTE_TTL_MS = 10_000;

type Shown = { text: string; level: 'info' | 'warn' | 'error' };

/**
 * What the status line says now: the notice (fresh, and not older than a connection error), else the
 * connection's fault while it is not live; nothing while an input view types there.
 */
function useShownNote(): Shown | undefined {
  const { store, now, views } = useConsole();
  const typing = useStore(store, (s) => views.current(s).status?.(s) !== undefined);
  const connection = useStore(store, (s) => s.connection);
  const note = useStore(store, (s) => s.notifications[s.notifications.length - 1]);
  const time = useNow(now, note !== undefined && now() - note.at < NOTE_TTL_MS);
  if (typing) return undefined;
  const fresh = note !== undefined && time - note.at < NOTE_TTL_MS;
  const error = connection.lastError;
  const current = !error || (note !== undefined && note.at >= error.at) || connection.status === 'live';
  if (note && fresh && current) return { text: safe(note.text), level: note.level };
  if (!error || connection.status === 'live') return undefined;
  return {
    text: `${error.kind}: ${safe(error.message)} | data on screen kept, marked stale`,
    level: connection.status === 'offline' ? 'error' : 'warn',
  };
}

export function StatusLine({ width }: { width: number }) {
  const { store, theme, views } = useConsole();
  // An input view (the filter of a list, the card find) types on the status line.
  const input = useStore(store, (s) => views.current(s).status?.(s));
  const asking = useStore(store, (s) => views.current(s).asks?.(s) === true);
  const note = useShownNote();
  if (input !== undefined) return <PlainLine text={truncate(input, width)} color={theme.accent} />;
  if (!note) return <PlainLine text="" />;
  // Under a question the footer's row keeps the answers: the notice has this row alone.
  return (
    <PlainLine
      text={asking ? truncate(note.text, width) : noticeRows(note.text, width)[0]}
      color={note.level === 'info' ? undefined : theme[note.level]}
    />
  );
}

const NO_JOBS = { subscribe: () => () => undefined, active: () => 0 };

/** The key hints; while a notice is too long for the status line, the rest of it instead. */
export function Footer({ width, jobs }: { width: number; jobs?: Pick<JobRegistry, 'subscribe' | 'active'> }) {
  const { store, theme, views } = useConsole();
  const registry = jobs ?? NO_JOBS;
  const running = useSyncExternalStore(registry.subscribe, registry.active);
  const text = useStore(store, (s) => footerText(views, s, width, running));
  const asking = useStore(store, (s) => views.current(s).asks?.(s) === true);
  const note = useShownNote();
  const rest = note && !asking ? noticeRows(note.text, width)[1] : undefined;
  if (note && rest !== undefined)
    return <PlainLine text={rest} color={note.level === 'info' ? undefined : theme[note.level]} />;
  return <PlainLine text={text} color={theme.muted} />;
}
