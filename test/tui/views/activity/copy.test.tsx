// `c` in Activity: a card change copies as its `card-console cards` command (shown over Activity, esc
// gives Activity back); a change the CLI has no verb for says to copy it as curl instead. `O`: the
// change as curl, with no secret in it; run by a real shell and curl, it does the change again.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { changeCardStatus } from '../../../../src/actions/card-actions.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { cardRef } from '../../../../src/tui/forms/subjects.js';
import type { CopiedSlot } from '../../../../src/tui/views/copied/index.js';
import { firstWallet, showCardsOf, statusesOf } from '../../../support/bulk-helpers.js';
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
    expect((await changeCardStatus(h.ops, cardRef(card)!, 'suspend')).ok).toBe(true);
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

describe('copy from Activity as curl', () => {
  it('a suspend copies as curl with the key as a variable; run by curl, it freezes the card again', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const card = selectPaneRows(state, 'cards')
      .map((id) => state.entities.cards.get(id)!)
      .find((c) => c.status === 'active')!;
    expect((await changeCardStatus(h.ops, cardRef(card)!, 'suspend')).ok).toBe(true);
    h.ops.audit.record({ action: 'wallet.rename', targets: { accountId: wallet }, outcome: 'done' });
    await h.press('L');
    await h.until((f) => f.includes('Activity | 2 changes'), 'both entries');
    await h.press('O');
    await h.until((f) => f.includes('wallet.rename: not a card change'), 'the refusal');
    await h.press('j', 'O');
    await h.until((f) => f.includes('Copied | card.suspend as curl'), 'the copy');
    const text = (h.store.getState().view.overlay as CopiedSlot).text;
    expect(text).toMatch(
      /^curl -sS -X POST "http:\/\/127\.0\.0\.1:\d+\/api\/v2\/organizations\/\S+\/suspend" /,
    );
    expect(text).toContain('-H "Authorization: Bearer $CARD_CONSOLE_API_KEY"');
    for (const secret of [h.env.merchant.apiKey, h.env.merchant.apiToken]) {
      expect(text).not.toContain(secret);
      expect(h.output()).not.toContain(secret);
    }

    // Undone through the API, then the copied curl, run as copied, does the suspend again.
    const ref = cardRef(card)!;
    expect((await changeCardStatus(h.ops, { ...ref, status: 'frozen' }, 'resume')).ok).toBe(true);
    expect((await statusesOf(h.env.client, wallet)).get(card.id)).toBe('active');
    // Asynchronously: the sandbox answering curl runs in this process.
    const { stdout: answer } = await promisify(execFile)('sh', ['-c', text], {
      encoding: 'utf8',
      env: { ...process.env, CARD_CONSOLE_API_KEY: h.env.merchant.apiKey },
    });
    expect(answer).toContain(card.id);
    expect((await statusesOf(h.env.client, wallet)).get(card.id)).toBe('frozen');
  });
});
