// Forms, yes/no confirmations and the reveal box: full-body views windowed to the height given.
import { Box } from 'ink';
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { specOf } from '../forms/registry.js';
import { confirmLines, formLines, revealLines, type DrawnLine } from '../present/form.js';
import { PlainLine } from './Line.js';
import { useConsole } from './context.js';

interface BodyProps {
  readonly width: number;
  readonly height: number;
}

function Lines({ lines, width, height }: { lines: readonly DrawnLine[]; width: number; height: number }) {
  // Keep the end (the error and the keys) in view when a long form does not fit.
  const shown = lines.length > height ? [...lines.slice(0, height - 2), ...lines.slice(-2)] : lines;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      {shown.map((l, i) => (
        <PlainLine
          key={i}
          text={l.text}
          {...(l.color ? { color: l.color } : {})}
          {...(l.bold ? { bold: true } : {})}
        />
      ))}
    </Box>
  );
}

export function FormBody({ width, height }: BodyProps) {
  const { store, theme } = useConsole();
  const state = useStore(store, (s) => s);
  const overlay = state.view.overlay;
  if (overlay?.kind !== 'form') return null;
  return (
    <Lines
      lines={formLines(specOf(overlay.form.spec), state, overlay.form, theme, width)}
      width={width}
      height={height}
    />
  );
}

export function ConfirmBody({ width, height }: BodyProps) {
  const { store, theme } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  if (overlay?.kind !== 'confirm') return null;
  return <Lines lines={confirmLines(overlay.confirm, theme, width)} width={width} height={height} />;
}

const noSecrets = { subscribe: () => () => undefined, current: () => undefined };

export function RevealBody({ width, height }: BodyProps) {
  const { secrets, now, osc52 } = useConsole();
  const box = secrets ?? noSecrets;
  const revealed = useSyncExternalStore(box.subscribe, box.current);
  // One frame a second for the countdown, only while the box shows something.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!revealed) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [revealed]);
  return <Lines lines={revealLines(revealed, now(), osc52 ?? false, width)} width={width} height={height} />;
}
