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

/** Adjacent segments of one colour become one string: fewer nodes for Ink to lay out per frame. */
export function coalesce(segments: readonly Segment[], color: boolean): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const c = color ? s.color : undefined;
    const last = out[out.length - 1];
    if (last && last.color === c) out[out.length - 1] = { ...last, text: last.text + s.text };
    else out.push(c ? { text: s.text, color: c } : { text: s.text });
  }
  return out;
}

export function Line({ segments, inverse, bold }: LineProps) {
  const { theme } = useConsole();
  const parts = coalesce(segments, theme.color);
  return (
    <Text wrap="truncate-end" inverse={theme.color && inverse} bold={theme.color && bold}>
      {parts.map((s, i) =>
        s.color ? (
          <Text key={i} color={s.color}>
            {s.text}
          </Text>
        ) : (
          s.text
        ),
      )}
    </Text>
  );
}

export function PlainLine({
  text,
  color,
  inverse,
  bold,
}: {
  text: string;
  color?: string;
  inverse?: boolean;
  bold?: boolean;
}) {
  const { theme } = useConsole();
  return (
    <Text
      wrap="truncate-end"
      color={theme.color ? color : undefined}
      inverse={theme.color && inverse}
      bold={theme.color && bold}
    >
      {text}
    </Text>
  );
}
