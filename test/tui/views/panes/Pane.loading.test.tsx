// A pane never waits for a key to load: the operations pane shown (3) from an empty card list says why it
// has nothing to read and how to see operations, instead of "loading..." until another key is pressed.
import { afterEach, describe, expect, it } from 'vitest';
import { paneSlot } from '../../../../src/store/index.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const opsPane = (frame: string): string => {
  const lines = frame.split('\n');
  const at = lines.findIndex((l) => l.includes('3 Operations'));
  return lines.slice(at, at + 4).join('\n');
};

describe('the operations pane', () => {
  it('says there is no card to read from an empty card list, not "loading..."', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    await h.press('2');
    await h.until(() => paneSlot(h!.store.getState(), 'cards') !== undefined, 'the cards');
    // A find nothing matches: the card list is empty, no card is selected.
    await h.press('/');
    await h.type('no card is named this');
    await h.press(KEYS.enter);
    await h.until(() => h!.store.getState().view.selectedCardId === undefined, 'an empty card list');
    await h.press('3');
    await h.until((f) => f.includes('3 Operations'), 'the operations pane');
    // Let sync act on what is shown (settle is 0 in the harness), then look.
    await h.sync.refresh();
    expect(opsPane(h.frame())).not.toContain('loading...');
    expect(opsPane(h.frame())).toContain('no card selected');
    expect(opsPane(h.frame())).toMatch(/o: every card's operations/);
  });

  it('loads the selected card’s operations when there is one (no key but 3)', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    await h.press('2');
    await h.until(() => h!.store.getState().view.selectedCardId !== undefined, 'a selected card');
    await h.press('3');
    await h.until(() => paneSlot(h!.store.getState(), 'operations') !== undefined, 'the card’s operations');
    expect(opsPane(h.frame())).not.toContain('no card selected');
  });
});
