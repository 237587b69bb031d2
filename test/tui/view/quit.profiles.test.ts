// Quitting while a job runs on a hidden profile: it would be interrupted too, so the console asks.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/store/index.js';
import { allJobsLeft, requestQuit } from '../../../src/tui/view/quit.js';
import type { CommandContext } from '../../../src/tui/view/types.js';
import type { JobsElsewhere } from '../../../src/tui/views/profiles/switcher.js';

function ctxWith(elsewhere: JobsElsewhere[]) {
  const store = createAppStore();
  const quits = { count: 0 };
  const ctx = {
    store,
    now: () => 1_000,
    quit: () => (quits.count += 1),
    profiles: { elsewhere: () => elsewhere },
  } as unknown as CommandContext;
  return { ctx, store, quits };
}

describe('quitting with jobs on other profiles', () => {
  it('asks first when a hidden profile has a job running', () => {
    const { ctx, store, quits } = ctxWith([{ profile: 'prod', running: 1, cards: 12 }]);
    requestQuit(ctx, 'q');
    expect(quits.count).toBe(0);
    expect(store.getState().view.overlay?.kind).toBe('quit');
  });

  it('quits at once when no profile has a job running', () => {
    const { ctx, quits } = ctxWith([]);
    requestQuit(ctx, 'q');
    expect(quits.count).toBe(1);
  });

  it('counts the jobs and cards of every profile', () => {
    expect(
      allJobsLeft(undefined, {
        elsewhere: () => [
          { profile: 'prod', running: 1, cards: 12 },
          { profile: 'stage', running: 2, cards: 3 },
        ],
      }),
    ).toEqual({ jobs: 3, cards: 15 });
  });
});
