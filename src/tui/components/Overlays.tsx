// Full-body views: detail, help, raw JSON, palette and the jump chooser. Each is windowed to the
// height it is given, so nothing is ever taller than the terminal.
import { Box } from 'ink';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { commands } from '../commands.js';
import { keyLabel } from '../keymap.js';
import { commandWord, matchCommands } from '../palette.js';
import { chooserLines } from '../find/choose-rows.js';
import { helpLines } from '../present/help.js';
import { rawLines } from '../present/raw.js';
import { detailLines } from '../targets.js';
import { fit, safe, truncate } from '../text.js';
import { Line, PlainLine } from './Line.js';
import { useConsole } from './context.js';

interface BodyProps {
  readonly width: number;
  readonly height: number;
}

function Frame({
  title,
  width,
  height,
  children,
}: {
  title: string;
  width: number;
  height: number;
  children: React.ReactNode;
}) {
  const { theme } = useConsole();
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <PlainLine text={truncate(title, width)} bold color={theme.accent} inverse={theme.inverse} />
      {children}
    </Box>
  );
}

export function DetailBody({ width, height }: BodyProps) {
  const { store, theme } = useConsole();
  const state = useStore(store, (s) => s);
  const lines = useMemo(() => detailLines(state, theme), [state, theme]);
  const scroll = Math.min(state.view.detailScroll, Math.max(0, lines.length - (height - 1)));
  const labelWidth = Math.min(24, Math.floor(width / 3));
  const top = state.view.details[state.view.details.length - 1];
  return (
    <Frame
      title={`${top?.kind ?? ''} detail | esc/q back | y raw | up/down scroll`}
      width={width}
      height={height}
    >
      {lines.slice(scroll, scroll + height - 1).map((l, i) =>
        l.kind === 'title' ? (
          <PlainLine key={i} text={truncate(l.text, width)} bold color={theme.accent} />
        ) : (
          <Line
            key={i}
            segments={[
              { text: `  ${fit(l.line.label, labelWidth)} ` },
              {
                text: truncate(l.line.value, Math.max(0, width - labelWidth - 3)),
                ...(l.line.color ? { color: l.line.color } : {}),
              },
            ]}
          />
        ),
      )}
    </Frame>
  );
}

export function HelpBody({ width, height }: BodyProps) {
  const { store, theme } = useConsole();
  const state = useStore(store, (s) => s);
  const lines = useMemo(() => helpLines(state, width, commands), [state, width]);
  const scroll = Math.min(
    state.view.overlay?.kind === 'help' ? state.view.overlay.scroll : 0,
    Math.max(0, lines.length - (height - 1)),
  );
  return (
    <Frame title="Keys and commands | up/down scroll | esc/? close" width={width} height={height}>
      {lines.slice(scroll, scroll + height - 1).map((l, i) => (
        <PlainLine
          key={i}
          text={truncate(l.text, width)}
          bold={l.kind === 'heading'}
          color={l.kind === 'heading' ? theme.accent : l.disabled ? theme.muted : undefined}
        />
      ))}
    </Frame>
  );
}

export function RawBody({ width, height }: BodyProps) {
  const { store } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  const lines = useMemo(() => (overlay?.kind === 'raw' ? rawLines(overlay.value) : []), [overlay]);
  if (overlay?.kind !== 'raw') return null;
  const scroll = Math.min(overlay.scroll, Math.max(0, lines.length - (height - 1)));
  return (
    <Frame
      title={`raw JSON | ${safe(overlay.title)} | up/down scroll | esc/y close`}
      width={width}
      height={height}
    >
      {lines.slice(scroll, scroll + height - 1).map((l, i) => (
        <PlainLine key={i} text={truncate(l, width)} />
      ))}
    </Frame>
  );
}

export function PaletteBody({ width, height }: BodyProps) {
  const { store, theme } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  if (overlay?.kind !== 'palette') return null;
  const items = matchCommands(commands, overlay.text);
  const rows = Math.max(0, height - 2);
  const offset = Math.max(0, overlay.cursor - rows + 1);
  return (
    <Frame title="Command palette | type to filter | Enter run | Esc close" width={width} height={height}>
      <PlainLine text={truncate(`:${safe(overlay.text)}_`, width)} color={theme.accent} />
      {items.slice(offset, offset + rows).map((item, i) => {
        const c = item.command;
        const text = `${offset + i === overlay.cursor ? '>' : ' '} ${fit(`:${commandWord(c)}${c.argument ? ` ${c.argument}` : ''}`, 28)} ${fit(c.keys.map(keyLabel).join('/'), 10)} ${c.description}`;
        return (
          <PlainLine
            key={c.id}
            text={truncate(text, width)}
            inverse={offset + i === overlay.cursor && theme.inverse}
          />
        );
      })}
    </Frame>
  );
}

export function ChooseBody({ width, height }: BodyProps) {
  const { store, theme, now } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  // The rows show cards and their last operations as reads bring them.
  useStore(store, (s) => s.entities);
  useStore(store, (s) => s.lists);
  if (overlay?.kind !== 'choose') return null;
  const rows = Math.max(0, height - 1);
  const offset = Math.max(0, overlay.cursor - rows + 1);
  const shown = overlay.choices.slice(offset, offset + rows);
  const lines = chooserLines(shown, overlay.cursor - offset, store.getState(), width, now());
  return (
    <Frame
      title={`${overlay.title} | Enter jump | s sort by activity | Esc cancel`}
      width={width}
      height={height}
    >
      {shown.map((c, i) => (
        <PlainLine key={c.cardId} text={lines[i]!} inverse={offset + i === overlay.cursor && theme.inverse} />
      ))}
    </Frame>
  );
}
