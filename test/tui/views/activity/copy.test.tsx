// `c` in Activity: a card change copies as its `card-console cards` command (shown over Activity, esc
// gives Activity back); a change the CLI has no verb for says to copy it as curl instead.
import { afterEach, describe, expect, it } from 'vitest';
import { suspendCard } from '../../../../src/actions/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { cardRef } from '../../../../src/tui/forms/subjects.js';
import type { CopiedSlot } from '../../../../src/tui/views/copied/index.js';
import { firstWallet, showCardsOf } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('copy from Activity', () => {
  it('a suspend copies as cards freeze; a rename has no command and says so', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const card = selectPaneRows(state, 'cards')
      .map((id) => state.entities.cards.get(id)!)
      .find((c) => c.status === 'active')!;
    expect((await suspendCard(h.ops, cardRef(card)!)).ok).toBe(true);
    h.ops.audit.record({ action: 'wallet.rename', targets: { accountId: wallet }, outcome: 'done' });
    await h.press('L');
    await h.until((f) => f.includes('Activity | 2 changes'), 'both entries');
    await h.press('c');
    await h.until((f) => f.includes('wallet.rename: no command: copy as curl'), 'the refusal');
    await h.press('j', 'c');
    await h.until((f) => f.includes('Copied | card.suspend as a command'), 'the copy');
    const slot = h.store.getState().view.overlay as CopiedSlot;
    expect(slot.text).toBe(
      `printf '%s\\n' ${card.id} | card-console cards freeze --ids - --wallet ${wallet} --base-url ${h.env.sandbox.baseUrl} --org ${h.env.merchant.orgId} --yes`,
    );
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay?.kind).toBe('activity');
  });
});
