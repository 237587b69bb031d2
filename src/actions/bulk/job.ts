// A running bulk job: bounded concurrency, a shared pause and lower concurrency on 429, progress
// (done/failed/remaining, rate, ETA), cancel (in-flight items finish, nothing new starts), per-card
// results with one audit entry each, and a retry of the retryable failures reusing each item's key.
import { backgroundDelayMs } from '../../api/index.js';
import type { Card } from '../../store/index.js';
import type { AuditOutcome } from '../audit.js';
import { guard } from '../run.js';
import { putCards, refresh } from '../reads.js';
import type { ActionContext, ActionError, CardRef, Settlement } from '../types.js';
import { executeItem, type ItemOutcome } from './execute.js';
import { planBulkJob, type BulkAction, type BulkPlan, type BulkSpec, type SkippedCard } from './plan.js';

export type ItemState = 'pending' | 'running' | 'done' | 'failed' | 'skipped' | 'cancelled';
export type JobState = 'running' | 'cancelling' | 'cancelled' | 'finished';

export interface BulkItem {
  readonly card: CardRef;
  readonly state: ItemState;
  readonly idempotencyKey?: string;
  readonly attempts: number;
  readonly error?: ActionError;
  /** Why a card was skipped, or a note such as "already frozen". */
  readonly note?: string;
  readonly settled?: Settlement;
  readonly transactionIds?: readonly string[];
}

export interface BulkProgress {
  readonly state: JobState;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly skipped: number;
  readonly cancelled: number;
  readonly running: number;
  /** Not yet finished: pending + running. */
  readonly remaining: number;
  /** Items finished per second since the current run started. */
  readonly ratePerSec: number;
  /** Seconds left at the current rate; null until there is a rate. */
  readonly etaSec: number | null;
  readonly concurrency: number;
  /** Set while the job waits out a 429. */
  readonly pausedUntil?: number;
}

export interface BulkJob {
  readonly id: string;
  readonly action: BulkAction;
  readonly plan: BulkPlan;
  progress(): BulkProgress;
  items(): readonly BulkItem[];
  subscribe(listener: (progress: BulkProgress) => void): () => void;
  /** Called with each item as it settles (done or failed), after its audit entry: the journal's feed. */
  onItemSettled(listener: (item: BulkItem) => void): () => void;
  cancel(): void;
  /** Resolves when the current run (first run or a retry) has ended. */
  done(): Promise<BulkProgress>;
  /** Runs the retryable failures again with their keys; resolves when that run ends. */
  retryFailed(): Promise<BulkProgress>;
}

export interface JobOptions {
  id?: string;
  /** How many 429s one item may meet before it counts as failed (retryable). Default 100: a rate limit is not the card's fault. */
  maxRateLimitRetries?: number;
  /** First pause after a 429 that said no Retry-After (it then grows by the api layer's back-off). Default 1 s. */
  defaultPauseMs?: number;
}

interface MutableItem {
  card: CardRef;
  state: ItemState;
  idempotencyKey?: string;
  attempts: number;
  rateLimited: number;
  readFirst: boolean;
  lastSentAt?: number;
  error?: ActionError;
  note?: string;
  settled?: Settlement;
  transactionIds?: string[];
}

// Concurrency creeps back up after this many successes in a row without a 429.
const RECOVER_AFTER = 20;
const STORE_FLUSH_EVERY = 50;
let jobCounter = 0;

const AUDIT_OUTCOME: Record<'done' | 'failed', AuditOutcome> = { done: 'ok', failed: 'failed' };

function snapshot(item: MutableItem): BulkItem {
  return {
    card: item.card,
    state: item.state,
    attempts: item.attempts,
    ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
    ...(item.error ? { error: item.error } : {}),
    ...(item.note ? { note: item.note } : {}),
    ...(item.settled ? { settled: item.settled } : {}),
    ...(item.transactionIds ? { transactionIds: item.transactionIds } : {}),
  };
}

function initialItems(plan: BulkPlan): MutableItem[] {
  const runnable = plan.items.map((p): MutableItem => ({
    card: p.card,
    state: 'pending',
    attempts: 0,
    rateLimited: 0,
    readFirst: p.readFirst === true,
    ...(p.idempotencyKey ? { idempotencyKey: p.idempotencyKey } : {}),
    ...(p.sentSince === undefined ? {} : { lastSentAt: p.sentSince }),
  }));
  const skipped = plan.skipped.map((s: SkippedCard): MutableItem => ({
    card: s.card,
    state: 'skipped',
    attempts: 0,
    rateLimited: 0,
    readFirst: false,
    note: s.reason,
  }));
  return [...runnable, ...skipped];
}

/** How long a job pauses after a 429: the server's Retry-After wins; without one, the api layer's back-off. */
export function rateLimitPause(
  inARow: number,
  retryAfterMs: number | undefined,
  baseDelayMs: number,
  random?: () => number,
): number {
  return retryAfterMs ?? backgroundDelayMs(inARow, { rules: { baseDelayMs }, ...(random ? { random } : {}) });
}

export function runBulkPlan(ctx: ActionContext, plan: BulkPlan, opts: JobOptions = {}): BulkJob {
  const now = ctx.now ?? Date.now;
  const id = opts.id ?? `job-${++jobCounter}`;
  const maxConcurrency = Math.max(1, Math.floor(plan.spec.concurrency ?? 4));
  const maxRateLimited = opts.maxRateLimitRetries ?? 100;
  const defaultPauseMs = opts.defaultPauseMs ?? 1_000;
  const items = initialItems(plan);
  const listeners = new Set<(p: BulkProgress) => void>();
  const itemListeners = new Set<(item: BulkItem) => void>();
  let queue: MutableItem[] = [];
  let concurrency = maxConcurrency;
  let running = 0;
  /** 429s met since the last item went through: how far the back-off has grown. */
  let limitedInARow = 0;
  let streak = 0;
  let pausedUntil = 0;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  let state: JobState = 'running';
  let runStartedAt = now();
  let finishedInRun = 0;
  let finishRun: (p: BulkProgress) => void = () => undefined;
  let current: Promise<BulkProgress> = Promise.resolve(progress());
  let pendingCards: Card[] = [];

  function count(s: ItemState): number {
    return items.reduce((n, item) => n + (item.state === s ? 1 : 0), 0);
  }

  function progress(): BulkProgress {
    const pending = count('pending');
    const elapsedSec = Math.max(0.001, (now() - runStartedAt) / 1000);
    const ratePerSec = finishedInRun / elapsedSec;
    const remaining = pending + running;
    return {
      state,
      total: items.length,
      done: count('done'),
      failed: count('failed'),
      skipped: count('skipped'),
      cancelled: count('cancelled'),
      running,
      remaining,
      ratePerSec,
      etaSec: ratePerSec > 0 ? remaining / ratePerSec : null,
      concurrency,
      ...(pausedUntil > now() ? { pausedUntil } : {}),
    };
  }

  function emit(): void {
    if (listeners.size === 0) return;
    const p = progress();
    for (const listener of [...listeners]) {
      try {
        listener(p);
      } catch {
        // A broken progress view must not stop the job it watches.
      }
    }
  }

  function flushCards(force: boolean): void {
    if (pendingCards.length === 0 || (!force && pendingCards.length < STORE_FLUSH_EVERY)) return;
    putCards(ctx, pendingCards);
    pendingCards = [];
  }

  function audit(item: MutableItem, outcome: 'done' | 'failed'): void {
    ctx.audit.record({
      action: `bulk.${plan.spec.action}`,
      targets: { cardId: item.card.id, accountId: item.card.accountId, jobId: id },
      ...(plan.amount === undefined ? {} : { amount: plan.amount }),
      ...(item.card.currency === undefined ? {} : { currency: item.card.currency }),
      ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
      outcome:
        item.settled === 'applied'
          ? 'applied'
          : outcome === 'failed' && item.settled
            ? item.settled === 'not_applied'
              ? 'not_applied'
              : 'unknown'
            : AUDIT_OUTCOME[outcome],
      ...(item.transactionIds ? { transactionIds: item.transactionIds } : {}),
      ...(item.error ? { errorCode: item.error.code ?? item.error.kind, message: item.error.message } : {}),
      ...(item.note ? { message: item.note } : {}),
    });
  }

  function onRateLimited(item: MutableItem, retryAfterMs: number | undefined): void {
    item.rateLimited += 1;
    limitedInARow += 1;
    streak = 0;
    concurrency = Math.max(1, Math.floor(concurrency / 2));
    pausedUntil = Math.max(pausedUntil, now() + rateLimitPause(limitedInARow, retryAfterMs, defaultPauseMs));
    if (item.rateLimited > maxRateLimited) {
      settle(item, {
        kind: 'failed',
        error: {
          kind: 'rate_limited',
          message: 'rate limited too often',
          fields: [],
          retryable: true,
          code: 'rate_limited',
        },
        readFirst: item.readFirst,
      });
      return;
    }
    item.state = 'pending';
    queue.unshift(item);
  }

  function settle(item: MutableItem, outcome: Exclude<ItemOutcome, { kind: 'rate_limited' }>): void {
    finishedInRun += 1;
    if (outcome.kind === 'done') {
      limitedInARow = 0;
      Object.assign(item, { state: 'done', error: undefined, readFirst: false });
      if (outcome.note) item.note = outcome.note;
      if (outcome.settled) item.settled = outcome.settled;
      if (outcome.transactionIds) item.transactionIds = outcome.transactionIds;
      if (outcome.card) pendingCards.push(outcome.card);
      streak += 1;
      if (streak >= RECOVER_AFTER && concurrency < maxConcurrency) {
        concurrency += 1;
        streak = 0;
      }
    } else {
      Object.assign(item, { state: 'failed', error: outcome.error, readFirst: outcome.readFirst });
      if (outcome.error.settled) item.settled = outcome.error.settled;
      if (outcome.error.kind === 'not_permitted' && outcome.error.code === 'forbidden') {
        ctx.session.forceReadOnly(`the server refused a change (403) during bulk ${plan.spec.action}`);
        cancel();
      }
    }
    audit(item, outcome.kind);
    flushCards(false);
    const settled = snapshot(item);
    for (const listener of [...itemListeners]) {
      try {
        listener(settled);
      } catch {
        // As with progress listeners: the job goes on.
      }
    }
  }

  async function execute(item: MutableItem): Promise<void> {
    item.state = 'running';
    item.attempts += 1;
    const sentAt = now();
    emit();
    const outcome = await executeItem(
      ctx,
      plan,
      {
        card: item.card,
        readFirst: item.readFirst,
        ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
        ...(item.lastSentAt === undefined ? {} : { lastSentAt: item.lastSentAt }),
      },
      sentAt,
    );
    if (outcome.kind === 'rate_limited') onRateLimited(item, outcome.retryAfterMs);
    else {
      if (outcome.kind === 'failed' && outcome.readFirst) item.lastSentAt = item.lastSentAt ?? sentAt;
      settle(item, outcome);
    }
  }

  function finish(): void {
    if (pauseTimer) clearTimeout(pauseTimer);
    pauseTimer = undefined;
    for (const item of queue) item.state = 'cancelled';
    queue = [];
    state = state === 'cancelling' ? 'cancelled' : 'finished';
    flushCards(true);
    void refresh(ctx, ...[...new Set(items.map((i) => i.card.accountId))].map((account) => ({ account })));
    const p = progress();
    emit();
    finishRun(p);
  }

  function pump(): void {
    if (state === 'cancelling') {
      if (running === 0) finish();
      return;
    }
    const wait = pausedUntil - now();
    if (wait > 0 && queue.length > 0) {
      if (!pauseTimer) {
        pauseTimer = setTimeout(() => {
          pauseTimer = undefined;
          pump();
        }, wait);
        emit();
      }
      return;
    }
    while (running < concurrency && queue.length > 0) {
      const item = queue.shift() as MutableItem;
      running += 1;
      void execute(item).finally(() => {
        running -= 1;
        emit();
        pump();
      });
    }
    if (running === 0 && queue.length === 0) finish();
  }

  function startRun(selected: MutableItem[]): Promise<BulkProgress> {
    queue = selected;
    for (const item of selected) item.state = 'pending';
    state = 'running';
    runStartedAt = now();
    finishedInRun = 0;
    current = new Promise<BulkProgress>((resolve) => {
      finishRun = resolve;
    });
    // Start on the next tick so a caller can subscribe before the first progress event.
    setTimeout(pump, 0);
    return current;
  }

  function cancel(): void {
    if (state !== 'running') return;
    state = 'cancelling';
    if (pauseTimer) {
      clearTimeout(pauseTimer);
      pauseTimer = undefined;
    }
    for (const item of queue) item.state = 'cancelled';
    queue = [];
    emit();
    if (running === 0) finish();
  }

  startRun(items.filter((i) => i.state === 'pending'));

  return {
    id,
    action: plan.spec.action,
    plan,
    progress,
    items: () => items.map(snapshot),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onItemSettled(listener) {
      itemListeners.add(listener);
      return () => itemListeners.delete(listener);
    },
    cancel,
    done: () => current,
    async retryFailed() {
      await current;
      const retryable = items.filter((i) => i.state === 'failed' && i.error?.retryable);
      if (retryable.length === 0 || guard(ctx)) return progress();
      for (const item of retryable) item.rateLimited = 0;
      concurrency = maxConcurrency;
      return startRun(retryable);
    },
  };
}

export type StartResult = { ok: true; job: BulkJob } | { ok: false; error: ActionError };

export interface StartOptions extends JobOptions {
  /** The plan the operator confirmed (from planBulkJob); planned afresh when absent. */
  plan?: BulkPlan;
  registry?: { add(job: BulkJob): void };
}

/**
 * Plans (unless given the confirmed plan) and, when the plan is acceptable and read-only mode and
 * the production guard allow, starts the job. The job runs on its own; subscribe for progress.
 */
export async function startBulkJob(
  ctx: ActionContext,
  spec: BulkSpec,
  opts: StartOptions = {},
): Promise<StartResult> {
  const refused = guard(ctx);
  if (refused) return { ok: false, error: refused };
  let plan = opts.plan;
  if (!plan) {
    const planned = await planBulkJob(ctx, spec);
    if (!planned.ok) return planned;
    plan = planned.plan;
  }
  const job = runBulkPlan(ctx, plan, opts);
  opts.registry?.add(job);
  return { ok: true, job };
}
