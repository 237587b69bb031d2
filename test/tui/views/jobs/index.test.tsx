// The jobs view against a real sandbox: empty at first, lists a job with its progress bar, re-renders
// as the job moves (the job runs on while the operator navigates elsewhere), and shows each card's
// outcome.
import { afterEach, describe, expect, it } from 'vitest';
import { suspendAllOfFirstWallet } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { gateRoute, mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('jobs view', () => {
  it('J opens it from the panes and :jobs from the palette; empty, it says how to start one', async () => {
    h = await mountSandbox();
    await h.press('J');
    await h.until(
      (f) => f.includes('Jobs | 0 in this session') && f.includes('no jobs yet'),
      'the empty jobs view',
    );
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay).toBeNull();
    await h.type(':jobs');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Jobs | 0 in this session'), 'the jobs view from the palette');
  });

  it('shows the progress bar and re-renders as the job moves, while the operator looks elsewhere', async () => {
    const gate = gateRoute('suspendCard');
    h = await mountSandbox({ wrap: gate.wrap });
    const job = await suspendAllOfFirstWallet(h);
    const planned = job.plan.items.length;
    await h.until(
      (f) =>
        new RegExp(`${job.id} +suspend`).test(f) &&
        f.includes('0 done') &&
        f.includes(`${planned} left`) &&
        /\[=*\.+\]/.test(f),
      'the waiting job',
    );
    await h.press(KEYS.esc);
    await h.until((f) => f.includes('1 job running'), 'the footer count');
    await h.press('1', '2');
    gate.open();
    await job.done();
    await h.until((f) => !f.includes('job running'), 'the footer count gone');
    await h.press('J');
    await h.until(
      (f) => f.includes(`${planned} done`) && f.includes('finished') && f.includes('[####'),
      'the finished job',
    );
    await h.press(KEYS.enter);
    await h.until((f) => f.includes(`${job.id} bulk suspend`), 'the results');
    const frame = h.frame();
    expect(frame).toMatch(/done\s+\S/);
    expect(frame).toMatch(/skipped\s+.*(closed|frozen|expired)/);
    await h.press(KEYS.esc);
    await h.until((f) => f.includes('Jobs | 1 in this session, 0 running'), 'back to the list');
    await h.press('X');
    await h.until((f) => f.includes('Jobs | 0 in this session'), 'the finished job removed');
    expect(h.jobs.list()).toHaveLength(0);
  });

  it('will not remove a running job', async () => {
    const gate = gateRoute('suspendCard');
    h = await mountSandbox({ wrap: gate.wrap });
    const job = await suspendAllOfFirstWallet(h);
    await h.until((f) => f.includes('0 done'), 'the waiting job');
    await h.press('X');
    expect(h.jobs.list()).toHaveLength(1);
    await h.until((f) => f.includes('cancel it (c) before removing it'), 'the refusal');
    gate.open();
    await job.done();
  });
});
