// A drop-in for Ink 6's internal `Output` (ink/build/output.js), which the bundle uses in its place
// (scripts/bundle-plugins.mjs). Ink's version rebuilds every frame cell by cell: it tokenizes
// every line written, lays each styled character into a width x height grid, and turns each grid
// row back into a string. At 120x40 that is ~12 ms of CPU per cursor move, almost all of a
// keypress. This one produces the same string, row by row: a row is rebuilt only when what is
// written to it differs from the previous frame, and a row of plain ASCII text skips the styled
// grid. Clipping, transformers and wide characters follow Ink's algorithm step for step
// (test/tui/terminal-output.test.ts compares the two on random frames).
import {
  styledCharsFromTokens,
  styledCharsToString,
  tokenize,
  type StyledChar,
} from '@alcalzone/ansi-tokenize';
import sliceAnsi from 'slice-ansi';
import stringWidth from 'string-width';

type Transformer = (line: string, index: number) => string;
interface Clip {
  x1: number | undefined;
  x2: number | undefined;
  y1: number | undefined;
  y2: number | undefined;
}
type Operation =
  | { type: 'write'; x: number; y: number; text: string; transformers: Transformer[] }
  | { type: 'clip'; clip: Clip }
  | { type: 'unclip' };

/** One line of text placed on a row at column x, after clipping and transformers. */
interface Fragment {
  x: number;
  line: string;
}

class Widths {
  private readonly widths = new Map<string, number>();
  private readonly blockWidths = new Map<string, number>();
  private readonly styled = new Map<string, StyledChar[]>();

  of(text: string): number {
    let cached = this.widths.get(text);
    if (cached === undefined) {
      cached = isPrintableAscii(text) ? text.length : stringWidth(text);
      this.widths.set(text, cached);
    }
    return cached;
  }

  widestLine(text: string): number {
    let cached = this.blockWidths.get(text);
    if (cached === undefined) {
      cached = 0;
      for (const line of text.split('\n')) cached = Math.max(cached, this.of(line));
      this.blockWidths.set(text, cached);
    }
    return cached;
  }

  styledChars(line: string): StyledChar[] {
    let cached = this.styled.get(line);
    if (cached === undefined) {
      cached = styledCharsFromTokens(tokenize(line));
      this.styled.set(line, cached);
    }
    return cached;
  }
}

function isPrintableAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e) return false;
  }
  return true;
}

/** Rows of the last frames, by what was written to them: unchanged rows are not rebuilt. */
let previousRows = new Map<string, string>();

function rowKey(width: number, fragments: readonly Fragment[]): string {
  let key = `${width}`;
  for (const { x, line } of fragments) key += `|${x}:${line.length}:${line}`;
  return key;
}

/** A row where every fragment is printable ASCII: one character per cell, no styles to carry. */
function plainRow(width: number, fragments: readonly Fragment[]): string {
  const cells: string[] = [];
  for (let x = 0; x < width; x++) cells.push(' ');
  for (const { x, line } of fragments) {
    for (let i = 0; i < line.length; i++) cells[x + i] = line[i] as string;
  }
  return cells.join('').trimEnd();
}

/** Ink's per-row algorithm: styled characters laid into cells, wide characters blanking the cells they cover. */
function styledRow(width: number, fragments: readonly Fragment[], widths: Widths): string {
  const row: StyledChar[] = [];
  for (let x = 0; x < width; x++) row.push({ type: 'char', value: ' ', fullWidth: false, styles: [] });
  for (const { x, line } of fragments) {
    let offsetX = x;
    for (const character of widths.styledChars(line)) {
      row[offsetX] = character;
      const characterWidth = Math.max(1, widths.of(character.value));
      for (let index = 1; index < characterWidth; index++) {
        row[offsetX + index] = { type: 'char', value: '', fullWidth: false, styles: character.styles };
      }
      offsetX += characterWidth;
    }
  }
  return styledCharsToString(row.filter((item) => item !== undefined)).trimEnd();
}

export default class Output {
  width: number;
  height: number;
  private readonly operations: Operation[] = [];
  private readonly widths = new Widths();

  constructor(options: { width: number; height: number }) {
    this.width = options.width;
    this.height = options.height;
  }

  write(x: number, y: number, text: string, options: { transformers: Transformer[] }): void {
    if (!text) return;
    this.operations.push({ type: 'write', x, y, text, transformers: options.transformers });
  }

  clip(clip: Clip): void {
    this.operations.push({ type: 'clip', clip });
  }

  unclip(): void {
    this.operations.push({ type: 'unclip' });
  }

  get(): { output: string; height: number } {
    const rows = this.fragmentsByRow();
    const current = new Map<string, string>();
    const lines: string[] = [];
    for (const fragments of rows) {
      const key = rowKey(this.width, fragments);
      let line = current.get(key) ?? previousRows.get(key);
      if (line === undefined) {
        line = fragments.every((f) => isPrintableAscii(f.line))
          ? plainRow(this.width, fragments)
          : styledRow(this.width, fragments, this.widths);
      }
      current.set(key, line);
      lines.push(line);
    }
    previousRows = current;
    return { output: lines.join('\n'), height: rows.length };
  }

  /** Replays the operations as Ink does, collecting what lands on each row in order. */
  private fragmentsByRow(): Fragment[][] {
    const rows: Fragment[][] = [];
    for (let y = 0; y < this.height; y++) rows.push([]);
    const clips: Clip[] = [];
    for (const operation of this.operations) {
      if (operation.type === 'clip') clips.push(operation.clip);
      else if (operation.type === 'unclip') clips.pop();
      else this.place(operation, clips.at(-1), rows);
    }
    return rows;
  }

  private place(
    operation: Extract<Operation, { type: 'write' }>,
    clip: Clip | undefined,
    rows: Fragment[][],
  ): void {
    const { text, transformers } = operation;
    let { x, y } = operation;
    let lines = text.split('\n');
    if (clip) {
      const clipHorizontally = typeof clip.x1 === 'number' && typeof clip.x2 === 'number';
      const clipVertically = typeof clip.y1 === 'number' && typeof clip.y2 === 'number';
      const x1 = clip.x1 as number;
      const x2 = clip.x2 as number;
      const y1 = clip.y1 as number;
      const y2 = clip.y2 as number;
      if (clipHorizontally) {
        const width = this.widths.widestLine(text);
        if (x + width < x1 || x > x2) return;
      }
      if (clipVertically && (y + lines.length < y1 || y > y2)) return;
      if (clipHorizontally) {
        const startX = x;
        lines = lines.map((line) => {
          const from = startX < x1 ? x1 - startX : 0;
          const width = this.widths.of(line);
          const to = startX + width > x2 ? x2 - startX : width;
          return sliceAnsi(line, from, to);
        });
        if (x < x1) x = x1;
      }
      if (clipVertically) {
        const from = y < y1 ? y1 - y : 0;
        const to = y + lines.length > y2 ? y2 - y : lines.length;
        lines = lines.slice(from, to);
        if (y < y1) y = y1;
      }
    }
    let offsetY = 0;
    for (const [index, original] of lines.entries()) {
      // As in Ink, a line off the output (or at a fractional row) is skipped without advancing.
      const row = rows[y + offsetY];
      if (!row) continue;
      let line = original;
      for (const transformer of transformers) line = transformer(line, index);
      row.push({ x, line });
      offsetY++;
    }
  }
}
