// What the bulk commands (`cards`, `jobs resume`) print: a line per card and a summary, as JSON lines (--json) or text.
import type { BulkItem, BulkProgress } from '../actions/index.js';
import { safeJson, sanitizeText } from '../domain/index.js';

export interface Out {
  stdout: { write(text: string): unknown };
}

const safe = (text: string): string => sanitizeText(text);

/**
 * A card's result with the server's text as the server sent it: JSON lines carry it exactly (safeJson
 * escapes every control, bidi and separator code point as \u, which a parser reads back), and the
 * text lines pass it through the terminal sanitiser.
 */
export function itemLine(action: string, item: BulkItem): Record<string, unknown> {
  return {
    id: item.card.id,
    action,
    // Scripts knew an outcome that may have applied as `failed` with `settled: still_unknown` (or code
    // outcome_unknown); the line keeps saying so, and the JSON keeps its field names.
    outcome: item.state === 'unknown' ? 'failed' : item.state,
    ...(item.card.name ? { name: item.card.name } : {}),
    ...(item.note ? { note: item.note } : {}),
    ...(item.error
      ? {
          error: item.error.message,
          code: item.error.code ?? item.error.kind,
          retryable: item.error.retryable,
        }
      : {}),
    ...(item.readBack ? { settled: item.readBack } : {}),
    ...(item.transactionIds ? { transactionIds: item.transactionIds } : {}),
    ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
  };
}

export function printLine(io: Out, json: boolean, line: Record<string, unknown>): void {
  if (json) {
    io.stdout.write(`${safeJson(line)}\n`);
    return;
  }
  const text = (v: unknown): string => safe(String(v));
  const detail = [line.note, line.error, line.reason]
    .filter((v) => typeof v === 'string')
    .map(text)
    .join('; ');
  io.stdout.write(
    `${text(line.outcome).padEnd(11)} ${text(line.id)}${line.name ? `  ${text(line.name)}` : ''}${detail ? `  (${detail})` : ''}\n`,
  );
}

/** The summary's `failed`: cards that did not end done, skipped or cancelled (unknown ones too, as before). */
export const failedCount = (end: BulkProgress): number => end.failed + end.unknown;

export function printJobId(io: Out, json: boolean, id: string): void {
  io.stdout.write(json ? `${safeJson({ job: id })}\n` : `job ${id}\n`);
}

export function printSummary(io: Out, json: boolean, summary: Record<string, unknown>): void {
  if (json) io.stdout.write(`${safeJson({ summary: true, ...summary })}\n`);
  else
    io.stdout.write(
      `${Object.entries(summary)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(' ')}\n`,
    );
}
