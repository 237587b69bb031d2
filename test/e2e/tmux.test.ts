// The harness itself: closing a terminal waits for what ran in it, so a test's teardown never races
// a program still writing into the directories it is about to remove.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Terminal } from './tmux.js';

const running = (marker: string) => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').some((l) => l.includes(marker));

describe('the tmux terminal of the end-to-end tests', () => {
  it('closeAndWait returns once the program is gone, killing one that ignores the hang-up', async () => {
    const marker = `cc-e2e-harness-${process.pid}`;
    const term = Terminal.start({ command: `node -e "process.on('SIGHUP', () => undefined); setInterval(() => undefined, 1000)" ${marker}` });
    await term.waitFor(() => running(marker));
    await term.closeAndWait(300);
    expect(running(marker)).toBe(false);
  });
});
