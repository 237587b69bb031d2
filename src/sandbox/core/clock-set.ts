// Moving a merchant's test clock: advance by a duration, freeze at an instant, or set running again. What fell due
// in between runs first, in order, inside the caller's transaction (the handler's), so a refusal or a failure
// changes nothing. The ids it draws come from a generator seeded by the sandbox's seed value, the merchant and the
// two instants: the same advances over the same state give the same ids and the same event order.
import { DURATION_RULE, durationMs, ValidationType, type SandboxClockChange } from '../../contract/index.js';
import { SandboxValidationError, type HandlerInput } from '../core-types.js';
import { clockView, loadClock, presentOf, saveClock } from './clock.js';
import { dueWork, runDue } from './clock-due.js';
import { hash32, seededRng, type Ctx } from './context.js';
import { getSetting } from './schema.js';

function seedValue(ctx: Ctx): string {
  const scale = getSetting(ctx.db, 'scale_seed');
  if (scale !== undefined) return String((JSON.parse(scale) as { seedValue?: unknown }).seedValue ?? '');
  return getSetting(ctx.db, 'demo_seed') ?? '';
}

function refuse(field: 'advanceBy' | 'frozenAt', msg: string, input: unknown): never {
  const type = field === 'advanceBy' ? ValidationType.format : ValidationType.numberRange;
  throw new SandboxValidationError([{ loc: ['body', field], msg, type, input }]);
}

export function setClock(
  ctx: Ctx,
  merchantId: string,
  body: HandlerInput<'setSandboxClock'>['body'],
): SandboxClockChange {
  const clock = loadClock(ctx, merchantId);
  // One reading of real time: the work that runs meanwhile does not shorten the advance.
  const real = ctx.realClock();
  const from = presentOf(clock, real);
  let to: Date;
  let frozen = clock.frozenAt !== null;
  if ('advanceBy' in body) {
    const ms = durationMs(body.advanceBy);
    if (ms === null) return refuse('advanceBy', DURATION_RULE, body.advanceBy);
    to = new Date(from.getTime() + ms);
  } else if (body.frozenAt === null) {
    // Running again from where it stands: it never goes back.
    to = from;
    frozen = false;
  } else {
    to = new Date(body.frozenAt);
    if (to.getTime() < from.getTime())
      refuse('frozenAt', `must not be before the merchant's present (${from.toISOString()})`, body.frozenAt);
    frozen = true;
  }
  const ran = runUntil(ctx, merchantId, from, to);
  saveClock(
    ctx,
    merchantId,
    frozen ? { frozenAt: to, offsetMs: 0 } : { frozenAt: null, offsetMs: to.getTime() - real.getTime() },
  );
  return { ...clockView(ctx, merchantId), previous: from.toISOString(), ran };
}

function runUntil(ctx: Ctx, merchantId: string, from: Date, to: Date): SandboxClockChange['ran'] {
  const saved = ctx.rng;
  ctx.rng = seededRng(hash32(`${seedValue(ctx)}|${merchantId}|${from.toISOString()}|${to.toISOString()}`));
  try {
    const items = dueWork(ctx, merchantId, to.toISOString(), {
      expiries: true,
      limit: Number.MAX_SAFE_INTEGER,
    });
    return runDue(ctx, items, from);
  } finally {
    ctx.rng = saved;
  }
}
