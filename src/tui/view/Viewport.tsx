// The one window component: a title, fixed head lines, the moving part windowed to the rows left,
// and fixed foot lines. Every list, detail and overlay is drawn through it; where its window starts
// is the Viewport's arithmetic (./viewport.ts), never the caller's.
import { Box } from 'ink';
import { useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { Line, PlainLine } from '../components/Line.js';
import { useConsole } from '../components/context.js';
import { displayWidth, truncate } from '../text.js';
import { envOf } from './env.js';
import type { DrawnLine } from './lines.js';
import type { BodyProps, Page, Size, ViewEnv } from './types.js';
import { clampPosition, viewportRoom, windowTop, type Span, type SpanKind } from './span.js';

/** One drawn line, cut to the width; coloured segments survive when the whole line fits. */
export function DrawnText({ line, width }: { line: DrawnLine; width: number }) {
  if (line.segments && displayWidth(line.text) <= width)
    return <Line segments={line.segments} inverse={line.inverse} bold={line.bold} />;
  return (
    <PlainLine text={truncate(line.text, width)} color={line.color} bold={line.bold} inverse={line.inverse} />
  );
}

/** The first row of a window that remembers where it was (a cursor list moves it by half pages). */
export function useWindowTop(span: Span): number {
  const previous = useRef(0);
  const top = windowTop(span, previous.current);
  previous.current = top;
  return top;
}

export interface ViewportProps extends Size {
  readonly title?: DrawnLine;
  readonly head?: readonly DrawnLine[];
  readonly foot?: readonly DrawnLine[];
  readonly kind: SpanKind;
  readonly at: number;
  readonly length: number;
  /** One line of the moving part; `selected` on the cursor row. */
  readonly line: (index: number, selected: boolean) => ReactNode;
  /** Drawn when there is nothing to show. */
  readonly empty?: DrawnLine;
  /** A window the caller already computed with `useWindowTop` (a table sizes its columns to it). */
  readonly top?: number;
  /** The last line: which lines show, of how many (see `Page.where`). */
  readonly where?: Page['where'];
}

export function Viewport(props: ViewportProps) {
  const { width, height, title, head = [], foot = [], kind, at, length, line, empty, where } = props;
  const room = viewportRoom(height, props);
  const span: Span = { kind, at, length, room };
  const remembered = useWindowTop(span);
  const top = props.top ?? remembered;
  const selected = kind === 'cursor' ? clampPosition(span, at) : -1;
  const rows: ReactNode[] = [];
  for (let i = top; i < Math.min(length, top + room); i += 1) rows.push(line(i, i === selected));
  // Every line is cut to the width and the rows to the room, so nothing overflows unless the fixed
  // lines alone are taller than the box. Clipping is not free: Ink then slices every line it writes.
  const fixed = (title ? 1 : 0) + head.length + foot.length + (where ? 1 : 0);
  const shown = where?.(Math.min(length, top + 1), Math.min(length, top + room), length);
  return (
    <Box
      flexDirection="column"
      width={width}
      height={height}
      overflow={fixed > height ? 'hidden' : 'visible'}
    >
      {title ? <DrawnText line={title} width={width} /> : null}
      {head.map((l, i) => (
        <DrawnText key={`head${i}`} line={l} width={width} />
      ))}
      {length === 0 && empty ? <DrawnText line={empty} width={width} /> : rows}
      {foot.map((l, i) => (
        <DrawnText key={`foot${i}`} line={l} width={width} />
      ))}
      {shown ? <DrawnText line={shown} width={width} /> : null}
    </Box>
  );
}

/** The cursor row's marker: every cursor list shows it the same way. */
export const cursorMarker = (selected: boolean): string => (selected ? '> ' : '  ');

function marked(line: DrawnLine, selected: boolean, inverse: boolean): DrawnLine {
  const marker = cursorMarker(selected);
  return {
    ...line,
    text: marker + line.text,
    inverse: selected && inverse,
    ...(line.segments ? { segments: [{ text: marker }, ...line.segments] } : {}),
  };
}

/** A page of lines through the Viewport; a cursor row gets the marker and inverse video. */
export function PageViewport({ page, width, height }: Size & { page: Page }) {
  const { theme } = useConsole();
  const kind = page.position?.kind ?? 'scroll';
  return (
    <Viewport
      width={width}
      height={height}
      title={page.title}
      head={page.head}
      foot={page.foot}
      where={page.where}
      empty={page.empty}
      kind={kind}
      at={page.position?.at ?? 0}
      length={page.lines.length}
      line={(i, selected) => {
        const l = page.lines.at(i) ?? { text: '' };
        const drawn = kind === 'cursor' ? marked(l, selected, theme.inverse) : l;
        return <DrawnText key={i} line={drawn} width={width} />;
      }}
    />
  );
}

/** The body of a view that is a page of lines: redrawn on every store change. */
export function PageBody({
  page,
  width,
  height,
}: BodyProps & { page: (env: ViewEnv, width: number) => Page | undefined }) {
  const services = useConsole();
  const state = useStore(services.store, (s) => s);
  const shown = page(envOf(services, state, services.now()), width);
  return shown ? <PageViewport page={shown} width={width} height={height} /> : null;
}
