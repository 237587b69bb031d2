// Follows a card through asynchronous provisioning: polls it until it leaves `creating`, writes
// each read into the store and notifies the operator either way.
import { backgroundDelayMs, sleep, type BackoffRules } from '../api/index.js';
import { isTransitional } from '../domain/index.js';
import type { Card } from '../store/index.js';
import { retryAfterMs } from '../sync/index.js';
import { read, READS } from '../reads/index.js';
import { putCards, readCard, type CardKey } from './reads.js';
import type { ActionContext } from './types.js';
import type { Family } from './validate.js';

export interface TrackOptions {
  family?: Family;
  intervalMs?: number;
  /** Give up after this long (the card stays `creating` on screen; sync keeps polling it). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** After failed reads the api layer's background back-off applies (tests shorten it here). */
  backoff?: Partial<Omit<BackoffRules, 'random'>>;
  random?: () => number;
}

/** The wait before the next read: the interval, or the back-off after failed reads (and a Retry-After) when longer. */
function nextWaitMs(intervalMs: number, failures: number, error: unknown, opts: TrackOptions): number {
  if (failures === 0) return intervalMs;
  const retryAfter = retryAfterMs(error);
  return Math.max(
    intervalMs,
    backgroundDelayMs(failures, {
      ...(opts.random !== undefined ? { random: opts.random } : {}),
      ...(opts.backoff !== undefined ? { rules: opts.backoff } : {}),
      ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
    }),
  );
}

/** Resolves with the card once it is no longer `creating`, or undefined on timeout/abort. */
export function trackCard(
  ctx: ActionContext,
  card: CardKey,
  opts: TrackOptions = {},
): Promise<Card | undefined> {
  return followCard(
    ctx,
    card,
    (current) => !isTransitional(current.status),
    (current) => {
      const ok = current.status !== 'creating_failed';
      return {
        level: ok ? 'info' : 'error',
        text: ok
          ? `card ${current.name} is ${current.status}`
          : `card ${current.name} could not be created (creating_failed)`,
      };
    },
    opts,
  );
}

/**
 * Polls a card until `arrived` says the awaited change shows, writing each read into the store, and
 * tells the operator either way (a timeout leaves a warning; sync keeps the card fresh after that).
 */
export async function followCard(
  ctx: ActionContext,
  card: CardKey,
  arrived: (current: Card) => boolean,
  notice: (current: Card) => { level: 'info' | 'error'; text: string },
  opts: TrackOptions & { timeoutNotice?: string } = {},
): Promise<Card | undefined> {
  const family = opts.family;
  const interval = opts.intervalMs ?? 1_000;
  const now = ctx.now ?? Date.now;
  const deadline = now() + (opts.timeoutMs ?? 120_000);
  let failures = 0;
  let lastError: unknown;
  while (!opts.signal?.aborted && now() <= deadline) {
    try {
      // In the family asked for, or the one the read table picks.
      const current = family
        ? await readCard(ctx.client, card, family, opts.signal)
        : await read(ctx.client, READS.card, card, { signal: opts.signal });
      failures = 0;
      putCards(ctx, [current]);
      if (arrived(current)) {
        const { level, text } = notice(current);
        ctx.store?.getState().mutators.notify(level, text, now());
        return current;
      }
    } catch (error) {
      // A failed read is retried after the back-off; sync shows connectivity problems.
      failures += 1;
      lastError = error;
    }
    await sleep(nextWaitMs(interval, failures, lastError, opts), opts.signal).catch(() => undefined);
  }
  if (opts.timeoutNotice && !opts.signal?.aborted)
    ctx.store?.getState().mutators.notify('warn', opts.timeoutNotice, now());
  return undefined;
}
