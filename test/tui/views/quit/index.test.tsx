// Leaving while a job moves money: `q` and ctrl+c ask first, naming how many jobs and cards are
// left (the job would be interrupted); `n` keeps the console and the job; a second ctrl+c within
// 2 s quits without asking. With nothing running, both quit at once, as before.
import { afterEach, describe, expect, it } from 'vitest';
import { firstWallet, showCardsOf, suspendAllOfFirstWallet } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { quitLines } from '../../../../src/tui/views/quit/index.js';
import { gateRoute, mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
let open: (() => void) | undefined;
afterEach(async () => {
  open?.();
  await Promise.all(h?.jobs.list().map((j) => j.done()) ?? []);
  await h?.stop();
  h = undefined;
  open = undefined;
});

const QUESTION = /1 job running: (\d+) cards? left\. Quit and leave it interrupted\? y\/N/;

/** A bulk suspend held at its first request: it runs until `open`. */
async function runningJob(now?: () => number) {
  const gate = gateRoute('suspendCard');
  open = gate.open;
  h = await mountSandbox({ wrap: gate.wrap, ...(now ? { now } : {}) });
  const job = await suspendAllOfFirstWallet(h);
  await h.until((f) => f.includes('0 done'), 'the waiting job');
  await h.press(KEYS.esc);
  await h.until((f) => f.includes('1 job running'), 'the footer count');
  return { h, job };
}

describe('quitting', () => {
  it('with no job running, q quits at once', async () => {
    h = await mountSandbox();
    await showCardsOf(h, await firstWallet(h.env.client));
    await h.press('q');
    expect(h.quits.count).toBe(1);
  });

  it('with a job running, q asks with the jobs and cards left; n keeps the console and the job', async () => {
    const { h, job } = await runningJob();
    await h.press('q');
    expect(h.quits.count).toBe(0);
    await h.until((f) => QUESTION.test(f), 'the quit question');
    expect(Number(QUESTION.exec(h.frame())?.[1])).toBe(job.progress().remaining);
    await h.press('n');
    expect(h.quits.count).toBe(0);
    expect(h.store.getState().view.overlay).toBeNull();
    expect(job.progress().state).toBe('running');
    // A second q is the same question again, not a second step towards leaving.
    await h.press('q', 'q');
    expect(h.quits.count).toBe(0);
  });

  it('q then y quits', async () => {
    const { h } = await runningJob();
    await h.press('q');
    await h.until((f) => QUESTION.test(f), 'the quit question');
    await h.press('y');
    expect(h.quits.count).toBe(1);
  });

  it('ctrl+c asks too; a second ctrl+c within 2 s quits without asking', async () => {
    const clock = { t: Date.now() };
    const { h } = await runningJob(() => clock.t);
    await h.press(KEYS.ctrlC);
    expect(h.quits.count).toBe(0);
    await h.until((f) => QUESTION.test(f) && f.includes('ctrl+c again within 2 s'), 'the quit question');
    clock.t += 1_900;
    await h.press(KEYS.ctrlC);
    expect(h.quits.count).toBe(1);
  });

  it('a ctrl+c more than 2 s after the first asks again instead of quitting', async () => {
    const clock = { t: Date.now() };
    const { h } = await runningJob(() => clock.t);
    await h.press(KEYS.ctrlC);
    clock.t += 2_500;
    await h.press(KEYS.ctrlC);
    expect(h.quits.count).toBe(0);
    expect(QUESTION.test(h.frame())).toBe(true);
    clock.t += 500;
    await h.press(KEYS.ctrlC);
    expect(h.quits.count).toBe(1);
  });

  it('asked over another view, n gives that view back as it was', async () => {
    const { h } = await runningJob();
    await h.press('?');
    await h.until((f) => f.includes('Keys and commands'), 'the help');
    await h.press('j', 'j');
    const help = h.store.getState().view.overlay;
    await h.press(KEYS.ctrlC);
    await h.until((f) => QUESTION.test(f), 'the quit question');
    await h.press('n');
    expect(h.store.getState().view.overlay).toEqual(help);
    expect(h.quits.count).toBe(0);
  });
});

describe('quitLines', () => {
  it('names every key from its command, so a rekeyed command is what the question says', () => {
    const keyOf = (id: string) => `<${id}>`;
    const lines = quitLines({ jobs: 1, cards: 3 }, keyOf);
    // The default answer is written in capitals, as "y/N" is.
    expect(lines[0]).toBe('1 job running: 3 cards left. Quit and leave it interrupted? <quit.yes>/<QUIT.NO>');
    expect(lines.join('\n')).toContain('<quit.yes> quit: cards in flight finish');
    expect(lines.join('\n')).toContain('(<jobs> then <jobs.retry> in the next console');
    expect(lines.join('\n')).toContain('<quit.no> keep the console');
    expect(lines.join('\n')).not.toMatch(/^[yn] /m);
  });
});
