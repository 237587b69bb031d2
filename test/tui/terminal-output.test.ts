// The bundle swaps Ink's internal Output for src/tui/terminal-output.ts: the two must turn the same
// operations into the same frame, including across frames (the row cache) and with styles, wide
// characters, clipping and transformers.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Output from '../../src/tui/terminal-output.js';

type Transformer = (line: string, index: number) => string;
interface Clip {
  x1: number | undefined;
  x2: number | undefined;
  y1: number | undefined;
  y2: number | undefined;
}
type Op =
  | { kind: 'write'; x: number; y: number; text: string; transformer: number }
  | { kind: 'clip'; clip: Clip }
  | { kind: 'unclip' };
interface OutputLike {
  write(x: number, y: number, text: string, options: { transformers: Transformer[] }): void;
  clip(clip: Clip): void;
  unclip(): void;
  get(): { output: string; height: number };
}
type OutputClass = new (options: { width: number; height: number }) => OutputLike;

const inkOutput = async (): Promise<OutputClass> => {
  const url = pathToFileURL(join(process.cwd(), 'node_modules', 'ink', 'build', 'output.js')).href;
  return ((await import(url)) as { default: OutputClass }).default;
};

const TRANSFORMERS: Transformer[][] = [
  [],
  [(line) => line.toUpperCase()],
  [(line, index) => `${index}>${line}`, (line) => `\x1b[1m${line}\x1b[22m`],
];

const piece = fc.constantFrom(
  'abc',
  'Hello world',
  ' ',
  '  ',
  '|',
  '\n',
  '漢字',
  '😀',
  'é',
  'e\u0301',
  '\t',
  '\x1b[31m',
  '\x1b[39m',
  '\x1b[1m',
  '\x1b[22m',
  '\x1b[7m',
  '\x1b[27m',
  '\x1b[38;5;202m',
  '\x1b[0m',
  '\x1b[42m',
  '\x1b[49m',
);
const text = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const coordinate = fc.integer({ min: -2, max: 14 });
const maybe = fc.option(coordinate, { nil: undefined });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('write' as const),
      x: coordinate,
      y: coordinate,
      text,
      transformer: fc.integer({ min: 0, max: TRANSFORMERS.length - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('clip' as const),
      clip: fc.record({ x1: maybe, x2: maybe, y1: maybe, y2: maybe }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unclip' as const) }) },
);
const frame = fc.array(op, { maxLength: 12 });

function draw(
  OutputType: OutputClass,
  ops: readonly Op[],
  width: number,
  height: number,
): { output: string; height: number } {
  const output = new OutputType({ width, height });
  for (const o of ops) {
    if (o.kind === 'write')
      output.write(o.x, o.y, o.text, { transformers: TRANSFORMERS[o.transformer] ?? [] });
    else if (o.kind === 'clip') output.clip(o.clip);
    else if (o.kind === 'unclip') output.unclip();
  }
  return output.get();
}

describe('terminal output (the bundle replacement of Ink Output)', () => {
  it('draws the same frames as Ink, frame after frame', async () => {
    const Ink = await inkOutput();
    fc.assert(
      fc.property(
        fc.array(frame, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 10 }),
        (frames, width, height) => {
          for (const ops of frames)
            expect(draw(Output, ops, width, height)).toEqual(draw(Ink, ops, width, height));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('redraws a row whose text changed while its neighbours come from the previous frame', async () => {
    const Ink = await inkOutput();
    const rows = (selected: number) =>
      Array.from({ length: 5 }, (_, i) => ({
        kind: 'write' as const,
        x: 1,
        y: i,
        text: i === selected ? `\x1b[7m> row ${i}\x1b[27m` : `  row ${i}`,
        transformer: 0,
      }));
    for (const selected of [0, 1, 2, 1, 4]) {
      const mine = draw(Output, rows(selected), 20, 5);
      expect(mine).toEqual(draw(Ink, rows(selected), 20, 5));
      expect(mine.output.split('\n')[selected]).toContain('\x1b[7m> row');
    }
  });
});
