// The key fuzzer: random operators at the keyboard of the whole console (every view's keys, palette
// words and near misses, pastes, resizes) against a real sandbox, with the rules that hold for every
// feature checked after each step (test/support/key-fuzzer.ts). `npm test` runs a bounded number of
// sequences from fixed seeds; `npm run fuzz -- --minutes N` runs longer, and
// `npm run fuzz -- --seed S --path P` replays a failure as printed.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import type { AuditEntry } from '../../src/actions/index.js';
import type { RouteId } from '../../src/contract/index.js';
import { createViewRegistry } from '../../src/tui/view/registry.js';
import { VIEWS } from '../../src/tui/views/index.js';
import { settle } from '../support/harness.js';
import {
  auditMismatch,
  audited,
  describeSteps,
  frameProblem,
  HOSTILE_NAME,
  PALETTE_MISSES,
  badAmount,
  keyBytes,
  liveKey,
  stepArbitrary,
  type Press,
  type SentChange,
  type Step,
  unconfirmedChange,
} from '../support/key-fuzzer.js';
import { mountSandbox, type SandboxHarness } from '../support/sandbox-harness.js';

const registry = createViewRegistry(VIEWS);
const minutes = Number(process.env.FUZZ_MINUTES ?? '0');
const replay = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** What one run records beside the App: the changes sent (by step) and the presses made. */
interface Recording {
  readonly sent: SentChange[];
  readonly presses: Press[];
  step: number;
  inFlight: number;
}

function recorder(recording: Recording) {
  return (client: ApiClient): ApiClient => ({
    ...client,
    call: (async (
      id: RouteId,
      input: { params?: Record<string, string>; body?: unknown },
      opts?: unknown,
    ) => {
      if (audited(id))
        recording.sent.push({
          route: id,
          params: input.params ?? {},
          body: input.body,
          step: recording.step,
        });
      recording.inFlight += 1;
      try {
        return await (client.call as (r: RouteId, i: unknown, o?: unknown) => Promise<unknown>)(
          id,
          input,
          opts,
        );
      } finally {
        recording.inFlight -= 1;
      }
    }) as ApiClient['call'],
  });
}

const viewOnTop = (h: SandboxHarness): string => registry.current(h.store.getState()).id;

const NO_KEYS = ['n', 'N', 'q', 'esc'];

/** The question on top (a view that says it asks), as the store holds it, if one is. */
function questionOnTop(h: SandboxHarness): unknown {
  const state = h.store.getState();
  return registry.current(state).asks?.(state) ? state.view.overlay : undefined;
}

async function press(h: SandboxHarness, recording: Recording, key: string): Promise<void> {
  const bytes = keyBytes(key);
  if (bytes === undefined) return;
  const question = questionOnTop(h);
  recording.presses.push({ step: recording.step, key, view: viewOnTop(h), frame: h.frame() });
  await h.press(bytes);
  if (question !== undefined && NO_KEYS.includes(key) && questionOnTop(h) === question)
    throw new Error(`${key} left the question in ${viewOnTop(h)} open (n, N, q and Esc all say no)`);
}

/** A palette word that names no command runs nothing: the same view, nothing sent, once all answered. */
async function paletteMiss(h: SandboxHarness, recording: Recording, text: string): Promise<void> {
  // A palette an earlier step left open is closed first: the rule is about the view the palette opens over
  // (typed into an open palette, ':' is text, and the miss closes it onto that view).
  if (viewOnTop(h) === 'palette') await press(h, recording, 'esc');
  const before = viewOnTop(h);
  const sentBefore = recording.sent.length;
  await press(h, recording, ':');
  const opened = viewOnTop(h) === 'palette';
  await h.type(text);
  await press(h, recording, 'enter');
  // In a text field ':' is typed, not the palette: the word went into the field.
  if (!opened) return;
  await quiesce(h, recording);
  await settle();
  if (viewOnTop(h) !== before || recording.sent.length !== sentBefore)
    throw new Error(`:${text} names no command, yet ${before} became ${viewOnTop(h)}`);
}

async function perform(h: SandboxHarness, recording: Recording, step: Step): Promise<void> {
  switch (step.kind) {
    case 'key':
      return press(h, recording, step.key);
    case 'command': {
      const key = liveKey(registry, h.store.getState(), step.pick);
      return key === undefined ? undefined : press(h, recording, key);
    }
    case 'paste':
      return step.text === '' ? undefined : h.type(step.text);
    case 'palette':
      if (PALETTE_MISSES.includes(step.text)) return paletteMiss(h, recording, step.text);
      await press(h, recording, ':');
      await h.type(step.text);
      return press(h, recording, 'enter');
    case 'resize':
      return h.resize(step.columns, step.rows);
    case 'submit':
      await h.type(step.text);
      await press(h, recording, 'enter');
      await quiesce(h, recording);
      await settle();
      return press(h, recording, step.answer);
  }
}

/** Real I/O finishes: requests answer, jobs end (bounded by rounds, not by a clock). */
async function quiesce(h: SandboxHarness, recording: Recording): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    const running = h.jobs.list().some((j) => ['running', 'cancelling'].includes(j.progress().state));
    if (recording.inFlight === 0 && !running) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function cardLast4s(h: SandboxHarness): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const account of (await h.env.client.call('listAccounts', {})).items)
    for await (const card of h.env.client.paginate('listCards', { params: { wallet_id: account.id } }))
      out.set(card.cardId, card.maskedNumber.slice(-4));
  return out;
}

/** The first wallet and its first card get names a hostile integrator might set. */
async function nameHostile(h: SandboxHarness): Promise<void> {
  const [wallet] = (await h.env.client.call('listAccounts', {})).items;
  if (!wallet) return;
  const params = { wallet_id: wallet.id };
  await h.env.client.call('updateWallet', { params, body: { name: `Main ${HOSTILE_NAME}` } });
  for await (const card of h.env.client.paginate('listCards', { params })) {
    const body = { name: `Card ${HOSTILE_NAME}` };
    await h.env.client.call('updateCard', { params: { ...params, instrument_id: card.cardId }, body });
    break;
  }
  await h.sync.refresh();
}

/** One operator's sequence, every rule checked as it goes; the first broken rule is thrown. */
async function runSequence(h: SandboxHarness, recording: Recording, steps: readonly Step[]) {
  await nameHostile(h);
  const last4 = await cardLast4s(h);
  let seen = h.frames().length;
  const facts = { last4: (id: string) => last4.get(id) };
  for (const [index, step] of steps.entries()) {
    recording.step = index;
    await perform(h, recording, step);
    await settle();
    const frames = h.frames();
    for (const frame of frames.slice(seen)) {
      const problem = frameProblem(frame, viewOnTop(h));
      if (problem) throw new Error(`after step ${index}: ${problem}`);
    }
    seen = frames.length;
    const unconfirmed =
      unconfirmedChange(recording.sent, recording.presses, facts) ?? badAmount(recording.sent);
    if (unconfirmed) throw new Error(`after step ${index}: ${unconfirmed}`);
  }
  await quiesce(h, recording);
  if (process.env.FUZZ_STATS)
    console.log(
      `views ${[...new Set(recording.presses.map((p) => p.view))].join(',')}; sent ${recording.sent.map((c) => c.route).join(',')}`,
    );
  const unconfirmed = unconfirmedChange(recording.sent, recording.presses, facts);
  if (unconfirmed) throw new Error(`at the end: ${unconfirmed}`);
  const mismatch = auditMismatch(recording.sent, h.ops.audit?.entries() ?? []);
  if (mismatch) throw new Error(`at the end: ${mismatch}`);
  await h.sync.refresh();
  for (const account of (await h.env.client.call('listAccounts', {})).items) {
    const shown = h.store.getState().entities.accounts.get(account.id)?.availableBalance;
    if (shown !== undefined && sameAmount(shown, account.availableBalance) === false)
      throw new Error(`at the end: ${account.name} shows ${shown}, the API says ${account.availableBalance}`);
  }
}

/** Two decimal strings with the same value ("12.50" and "12.500000000"). */
const sameAmount = (a: string, b: string): boolean => {
  const norm = (x: string) => (x.includes('.') ? x.replace(/0+$/, '').replace(/\.$/, '') : x);
  return norm(a) === norm(b);
};

/** A sequence starts on one of the three panes (Tab 0-2 times: most of the work is on cards). */
const sequenceArbitrary = (ids: readonly string[]): fc.Arbitrary<Step[]> =>
  fc
    .tuple(fc.nat(2), fc.array(stepArbitrary(ids), { minLength: 1, maxLength: 60, size: 'max' }))
    .map(([tabs, steps]) => [
      ...Array.from({ length: tabs }, (): Step => ({ kind: 'key', key: 'tab' })),
      ...steps,
    ]);

let harness: SandboxHarness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

describe('the key fuzzer', () => {
  it(
    'no key sequence sends what was not confirmed, leaks data to the terminal or disagrees with the API',
    async () => {
      const probe = await mountSandbox({ columns: 80, rows: 24 });
      const ids = [...(await probe.env.client.call('listAccounts', {})).items.map((a) => a.id)];
      await probe.stop();
      const budget = minutes > 0 ? { interruptAfterTimeLimit: minutes * 60_000, numRuns: 1_000_000 } : {};
      const details = await fc.check(
        fc.asyncProperty(sequenceArbitrary(ids), async (steps) => {
          const recording: Recording = { sent: [], presses: [], step: 0, inFlight: 0 };
          harness = await mountSandbox({ columns: 80, rows: 24, wrap: recorder(recording) });
          try {
            await runSequence(harness, recording, steps);
          } finally {
            await harness.stop();
            harness = undefined;
          }
        }),
        {
          numRuns: Number(process.env.FUZZ_RUNS ?? 20),
          seed: replay ?? 24_011,
          ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
          ...budget,
          endOnFailure: false,
        },
      );
      if (details.failed) {
        const steps = (details.counterexample?.[0] ?? []) as Step[];
        throw new Error(
          `${String(details.errorInstance ?? 'failed')}\n` +
            `sequence (shrunk):\n${describeSteps(steps)}\n` +
            `replay: npm run fuzz -- --seed ${details.seed} --path ${details.counterexamplePath ?? ''}`,
        );
      }
      expect(details.numRuns).toBeGreaterThan(0);
    },
    minutes > 0 ? minutes * 60_000 + 600_000 : 600_000,
  );
});

describe("the fuzzer's rules fire on what they forbid", () => {
  const cards = { last4: (id: string) => (id === 'card-1' ? '4242' : undefined) };
  const fund = (step: number, amount = '25.00'): SentChange => ({
    route: 'fundCard',
    params: { wallet_id: 'w', instrument_id: 'card-1' },
    body: { amount },
    step,
  });
  const at = (step: number, key: string, view: string, frame: string): Press => ({ step, key, view, frame });

  it('a change needs a confirming press on a screen that named it', () => {
    expect(unconfirmedChange([fund(3)], [], cards)).toMatch(/no confirming press/);
    const formOnly = [at(2, 'enter', 'form', 'Fund card ending 4242 amount 25.00')];
    expect(unconfirmedChange([fund(3)], formOnly, cards)).toMatch(/no confirming press/);
    const otherCard = [at(2, 'y', 'confirm', 'Fund card ending 1111: 25.00 USD')];
    expect(unconfirmedChange([fund(3)], otherCard, cards)).toMatch(/ending 4242/);
    const otherAmount = [at(2, 'y', 'confirm', 'Fund card ending 4242: 2.50 USD')];
    expect(unconfirmedChange([fund(3)], otherAmount, cards)).toMatch(/moved 25.00/);
    const reviewed = [at(2, 'y', 'confirm', 'Fund card ending 4242: 25.00 USD')];
    expect(unconfirmedChange([fund(3)], reviewed, cards)).toBeUndefined();
    expect(unconfirmedChange([fund(1)], reviewed, cards)).toMatch(/no confirming press/);
  });

  it('an amount the form should refuse is caught', () => {
    expect(badAmount([fund(1, '12.345')])).toMatch(/12.345/);
    expect(badAmount([fund(1, '0.00')])).toMatch(/zero/);
    expect(badAmount([fund(1, '12.340000000')])).toBeUndefined();
  });

  it('the audit and the requests sent agree', () => {
    const entry = (action: string, cardId: string, outcome: AuditEntry['outcome']): AuditEntry => ({
      time: '',
      profile: 'p',
      host: 'h',
      action,
      targets: { cardId },
      outcome,
    });
    expect(auditMismatch([fund(1)], [])).toMatch(/1 changes were sent/);
    expect(auditMismatch([], [entry('card.fund', 'card-1', 'done')])).toMatch(/0 changes were sent/);
    expect(auditMismatch([fund(1)], [entry('card.fund', 'card-2', 'done')])).toMatch(/not in the audit/);
    expect(auditMismatch([fund(1)], [entry('card.fund', 'card-1', 'done')])).toBeUndefined();
    expect(auditMismatch([], [entry('card.suspend', 'card-1', 'skipped')])).toBeUndefined();
  });

  it('data never reaches the terminal as control characters, nor a card number outside the reveal', () => {
    expect(frameProblem(`Main ${HOSTILE_NAME}`, 'panes')).toMatch(/control character/);
    expect(frameProblem('\u001B[1mMain\u001B[22m ok', 'panes')).toBeUndefined();
    expect(frameProblem('4242 4242 4242 4242', 'panes')).toMatch(/full card number/);
    expect(frameProblem('4242 4242 4242 4242', 'reveal')).toBeUndefined();
    expect(frameProblem('a6aadafe-0d67-4bf3-9460-465198895510', 'panes')).toBeUndefined();
  });
});
