// The pulse's state and its reads: the slot opens at once ("reading…"), the figures land in it when the
// reader answers, and a failed read is recorded there (the figures read before stay, marked with the error),
// never thrown. Answers land only while the pulse is open.
import type { AppState } from '../../../store/index.js';
import { openSlot, patchSlot, slotOf } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';
import { followPulse } from './follow.js';
import { UNICODE_GLYPHS } from '../timeline/chart.js';
import { firstCursor, pulseRows, type PulseScreen } from './present.js';
import { readScreen } from './read.js';

export interface PulseSlot {
  readonly kind: 'pulse';
  readonly cursor: number;
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly screen?: PulseScreen;
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
  patchSlot<PulseSlot>(ctx.store, 'pulse', { reading: true });
  try {
    const screen = await readScreen(ctx.ops, ctx.now, ctx.store.getState().zone, ctx.pulseThresholds);
    const state = ctx.store.getState();
    // The first screen opens on the first figure over its threshold (else the first with a list behind it).
    const first = pulseSlot(state)?.phase === 'loading';
    const rows = first ? pulseRows(screen, state.zone, UNICODE_GLYPHS, ctx.screen().width) : [];
    patchSlot<PulseSlot>(ctx.store, 'pulse', {
      ...(first ? { cursor: firstCursor(rows) } : {}),
      phase: 'ready',
      screen,
      reading: false,
      error: undefined,
      failedAt: undefined,
    });
  } catch (error) {
    const shown = pulseSlot(ctx.store.getState());
    patchSlot<PulseSlot>(ctx.store, 'pulse', {
      phase: shown?.screen ? 'ready' : 'failed',
      reading: false,
      error: failure(error),
      failedAt: ctx.now(),
    });
  }
}

/** Opens the pulse and follows it while it is open (polls, live events, `r`). */
export function openPulse(ctx: CommandContext): void {
  openSlot<PulseSlot>(ctx.store, { kind: 'pulse', cursor: 0, phase: 'loading', reading: true });
  followPulse(ctx, readPulse);
}
