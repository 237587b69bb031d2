// The journal's lines as schemas: a journal carries money-safety state across restarts (which card
// was funded, with which key), so a line is believed only when it has the shape written here. A line
// that does not (corrupt, cut short, from another program) is reported and skipped: its card then
// has no recorded outcome, and a resume reads it back before sending anything.
import { z } from 'zod';
import { parseMoneyString } from '../../domain/index.js';
import { OUTCOME_KINDS, READ_BACKS } from '../outcome-kinds.js';

const text = z.string().min(1);
const amount = z.string().refine((v) => parseMoneyString(v).ok, 'not a decimal amount');

export const JournalOwner = z.object({
  profile: z.string(),
  baseUrl: z.string(),
  /** The organization (merchant) the credentials act for, where the profile names one. */
  merchant: z.string().optional(),
});
export type JournalOwner = z.infer<typeof JournalOwner>;

/** Where a console's jobs are journaled: its state directory, for its target. */
export interface JournalPlace {
  readonly stateDir: string;
  readonly target: JournalOwner;
}

export const JournalPlanItem = z.object({
  cardId: text,
  accountId: text,
  amount: amount.optional(),
  idempotencyKey: text.optional(),
  /** The card's status and currency when planned (masked data only). */
  status: z.string().optional(),
  currency: z.string().optional(),
});
export type JournalPlanItem = z.infer<typeof JournalPlanItem>;

export const JournalPlan = z.object({
  id: text,
  createdAt: z.iso.datetime({ offset: true }),
  target: JournalOwner,
  action: text,
  amount: amount.optional(),
  /** What a resume needs to send the same request: the API family, the operator's description, the limits. */
  family: z.enum(['org', 'account']).optional(),
  description: z.string().optional(),
  limits: z.record(z.string(), z.string()).optional(),
  concurrency: z.number().int().positive().optional(),
  /** The job undoes an earlier change (its undo record's id): a resumed job still says so. */
  undoes: z.string().optional(),
  items: z.array(JournalPlanItem),
});
export type JournalPlan = z.infer<typeof JournalPlan>;

const outcomeFields = {
  cardId: text,
  outcome: z.enum(OUTCOME_KINDS),
  readBack: z.enum(READ_BACKS).optional(),
  /** The name `readBack` had before the outcome words were made one vocabulary (older journals). */
  settled: z.enum(READ_BACKS).optional(),
  transactionIds: z.array(z.string()).optional(),
  error: z.string().optional(),
  retryable: z.boolean().optional(),
};

interface OutcomeFields {
  cardId: string;
  outcome: (typeof OUTCOME_KINDS)[number];
  readBack?: (typeof READ_BACKS)[number] | undefined;
  settled?: (typeof READ_BACKS)[number] | undefined;
  transactionIds?: string[] | undefined;
  error?: string | undefined;
  retryable?: boolean | undefined;
}

/** Today's shape of an outcome line: an older `settled` read as `readBack`, absent fields left out. */
function recorded({ cardId, outcome, readBack, settled, transactionIds, error, retryable }: OutcomeFields) {
  const found = readBack ?? settled;
  return {
    cardId,
    outcome,
    ...(found ? { readBack: found } : {}),
    ...(transactionIds !== undefined ? { transactionIds } : {}),
    ...(error !== undefined ? { error } : {}),
    ...(retryable !== undefined ? { retryable } : {}),
  };
}

/** An Outcome as the journal records it: the error reduced to its code and whether trying again may help. */
export const RecordedOutcome = z.object(outcomeFields).transform(recorded);
export type RecordedOutcome = z.output<typeof RecordedOutcome>;

const PlanLine = JournalPlan.extend({ type: z.literal('plan') });
const ItemLine = z
  .object({ type: z.literal('item'), ...outcomeFields })
  .transform(({ type, ...fields }) => ({ type, ...recorded(fields) }));
const ResumeLine = z.object({ type: z.literal('resume'), at: z.string(), pid: z.number().int() });
const EndLine = z.object({ type: z.literal('end') });

export const JournalLine = z.union([PlanLine, ItemLine, ResumeLine, EndLine]);
export type JournalLine = z.input<typeof JournalLine>;
export type ReadLine = z.output<typeof JournalLine>;

/** One line of a journal file, or why it is not believed. */
export function parseLine(raw: string): { ok: true; line: ReadLine } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'not JSON (a write cut short?)' };
  }
  const parsed = JournalLine.safeParse(value);
  if (parsed.success) return { ok: true, line: parsed.data };
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return { ok: false, reason: `not a journal line (${where}${first?.message ?? 'unexpected shape'})` };
}
