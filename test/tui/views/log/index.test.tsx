// The command log view against a real sandbox: what the console sent, newest first, with the
// server's request id; a change copied as a command and as curl (shown, and never a credential);
// a read refuses both copies with its reason.
import { afterEach, describe, expect, it } from 'vitest';
import { changeCardStatus } from '../../../../src/actions/card-actions.js';
import { createSentLog, type SentLog } from '../../../../src/api/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { cardRef } from '../../../../src/tui/forms/subjects.js';
import { firstWallet, showCardsOf } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const oneLine = (frame: string) => frame.replace(/│/g, '').replace(/\s*\n\s*/g, '');

async function mountWithLog(): Promise<{ h: SandboxHarness; log: SentLog }> {
  const log = createSentLog('sandbox', 1_000);
  h = await mountSandbox({ requests: log, columns: 160, rows: 40 });
  return { h, log };
}

describe('the command log view', () => {
  it('opens with @, newest first, and shows the selected request with its request id', async () => {
    const { h } = await mountWithLog();
    await h.press('@');
    await h.until((f) => /Command log \| \d+ requests this session, last 1000 kept/.test(f), 'the log');
    const frame = h.frame();
    expect(frame).toMatch(/TIME \S+ +PROFILE +METHOD/);
    expect(frame).toMatch(/sandbox +GET +200 /);
    expect(frame).toMatch(/request id [0-9a-f-]{36}/);
    // The row under the cursor (the newest when it opened) is detailed below the list.
    expect(frame).toMatch(/^#\d+ GET \/api\/v2\//m);
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay).toBeNull();
  });

  it('a read cannot be copied: both keys say why', async () => {
    const { h } = await mountWithLog();
    await h.press('@');
    await h.until((f) => f.includes('Command log'), 'the log');
    await h.press('c');
    await h.until((f) => f.includes('not a change: nothing to copy'), 'the refusal');
  });

  it("a change another profile sent is listed under its name and copied only there (this profile's target is not its)", async () => {
    const { h, log } = await mountWithLog();
    log.forProfile('eu-prod').record({
      routeId: 'suspendCard',
      method: 'POST',
      path: '/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/suspend',
      url: '/api/v2/organizations/org-b/wallets/w-b/instruments/c-b/suspend',
      params: { org_id: 'org-b', wallet_id: 'w-b', instrument_id: 'c-b' },
      attempt: 1,
      startedAt: Date.now(),
      headers: {},
      status: 200,
      durationMs: 3,
      change: true,
      credential: 'apiKey',
    });
    await h.press('@');
    await h.until((f) => f.includes('Command log'), 'the log');
    expect(h.frame()).toMatch(/eu-prod +POST +200 /);
    expect(h.frame()).toMatch(/sandbox +GET +200 /);
    await h.press('C');
    await h.until(
      (f) => f.includes('sent on profile eu-prod: copy it there (:profile eu-prod)'),
      'the refusal',
    );
    expect(h.frame()).not.toContain('as curl:');
  });

  it('a suspend, refreshed into view, copies as a command and as curl, never with a credential', async () => {
    const { h, log } = await mountWithLog();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const card = selectPaneRows(state, 'cards')
      .map((id) => state.entities.cards.get(id)!)
      .find((c) => c.status === 'active')!;
    await h.press('@');
    await h.until((f) => f.includes('Command log'), 'the log');
    const result = await changeCardStatus(h.ops, cardRef(card)!, 'suspend');
    expect(result.ok).toBe(true);
    await h.until((f) => / \d+ newer/.test(f), 'the newer count');
    await h.press('r');
    // The newest request may be the read back after the change: put the cursor on the suspend.
    for (let i = 0; i < 5 && !/^#\d+ POST .*\/suspend/m.test(h.frame()); i++) await h.press('j');
    await h.until((f) => /#\d+ POST \S+\/suspend/.test(f), 'the suspend selected');
    await h.press('c');
    await h.until((f) => f.includes('as a command:'), 'the copied command');
    expect(oneLine(h.frame())).toContain(
      `printf '%s\\n' ${card.id} | card-console cards freeze --ids - --wallet ${wallet}`,
    );
    await h.press('C');
    await h.until((f) => f.includes('as curl:'), 'the copied curl');
    const shown = oneLine(h.frame());
    expect(shown).toContain('-H "Authorization: Bearer $CARD_CONSOLE_API_KEY"');
    expect(shown).toMatch(
      /curl -sS -X POST http:\/\/127\.0\.0\.1:\d+\/api\/v2\/organizations\/\S+\/suspend /,
    );
    // The terminal takes OSC 52 here: the same text went to the clipboard.
    const clipboard = new RegExp(
      `${String.fromCharCode(27)}\\]52;c;([A-Za-z0-9+/=]+)${String.fromCharCode(7)}`,
      'g',
    );
    const copies = [...h.output().matchAll(clipboard)].map((m) =>
      Buffer.from(m[1] ?? '', 'base64').toString(),
    );
    expect(copies.at(-1)).toMatch(/^curl -sS -X POST .*\$CARD_CONSOLE_API_KEY/);
    expect(copies.at(-2)).toMatch(/^printf '%s\\n' \S+ \| card-console cards freeze /);
    for (const secret of [h.env.merchant.apiKey, h.env.merchant.apiToken]) {
      expect(h.output()).not.toContain(secret);
      expect(JSON.stringify(Array.from({ length: log.size }, (_, i) => log.newest(i)))).not.toContain(secret);
    }
  });
});
