// An in-flight card of a bulk job says which step it waits on (the single change's steps), in the
// job's card lines, within 80 columns however long the card's name.
import { describe, expect, it } from 'vitest';
import type { BulkItem, BulkJob, CardRef } from '../../../../src/actions/index.js';
import { runningText } from '../../../../src/tui/views/jobs/item-step.js';
import { itemLines } from '../../../../src/tui/views/jobs/present.js';
import type { ChangeStep } from '../../../../src/domain/index.js';

const card = (n: number): CardRef => ({
  id: `card-${String(n).padStart(8, '0')}`,
  accountId: 'wallet-1',
  status: 'active',
  name: 'A card with a name far longer than its column',
  maskedNumber: `4242 **** **** ${String(4000 + n)}`,
});

const jobOf = (items: BulkItem[]): BulkJob => ({ items: () => items }) as unknown as BulkJob;

describe('the step of an in-flight bulk card', () => {
  it('names each step of the one vocabulary, differently', () => {
    const steps: ChangeStep[] = ['reading', 'sending', 'confirming'];
    const texts = steps.map((step) => runningText({ state: 'running', step, attempts: 1 }));
    expect(texts).toEqual([
      'reading first (nothing sent)',
      'sent, waiting for the answer',
      'answer lost: reading it back',
    ]);
  });

  it('shows in the card lines of a running job, each line within 80 columns', () => {
    const lines = itemLines(
      jobOf([
        { card: card(1), state: 'running', step: 'sending', attempts: 1 },
        { card: card(2), state: 'running', step: 'confirming', attempts: 2 },
        { card: card(3), state: 'running', attempts: 1 },
        { card: card(4), state: 'done', attempts: 1 },
      ]),
    );
    expect(lines[0]).toMatch(/^running .* sent, waiting for the answer$/);
    expect(lines[1]).toMatch(/^running .* answer lost: reading it back$/);
    // Picked from the queue, no step reported yet: nothing is claimed.
    expect(lines[2]).toMatch(/^running .*card-00000003$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('says nothing of a step once the card has ended', () => {
    expect(runningText({ state: 'done', step: 'sending', attempts: 1 })).toBe('');
  });
});
