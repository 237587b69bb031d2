// Keyset bookmarks for deep pages. OFFSET walks every skipped index entry, so page 4,000 of a
// 100,000-card wallet would cost 4,000 times page 1. Instead, each ordered list remembers the key of
// every STEP-th entry (found while walking it once, lazily, only as deep as asked) and a deep page
// seeks to the nearest bookmark before it with a row-value comparison on the list's index, then skips
// fewer than STEP entries. Bookmarks are valid for one `stamp` of the list (a counter the database
// bumps whenever the list's order may change); any other stamp starts afresh. The paging contract
// (page and quantity) is unchanged: the rows are exactly those OFFSET would give.
import type { Ctx } from './context.js';

/** Entries between bookmarks: a deep page skips fewer than this many index entries. */
export const MARK_STEP = 100;
/** Lists remembered per database (the least recently used go first). */
const MAX_LISTS = 64;

/** One ordered list: `SELECT … FROM ${from} ${where} ORDER BY ${columns} ${dir}`. */
export interface MarkedList {
  /** `table alias`. */
  from: string;
  /** WHERE clause (possibly empty) and its arguments. */
  where: string;
  args: readonly unknown[];
  /**
   * The same clause (same arguments) as used after a bookmark, when `where` would keep the index from
   * seeking to it: an IN on the first ORDER BY column is an equality SQLite prefers to the row-value range.
   */
  seekWhere?: string | undefined;
  /** The ORDER BY columns, unique together (the last is the row's seq). */
  columns: readonly string[];
  dir: 'ASC' | 'DESC';
  /** Changes whenever the list's membership or order may have changed. */
  stamp: string;
}

interface Marks {
  stamp: string;
  /** keys[i]: the key of entry (i + 1) * MARK_STEP - 1. */
  keys: unknown[][];
  /** True once the walk reached the end of the list. */
  done: boolean;
}

const lists = new WeakMap<object, Map<string, Marks>>();

function marksOf(ctx: Ctx, id: string, stamp: string): Marks {
  let byList = lists.get(ctx.db);
  if (!byList) lists.set(ctx.db, (byList = new Map()));
  let marks = byList.get(id);
  byList.delete(id);
  if (!marks || marks.stamp !== stamp) marks = { stamp, keys: [], done: false };
  byList.set(id, marks);
  if (byList.size > MAX_LISTS) byList.delete(byList.keys().next().value as string);
  return marks;
}

/** `AND (a, b) > (?, ?)` (or `<` for a descending list): the entries after `key`. */
function after(list: MarkedList, key: readonly unknown[] | undefined): { sql: string; args: unknown[] } {
  if (!key) return { sql: list.where, args: [...list.args] };
  const cmp = `(${list.columns.join(', ')}) ${list.dir === 'ASC' ? '>' : '<'} (${list.columns.map(() => '?').join(', ')})`;
  const where = list.seekWhere ?? list.where;
  return { sql: where === '' ? `WHERE ${cmp}` : `${where} AND ${cmp}`, args: [...list.args, ...key] };
}

const orderOf = (list: MarkedList): string => list.columns.map((c) => `${c} ${list.dir}`).join(', ');

/** Walks on from the last bookmark, on the index alone, until bookmark `want` exists or the list ends. */
function extend(ctx: Ctx, list: MarkedList, marks: Marks, want: number): void {
  const from = after(list, marks.keys.at(-1));
  const keys = list.columns.map((c, i) => `${c} AS k${i}`).join(', ');
  const rows = ctx
    .stmt(`SELECT ${keys} FROM ${list.from} ${from.sql} ORDER BY ${orderOf(list)}`)
    .iterate(...from.args);
  let n = 0;
  for (const row of rows as Iterable<Record<string, unknown>>) {
    n += 1;
    if (n % MARK_STEP !== 0) continue;
    marks.keys.push(list.columns.map((_c, i) => row[`k${i}`]));
    if (marks.keys.length > want) return;
  }
  marks.done = true;
}

/**
 * The query of the seqs of the page at `offset` (seeking to the nearest bookmark), or undefined when a
 * bookmark would not pay: a shallow page, or one nearer the end than the bookmarks reached so far (the
 * caller reads that one from the other end). `total` is the number of entries in the list.
 */
export function seekPage(
  ctx: Ctx,
  list: MarkedList,
  total: number,
  limit: number,
  offset: number,
): { sql: string; args: unknown[] } | undefined {
  const want = Math.floor(offset / MARK_STEP) - 1;
  if (want < 0) return undefined;
  const id = `${list.from}\u0000${list.where}\u0000${orderOf(list)}\u0000${JSON.stringify(list.args)}`;
  const marks = marksOf(ctx, id, list.stamp);
  const reached = marks.keys.length * MARK_STEP;
  if (marks.keys.length <= want && !marks.done) {
    // Walking there costs offset - reached entries; reading from the end costs total - offset.
    if (total - offset - limit < offset - reached) return undefined;
    extend(ctx, list, marks, want);
  }
  const mark = Math.min(want, marks.keys.length - 1);
  const from = after(list, marks.keys[mark]);
  const seq = list.columns.at(-1) ?? 'seq';
  return {
    sql: `SELECT ${seq} FROM ${list.from} ${from.sql} ORDER BY ${orderOf(list)} LIMIT ? OFFSET ?`,
    args: [...from.args, limit, offset - (mark + 1) * MARK_STEP],
  };
}
