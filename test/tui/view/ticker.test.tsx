// A ticking body follows its source while the view is open: an audit entry recorded with no key
// pressed shows in Activity without any other redraw asking for it.
import { afterEach, describe, it } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('tickingBody', () => {
  it('redraws an open view when its source reports, with no key pressed', async () => {
    h = await mountSandbox();
    await h.press('L');
    await h.until((f) => f.includes('Activity | 0 changes'), 'the empty activity view');
    h.ops.audit.record({ action: 'wallet.rename', targets: { accountId: 'w-1' }, outcome: 'done' });
    await h.until((f) => f.includes('Activity | 1 changes'), 'the entry, drawn by the ticker');
  });
});
