import { describe, expect, it } from 'vitest';
import { atMost } from '../../../src/actions/pulse/parallel.js';

describe('atMost', () => {
  it('runs every task, never more than the width at once, answers in the tasks order', async () => {
    let running = 0;
    let most = 0;
    const tasks = Array.from({ length: 9 }, (_, i) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, (9 - i) * 2));
      running -= 1;
      return i * 10;
    });
    expect(await atMost(3, tasks)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(most).toBe(3);
  });

  it('no tasks, no answers; a failure fails the whole', async () => {
    expect(await atMost(4, [])).toEqual([]);
    await expect(
      atMost(2, [async () => 1, async () => Promise.reject(new Error('read failed')), async () => 3]),
    ).rejects.toThrow('read failed');
  });
});
