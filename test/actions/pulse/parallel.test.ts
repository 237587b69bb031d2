import { describe, expect, it } from 'vitest';
import { limited, limitTo } from '../../../src/actions/pulse/parallel.js';
import type { Reader } from '../../../src/reads/table.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('limitTo', () => {
  it('runs every task, never more than the width at once, each with its own answer', async () => {
    const limit = limitTo(3);
    let running = 0;
    let most = 0;
    const tasks = Array.from({ length: 9 }, (_, i) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await pause((9 - i) * 2);
        running -= 1;
        return i * 10;
      }),
    );
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(most).toBe(3);
  });

  it('a failure is the task s own and frees its place', async () => {
    const limit = limitTo(1);
    await expect(limit(async () => Promise.reject(new Error('read failed')))).rejects.toThrow('read failed');
    expect(await limit(async () => 'after')).toBe('after');
  });
});

describe('limited', () => {
  it('holds every request of a client to the width, whoever makes them', async () => {
    let running = 0;
    let most = 0;
    const service = {
      call: async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(3);
        running -= 1;
        return 'answer';
      },
      can: () => true,
    } as unknown as Reader;
    const client = limited(service, limitTo(2));
    const groups = [0, 1, 2].map(() => Promise.all([1, 2, 3].map(() => client.call('healthz', {} as never))));
    expect((await Promise.all(groups)).flat()).toHaveLength(9);
    expect(most).toBe(2);
  });
});
