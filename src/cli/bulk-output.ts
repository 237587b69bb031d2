// What the bulk commands (`cards`, `jobs resume`) print: a line per card and a summary, as JSON lines (--json) or text.
// Text says amounts in the one money format; JSON keeps them as the service writes them, for scripts.
import type { BulkItem, BulkProgress } from '../actions/index.js';
import { displayAmount, parseMoneyString, safeJson, sanitizeText } from '../domain/index.js';

export interface Out {
  stdout: { write(text: string): unknown };
}

/** Where a card's line came from and what it moves: the input line it answers, the amount of a fund or defund. */
export interface LineContext {
  readonly line?: number;
  readonly amount?: string;
}

const safe = (text: string): string => sanitizeText(text);

/**
 * A card's result with the server's text as the server sent it: JSON lines carry it exactly (safeJson
 * escapes every control, bidi and separator code point as \u, which a parser reads back), and the
 * text lines pass it through the terminal sanitiser. A money line carries its amount and currency.
 */
export function itemLine(action: string, item: BulkItem, context: LineContext = {}): Record<string, unknown> {
  return {
    ...(context.line !== undefined ? { line: context.line } : {}),
    id: item.card.id,
    action,
    // Scripts knew an outcome that may have applied as `failed` with `settled: still_unknown` (or code
    // outcome_unknown); the line keeps saying so, and the JSON keeps its field names.
    outcome: item.state === 'unknown' ? 'failed' : item.state,
    ...(item.card.name ? { name: item.card.name } : {}),
    ...(context.amount === undefined ? {} : { amount: context.amount, currency: item.card.currency }),
    ...(item.note ? { note: item.note } : {}),
    ...(item.error
      ? {
          error: item.error.message,
          code: item.error.code ?? item.error.kind,
          retryable: item.error.retryable,
        }
      : {}),
    ...(item.readBack ? { settled: item.readBack } : {}),
    ...(item.transactionIds !== undefined ? { transactionIds: item.transactionIds } : {}),
    ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
  };
}

const text = (v: unknown): string => safe(typeof v === 'object' && v !== null ? safeJson(v) : String(v));

/** An amount in the one money format an operator reads ("1,414,079.65"); what is not an amount, as it is. */
function moneyText(v: unknown): string {
  const parsed = typeof v === 'string' ? parseMoneyString(v) : undefined;
  return parsed?.ok ? displayAmount(parsed.value) : text(v);
}

/** The summary's fields that hold an amount, or an amount per currency. */
const AMOUNTS = new Set(['amount', 'totalAmount', 'doneAmount']);
const PER_CURRENCY = new Set(['totalAmounts', 'doneAmounts']);

function summaryValue(key: string, v: unknown): string {
  if (AMOUNTS.has(key)) return moneyText(v);
  if (PER_CURRENCY.has(key) && typeof v === 'object' && v !== null)
    return Object.entries(v)
      .map(([currency, amount]) => `${text(currency)} ${moneyText(amount)}`)
      .join(', ');
  return text(v);
}

/** `(code: what happened)` for a text line, or nothing when there is nothing to say. */
function detailOf(line: Record<string, unknown>): string {
  const said = [line.note, line.error, line.reason].filter((v) => typeof v === 'string').map(text);
  const code = typeof line.code === 'string' ? text(line.code) : undefined;
  const what = said.join('; ');
  if (code === undefined) return what ? `  (${what})` : '';
  return `  (${code}${what ? `: ${what}` : ''})`;
}

export function printLine(io: Out, json: boolean, line: Record<string, unknown>): void {
  if (json) {
    io.stdout.write(`${safeJson(line)}\n`);
    return;
  }
  const where = typeof line.line === 'number' ? `line ${line.line}  ` : '';
  const name = line.name ? `  ${text(line.name)}` : '';
  const money =
    line.amount === undefined ? '' : `  ${moneyText(line.amount)} ${text(line.currency ?? '')}`.trimEnd();
  io.stdout.write(
    `${text(line.outcome).padEnd(11)} ${where}${text(line.id)}${name}${money}${detailOf(line)}\n`,
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
        .map(([k, v]) => `${k}=${summaryValue(k, v)}`)
        .join(' ')}\n`,
    );
}
