// The steps of a running bulk job, each a method of JobRun: start a run, pump the queue within the
// pacer's concurrency, execute a card, take a 429, end a card with its outcome (audit entry, the
// journal's feed, the store), finish the run. A retry starts a new run over the retryable cards.
import type { Card } from '../../store/index.js';
import type { AuditRecord } from '../audit.js';
import { auditFields } from '../outcome.js';
import { putCards, refresh } from '../reads.js';
import { guard } from '../run.js';
import type { ActionContext, ActionError } from '../types.js';
import { executeItem, type Tried } from './execute.js';
import {
  canRetry,
  endItem,
  initialItems,
  outcomeOf,
  snapshot,
  type BulkItem,
  type ItemState,
  type MutableItem,
} from './items.js';
import type { BulkProgress, JobOptions, JobState } from './job-types.js';
import { Pacer } from './pacer.js';
import type { BulkPlan } from './plan.js';
import { createListeners } from '../../domain/index.js';

const STORE_FLUSH_EVERY = 50;

const RATE_LIMITED_TOO_OFTEN: ActionError = {
  kind: 'rate_limited',
  message: 'rate limited too often',
  fields: [],
  retryable: true,
  code: 'rate_limited',
};

function countStates(items: readonly MutableItem[]): Record<ItemState, number> {
  const counts = { pending: 0, running: 0, cancelled: 0, done: 0, skipped: 0, failed: 0, unknown: 0 };
  for (const item of items) counts[item.state] += 1;
  return counts;
}

/** One job's run state and its steps: pump the queue, execute a card, end it, finish the run. */
export class JobRun {
  readonly progressFeed = createListeners<[progress: BulkProgress]>();
  readonly endedFeed = createListeners<[item: BulkItem]>();
  readonly items: MutableItem[];
  current: Promise<BulkProgress>;
  private readonly pacer: Pacer;
  private readonly maxRateLimited: number;
  private readonly now: () => number;
  private queue: MutableItem[] = [];
  private running = 0;
  private state: JobState = 'running';
  private runStartedAt: number;
  private finishedInRun = 0;
  private finishRun: (p: BulkProgress) => void = () => undefined;
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
  private pendingCards: Card[] = [];

  constructor(
    private readonly ctx: ActionContext,
    readonly id: string,
    readonly plan: BulkPlan,
    opts: JobOptions,
  ) {
    this.now = ctx.now ?? Date.now;
    this.runStartedAt = this.now();
    this.pacer = new Pacer(Math.max(1, Math.floor(plan.spec.concurrency ?? 4)), opts.defaultPauseMs ?? 1_000);
    this.maxRateLimited = opts.maxRateLimitRetries ?? 100;
    this.items = initialItems(plan);
    this.current = Promise.resolve(this.progress());
  }

  progress(): BulkProgress {
    const counts = countStates(this.items);
    const elapsedSec = Math.max(0.001, (this.now() - this.runStartedAt) / 1000);
    const ratePerSec = this.finishedInRun / elapsedSec;
    const remaining = counts.pending + this.running;
    const { pausedUntil } = this.pacer;
    return {
      state: this.state,
      total: this.items.length,
      done: counts.done,
      failed: counts.failed,
      unknown: counts.unknown,
      skipped: counts.skipped,
      cancelled: counts.cancelled,
      running: this.running,
      remaining,
      ratePerSec,
      etaSec: ratePerSec > 0 ? remaining / ratePerSec : null,
      concurrency: this.pacer.concurrency,
      ...(pausedUntil > this.now() ? { pausedUntil } : {}),
    };
  }

  /** Starts a run of these cards (the first run, or a retry); resolves when it ends. */
  startRun(selected: MutableItem[]): Promise<BulkProgress> {
    this.queue = selected;
    for (const item of selected) item.state = 'pending';
    this.state = 'running';
    this.runStartedAt = this.now();
    this.finishedInRun = 0;
    this.current = new Promise<BulkProgress>((resolve) => {
      this.finishRun = resolve;
    });
    // Start on the next tick so a caller can subscribe before the first progress event.
    setTimeout(() => this.pump(), 0);
    return this.current;
  }

  async retryFailed(): Promise<BulkProgress> {
    await this.current;
    const retryable = this.items.filter(canRetry);
    if (retryable.length === 0 || guard(this.ctx)) return this.progress();
    for (const item of retryable) item.rateLimited = 0;
    this.pacer.restart();
    return this.startRun(retryable);
  }

  cancel(): void {
    if (this.state !== 'running') return;
    this.state = 'cancelling';
    this.stopWaiting();
    this.cancelQueued();
    this.emit();
    if (this.running === 0) this.finish();
  }

  private emit(): void {
    if (this.progressFeed.size > 0) this.progressFeed.emit(this.progress());
  }

  private stopWaiting(): void {
    if (this.pauseTimer) clearTimeout(this.pauseTimer);
    this.pauseTimer = undefined;
  }

  private cancelQueued(): void {
    for (const item of this.queue) item.state = 'cancelled';
    this.queue = [];
  }

  /** Sends as many cards as the pacer allows; ends the run when nothing is left to send or running. */
  private pump(): void {
    if (this.state === 'cancelling') {
      if (this.running === 0) this.finish();
      return;
    }
    if (this.waitOutPause()) return;
    while (this.running < this.pacer.concurrency && this.queue.length > 0) {
      const item = this.queue.shift() as MutableItem;
      this.running += 1;
      void this.execute(item).finally(() => {
        this.running -= 1;
        this.emit();
        this.pump();
      });
    }
    if (this.running === 0 && this.queue.length === 0) this.finish();
  }

  /** True while a 429's pause holds the queue (a timer pumps again when it is over). */
  private waitOutPause(): boolean {
    const wait = this.pacer.waitMs(this.now());
    if (wait <= 0 || this.queue.length === 0) return false;
    if (!this.pauseTimer) {
      this.pauseTimer = setTimeout(() => {
        this.pauseTimer = undefined;
        this.pump();
      }, wait);
      this.emit();
    }
    return true;
  }

  private async execute(item: MutableItem): Promise<void> {
    item.state = 'running';
    item.attempts += 1;
    item.step = undefined;
    const sentAt = this.now();
    this.emit();
    const tried = await executeItem(
      this.ctx,
      this.plan,
      {
        card: item.card,
        readFirst: item.readFirst,
        ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
        ...(item.lastSentAt !== undefined ? { lastSentAt: item.lastSentAt } : {}),
      },
      sentAt,
      // Read from the items by the jobs view as it redraws: no progress event per step.
      (step) => (item.step = step),
    );
    if (tried.kind === 'rate_limited') return this.rateLimited(item, tried.retryAfterMs);
    if (tried.readFirst) item.lastSentAt ??= sentAt;
    this.end(item, tried);
  }

  /** A 429: the whole job slows down and waits; the card goes back to the front of the queue. */
  private rateLimited(item: MutableItem, retryAfterMs: number | undefined): void {
    item.rateLimited += 1;
    this.pacer.rateLimited(retryAfterMs, this.now());
    if (item.rateLimited > this.maxRateLimited) {
      const outcome = { kind: 'failed' as const, error: RATE_LIMITED_TOO_OFTEN };
      this.end(item, { kind: 'ended', outcome, readFirst: item.readFirst });
      return;
    }
    item.state = 'pending';
    this.queue.unshift(item);
  }

  /** An attempt ended: the card takes its outcome, the audit trail and the journal's feed hear of it. */
  private end(item: MutableItem, tried: Extract<Tried, { kind: 'ended' }>): void {
    this.finishedInRun += 1;
    endItem(item, tried.outcome, tried.readFirst);
    if (tried.outcome.kind === 'done') this.pacer.succeeded();
    if (tried.card) this.pendingCards.push(tried.card);
    const { error } = tried.outcome;
    if (error?.kind === 'not_permitted' && error.code === 'forbidden') {
      this.ctx.session.forceReadOnly(
        `the server refused a change (403) during bulk ${this.plan.spec.action}`,
      );
      this.cancel();
    }
    this.audit(item, tried.audit);
    this.flushCards(false);
    this.endedFeed.emit(snapshot(item));
  }

  private audit(item: MutableItem, extra: Partial<AuditRecord> = {}): void {
    const outcome = outcomeOf(item);
    if (!outcome) return;
    const { plan } = this;
    this.ctx.audit.record({
      action: `bulk.${plan.spec.action}`,
      targets: { cardId: item.card.id, accountId: item.card.accountId, jobId: this.id },
      ...(item.card.name ? { names: { card: item.card.name } } : {}),
      ...(plan.amount !== undefined ? { amount: plan.amount } : {}),
      ...(item.card.currency !== undefined ? { currency: item.card.currency } : {}),
      ...(item.idempotencyKey ? { idempotencyKey: item.idempotencyKey } : {}),
      ...(plan.spec.undoes !== undefined ? { undoes: plan.spec.undoes } : {}),
      ...extra,
      ...auditFields(outcome),
    });
  }

  /** The cards the answers showed go to the store in batches (and all at the end of a run). */
  private flushCards(force: boolean): void {
    if (this.pendingCards.length === 0 || (!force && this.pendingCards.length < STORE_FLUSH_EVERY)) return;
    putCards(this.ctx, this.pendingCards);
    this.pendingCards = [];
  }

  private finish(): void {
    this.stopWaiting();
    this.cancelQueued();
    this.state = this.state === 'cancelling' ? 'cancelled' : 'finished';
    this.flushCards(true);
    const accounts = [...new Set(this.items.map((i) => i.card.accountId))];
    void refresh(this.ctx, ...accounts.map((account) => ({ account })));
    const p = this.progress();
    this.emit();
    this.finishRun(p);
  }
}
