import { afterEach, describe, expect, it } from 'vitest';
import { timeToText } from '../../bench/startup.js';

const warnings: string[] = [];
const record = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
afterEach(() => {
  process.off('warning', record);
  warnings.length = 0;
});

describe('timeToText', () => {
  it('waits for one exit however many chunks arrive after the text (no listener per chunk)', async () => {
    process.on('warning', record);
    // A program that keeps drawing after its text showed, as the console does while it lingers.
    const chatty = ['sh', '-c', 'while :; do echo ready; sleep 0.01; done'];
    const ms = await timeToText(chatty, 'ready', { lingerMs: 400 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ms).toBeGreaterThan(0);
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });
});
