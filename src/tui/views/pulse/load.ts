// The pulse's state and its reads: the slot opens at once ("reading…"), the figures land in it when the
// reader answers, and a failed read is recorded there (the figures read before stay, marked with the error),
// never thrown. Answers land only while the pulse is open.
import type { PulseOutcome } from '../../../actions/index.js';
import type { AppState } from '../../../store/index.js';
import { closeOverlay, openSlot, patchSlot, slotOf } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';
import { followPulse } from './follow.js';
import { UNICODE_GLYPHS } from '../timeline/chart.js';
import { everyRows } from './every.js';
import { firstCursor, pulseRows, type PulseScreen } from './present.js';
import type { PulseRow } from './row-text.js';
import { readScreen } from './read.js';

export interface PulseSlot {
  readonly kind: 'pulse';
  readonly cursor: number;
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly screen?: PulseScreen;
  /** `all`: every profile of the config file, a row each (`:pulse --all`); else the profile shown. */
  readonly scope?: 'all';
  /** Every profile's pulse, and when it was read (scope `all`). */
  readonly every?: readonly PulseOutcome[];
  readonly everyAt?: number;
  /** The last read's failure, and when it failed (the figures shown, if any, are older). */
  readonly error?: string;
  readonly failedAt?: number;
  readonly reading: boolean;
  readonly [field: string]: unknown;
}

export const pulseSlot = (state: AppState) => slotOf<PulseSlot>(state, 'pulse');

const failure = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads the figures into the open pulse; a failure is recorded in it. */
export async function readPulse(ctx: CommandContext): Promise<void> {
  if (!pulseSlot(ctx.store.getState())) return;
  if (!ctx.ops) {
    patchSlot<PulseSlot>(ctx.store, 'pulse', { phase: 'failed', error: 'the pulse needs a connection' });
    return;
  }
  const { ops } = ctx;
  await readInto(ctx, 'screen', async () => {
    const screen = await readScreen(ops, ctx.now, ctx.store.getState().zone, ctx.pulseThresholds);
    return {
      fields: { screen },
      rows: () => pulseRows(screen, ctx.store.getState().zone, UNICODE_GLYPHS, ctx.screen().width),
    };
  });
}

/** Reads every profile's pulse into the open pulse (`:pulse --all`); a failure is recorded in it. */
export async function readEveryPulse(ctx: CommandContext): Promise<void> {
  if (!pulseSlot(ctx.store.getState())) return;
  const read = ctx.profiles?.pulseEverywhere;
  if (!read) {
    patchSlot<PulseSlot>(ctx.store, 'pulse', {
      phase: 'failed',
      reading: false,
      error: 'every profile’s pulse needs the profiles of a config file',
    });
    return;
  }
  await readInto(ctx, 'every', async () => {
    const at = ctx.now();
    const every = await read({ window: '1h', zone: ctx.store.getState().zone, now: ctx.now });
    return { fields: { every, everyAt: at }, rows: () => everyRows(every, ctx.screen().width) };
  });
}

/**
 * One read into the open pulse: marked reading, then what was read lands (the first read also places the
 * cursor), or the failure is recorded, beside what an earlier read left in `kept` if there is any.
 */
async function readInto(
  ctx: CommandContext,
  kept: 'screen' | 'every',
  read: () => Promise<{ fields: Partial<PulseSlot>; rows: () => readonly PulseRow[] }>,
): Promise<void> {
  patchSlot<PulseSlot>(ctx.store, 'pulse', { reading: true });
  try {
    const { fields, rows } = await read();
    const first = pulseSlot(ctx.store.getState())?.phase === 'loading';
    patchSlot<PulseSlot>(ctx.store, 'pulse', {
      ...(first ? { cursor: firstCursor(rows()) } : {}),
      ...fields,
      phase: 'ready',
      reading: false,
      error: undefined,
      failedAt: undefined,
    });
  } catch (error) {
    const shown = pulseSlot(ctx.store.getState());
    patchSlot<PulseSlot>(ctx.store, 'pulse', {
      phase: shown?.[kept] ? 'ready' : 'failed',
      reading: false,
      error: failure(error),
      failedAt: ctx.now(),
    });
  }
}

/** The read that keeps the open pulse current: the profile shown, or every profile. */
export const pulseRead = (slot: PulseSlot | undefined) =>
  slot?.scope === 'all' ? readEveryPulse : readPulse;

/**
 * Opens the pulse and follows it while it is open (polls, live events, `r`): the profile shown, or every
 * profile of the config file (`all`).
 */
export function openPulse(ctx: CommandContext, scope: 'one' | 'all' = 'one'): void {
  openSlot<PulseSlot>(ctx.store, {
    kind: 'pulse',
    cursor: 0,
    phase: 'loading',
    reading: true,
    ...(scope === 'all' ? { scope } : {}),
  });
  followPulse(ctx, scope === 'all' ? readEveryPulse : readPulse);
}

/** Enter on a profile of `:pulse --all`: that profile's own pulse (a switch of profile when another). */
export function showProfilePulse(ctx: CommandContext, profile: string): void {
  if (!ctx.profiles || profile === ctx.profiles.current()) return openPulse(ctx);
  closeOverlay(ctx.store);
  void ctx.profiles.switchTo(profile, { command: 'pulse' });
}
