// One terminal line made of coloured segments; never wraps. Without colour (NO_COLOR) no
// attribute is emitted either, so the output carries no escape sequences at all.
import { Text } from 'ink';
import type { Segment } from '../present/rows.js';
import { useConsole } from './context.js';

export interface LineProps {
  readonly segments: readonly Segment[];
  readonly inverse?: boolean;
  readonly bold?: boolean;
}

export function Line({ segments, inverse, bold }: LineProps) {
  const { theme } = useConsole();
  return (
    <Text wrap="truncate-end" inverse={theme.color && inverse} bold={theme.color && bold}>
      {segments.map((s, i) => (s.color && theme.color ? <Text key={i} color={s.color}>{s.text}</Text> : s.text))}
    </Text>
  );
}

export function PlainLine({ text, color, inverse, bold }: { text: string; color?: string; inverse?: boolean; bold?: boolean }) {
  const { theme } = useConsole();
  return (
    <Text wrap="truncate-end" color={theme.color ? color : undefined} inverse={theme.color && inverse} bold={theme.color && bold}>
      {text}
    </Text>
  );
}
