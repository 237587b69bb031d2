// The name and limit changes the console's card reads showed, as timeline rows (source "read"), merged with
// our own audited edits: when the next read of a field shows exactly what our edit's audit says it did
// (before → after), that is one row naming both sources, not two. Pure.
import type { ReadChange } from '../../store/index.js';
import { sameValue, type EditField } from '../edit-fields.js';
import type { FieldEdit, TimelineRow } from './types.js';

export type EditRow = Extract<TimelineRow, { kind: 'edit' }>;

/**
 * How long before our audit entry's time a read may be and still be the read of our edit: the edit's own
 * read-back can be applied before the entry is written.
 */
export const READ_BEFORE_AUDIT_MS = 120_000;

const textOf = (value: string | null): string => value ?? '';

function shows(field: string, edit: FieldEdit, read: ReadChange): boolean {
  const f = field as EditField;
  const before = edit.before === undefined || sameValue(f, textOf(edit.before), textOf(read.old));
  return before && sameValue(f, textOf(edit.after), textOf(read.new));
}

/** The first read of `field` from READ_BEFORE_AUDIT_MS before `atMs` on (reads are oldest first). */
function nextRead(reads: readonly ReadChange[], field: string, atMs: number): ReadChange | undefined {
  return reads.find((r) => r.field === field && r.at >= atMs - READ_BEFORE_AUDIT_MS);
}

/** Reads seen at the same moment (one read applied) become one row. */
function readOnlyRows(reads: readonly ReadChange[], currency: string | undefined): EditRow[] {
  const byTime = new Map<number, ReadChange[]>();
  for (const read of reads) byTime.set(read.at, [...(byTime.get(read.at) ?? []), read]);
  return [...byTime].map(([at, changes]) => ({
    kind: 'edit',
    key: `read:${at}`,
    at: new Date(at).toISOString(),
    atMs: at,
    sources: ['read'],
    changes: Object.fromEntries(changes.map((c) => [c.field, { before: c.old, after: c.new }])),
    ...((changes[0]?.currency ?? currency) !== undefined
      ? { currency: changes[0]?.currency ?? currency }
      : {}),
  }));
}

/**
 * Our audited edits with "read" added where the next read confirmed them, and a row of each read change
 * no edit of ours explains. `reads` are one card's, oldest first.
 */
export function withReads(
  edits: readonly EditRow[],
  reads: readonly ReadChange[],
  currency?: string,
): EditRow[] {
  const claimed = new Set<ReadChange>();
  const confirmed = [...edits]
    .sort((a, b) => a.atMs - b.atMs)
    .map((edit) => {
      let seen = false;
      for (const [field, change] of Object.entries(edit.changes)) {
        const read = nextRead(reads, field, edit.atMs);
        if (!read || claimed.has(read) || !shows(field, change, read)) continue;
        claimed.add(read);
        seen = true;
      }
      return seen && !edit.sources.includes('read')
        ? { ...edit, sources: [...edit.sources, 'read' as const] }
        : edit;
    });
  return [
    ...confirmed,
    ...readOnlyRows(
      reads.filter((r) => !claimed.has(r)),
      currency,
    ),
  ];
}
