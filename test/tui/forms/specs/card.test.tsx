// The operator forms driven by keys against a real sandbox: valid input, each validation error,
// a server 422 placed on its field, a business-rule error, and the input kept after a failure.
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessError, PermissionError, ValidationError } from '../../../../src/api/index.js';
import type { RouteId } from '../../../../src/contract/index.js';
import type { CardStatus } from '../../../../src/contract/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { nano, readRef } from '../../../support/action-helpers.js';
import { helpLines } from '../../../../src/tui/views/help/present.js';
import { KEYS } from '../../../support/harness.js';
import { sendReviewed } from '../../../support/review.js';
import { mountSandbox, onRoute, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { consoleViews } from '../../../support/views.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** Focus the cards pane and put the cursor on the first card with this status, by keys. */
async function onCard(harness: SandboxHarness, status: CardStatus): Promise<string> {
  await harness.press('2');
  await harness.until(() => selectPaneRows(harness.store.getState(), 'cards').length > 0, 'the cards');
  const rows = selectPaneRows(harness.store.getState(), 'cards');
  const index = rows.findIndex((id) => harness.store.getState().entities.cards.get(id)?.status === status);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < index; i += 1) await harness.press('j');
  expect(harness.store.getState().view.selectedCardId).toBe(rows[index]);
  return rows[index]!;
}

const failing = (id: RouteId, error: () => Error) =>
  onRoute(id, () => {
    throw error();
  });

const site = { method: 'POST', path: '/fund' };
const formOpen = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind === 'form';

describe('fund form', () => {
  it('funds the card by exactly the typed amount and closes', async () => {
    h = await mountSandbox();
    const cardId = await onCard(h, 'active');
    const accountId = h.store.getState().entities.cards.get(cardId)!.accountId!;
    const before = await readRef(h.env.client, { id: cardId, accountId });
    await h.press('f');
    await h.until((f) => f.includes('Fund ') && f.includes('wallet available'), 'the fund form');
    await h.type('12.34');
    expect(h.frame()).toContain('12.34_');
    await sendReviewed(h);
    await h.until(() => !formOpen(h!), 'the form to close');
    await h.until((f) => f.includes('funded'), 'the notification');
    const after = await readRef(h.env.client, { id: cardId, accountId });
    expect(nano(after.availableBalance!) - nano(before.availableBalance!)).toBe(nano('12.34'));
  });

  it('shows each validation error against the amount as it is typed, and sends nothing', async () => {
    h = await mountSandbox();
    await onCard(h, 'active');
    await h.press('f');
    await h.until((f) => f.includes('wallet available'), 'the fund form');
    await h.type('abc');
    expect(h.frame()).toMatch(/! .*(number|amount|decimal)/i);
    await h.press(KEYS.backspace, KEYS.backspace, KEYS.backspace);
    await h.type('1.234');
    expect(h.frame()).toMatch(/! .*(fraction|decimal|digits)/i);
    await h.press(KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace, KEYS.backspace);
    await h.type('0');
    expect(h.frame()).toMatch(/! .*(positive|greater|zero)/i);
    await h.press(KEYS.backspace);
    await h.type('999999999');
    expect(h.frame()).toContain("more than the wallet's available balance");
    await h.press(KEYS.tab);
    await h.type('x'.repeat(501));
    expect(h.frame()).toContain('at most 483 characters (code points)');
    await h.press(KEYS.enter);
    expect(formOpen(h)).toBe(true);
    expect(h.frame()).toContain('999999999');
  });

  it('says an empty amount is required on submit', async () => {
    h = await mountSandbox();
    await onCard(h, 'active');
    await h.press('f');
    await h.until((f) => f.includes('wallet available'), 'the fund form');
    await h.press(KEYS.enter);
    expect(h.frame()).toContain('! required');
    expect(formOpen(h)).toBe(true);
  });

  it('places a server 422 on the field it names and keeps the input', async () => {
    h = await mountSandbox({
      wrap: failing(
        'fundCard',
        () =>
          new ValidationError(site, [
            {
              loc: ['body', 'amount'],
              msg: 'server refuses this amount',
              type: 'value_error',
              field: 'amount',
            },
          ]),
      ),
    });
    await onCard(h, 'active');
    await h.press('f');
    await h.until((f) => f.includes('wallet available'), 'the fund form');
    await h.type('5');
    await h.press(KEYS.tab);
    await h.type('rent');
    await sendReviewed(h);
    await h.until((f) => f.includes('server refuses this amount'), 'the server issue');
    const frame = h.frame();
    const amountLine = frame.split('\n').findIndex((l) => l.includes('Amount'));
    expect(frame.split('\n')[amountLine + 1]).toContain('! server refuses this amount');
    expect(frame).toContain(': 5');
    expect(frame).toContain('rent_');
    expect(formOpen(h)).toBe(true);
  });

  it('shows a business-rule error under the form and keeps the input', async () => {
    h = await mountSandbox({
      wrap: failing('fundCard', () => new BusinessError(site, 'wallet_inactive', 'the wallet is not active')),
    });
    await onCard(h, 'active');
    await h.press('f');
    await h.until((f) => f.includes('wallet available'), 'the fund form');
    await h.type('7.5');
    await sendReviewed(h);
    await h.until((f) => f.includes('the wallet is not active'), 'the business error');
    expect(h.frame()).toContain('7.5');
    expect(formOpen(h)).toBe(true);
    await h.press(KEYS.esc);
    expect(formOpen(h)).toBe(false);
  });
});

describe('suspend, resume and terminate', () => {
  it('suspends after y, resumes after y, and any other key cancels', async () => {
    h = await mountSandbox();
    const cardId = await onCard(h, 'active');
    const accountId = h.store.getState().entities.cards.get(cardId)!.accountId!;
    await h.press('s');
    expect(h.frame()).toMatch(/Suspend \(freeze\) .*\?/);
    await h.press('z');
    expect(h.store.getState().view.overlay).toBeNull();
    expect((await readRef(h.env.client, { id: cardId, accountId })).status).toBe('active');
    await h.press('s', 'y');
    await h.until(
      () => h!.store.getState().entities.cards.get(cardId)?.status === 'frozen',
      'the card frozen',
    );
    expect((await readRef(h.env.client, { id: cardId, accountId })).status).toBe('frozen');
    await h.press('u', 'y');
    await h.until(
      () => h!.store.getState().entities.cards.get(cardId)?.status === 'active',
      'the card active',
    );
    expect((await readRef(h.env.client, { id: cardId, accountId })).status).toBe('active');
  });

  it("terminates only when the typed digits are the card's last four", async () => {
    h = await mountSandbox();
    const cardId = await onCard(h, 'active');
    const card = h.store.getState().entities.cards.get(cardId)!;
    const four = card.maskedNumber.slice(-4);
    const wrong = four === '0000' ? '1111' : '0000';
    await h.press('x');
    expect(h.frame()).toContain('cannot be undone');
    await h.type(wrong);
    expect(h.frame()).toContain('does not match the last four digits');
    await h.press(KEYS.enter);
    expect(formOpen(h)).toBe(true);
    await h.press(...Array(4).fill(KEYS.backspace));
    await h.type(four);
    expect(h.frame()).not.toContain('does not match');
    await h.press(KEYS.enter);
    await h.until(
      () => h!.store.getState().entities.cards.get(cardId)?.status === 'closed',
      'the card closed',
    );
    expect((await readRef(h.env.client, { id: cardId, accountId: card.accountId! })).status).toBe('closed');
  });

  it('disables actions the card state does not allow, saying why', async () => {
    h = await mountSandbox();
    await onCard(h, 'frozen');
    await h.press('f');
    expect(h.store.getState().view.overlay).toBeNull();
    expect(h.frame()).toMatch(/Fund the card from its wallet: .*frozen/i);
    // The reason whole; the footer names it only where it fits whole (never cut with a `~`).
    expect(h.frame()).toMatch(
      /Fund the card from its wallet: card is frozen: only active cards can be funded/,
    );
    expect(h.frame()).not.toMatch(/\(f[^)]*~/);
  });
});

describe('edit form', () => {
  it('renames the card and follows it until the asynchronous update shows', async () => {
    h = await mountSandbox();
    const cardId = await onCard(h, 'active');
    const accountId = h.store.getState().entities.cards.get(cardId)!.accountId!;
    await h.press('e');
    await h.until((f) => f.includes('Edit '), 'the edit form');
    await h.press(...Array(40).fill(KEYS.backspace));
    await h.type('Renamed by keys');
    await h.press(KEYS.enter);
    const said = (text: string) => h!.store.getState().notifications.some((n) => n.text.includes(text));
    await h.until(() => said('accepted'), 'the acceptance');
    await h.until(() => said('updated'), 'the update to show');
    expect(h.store.getState().entities.cards.get(cardId)?.name).toBe('Renamed by keys');
    const read = await h.env.client.call('getCard', {
      params: { wallet_id: accountId, instrument_id: cardId },
    });
    expect(read.data.card.name).toBe('Renamed by keys');
  });

  it('checks limits against the wallet ranges before sending', async () => {
    h = await mountSandbox();
    await onCard(h, 'active');
    await h.press('e');
    await h.until((f) => f.includes('allowed '), 'the limit ranges');
    await h.press(KEYS.tab);
    await h.press(...Array(12).fill(KEYS.backspace));
    await h.type('999999999');
    expect(h.frame()).toMatch(/! .*(between|at most|exceed|range)/i);
    await h.press(KEYS.enter);
    expect(formOpen(h)).toBe(true);
  });
});

describe('read-only mode', () => {
  it('hides changing actions from the footer and refuses them', async () => {
    h = await mountSandbox({ readOnly: true });
    await onCard(h, 'active');
    expect(h.frame()).not.toMatch(/f fund|s suspend|x terminate/);
    await h.press('f');
    expect(h.store.getState().view.overlay).toBeNull();
    expect(h.frame()).toMatch(/read-only/);
  });
});

describe('credentials', () => {
  it('disables an action the credentials cannot perform, saying why', async () => {
    const orgOnly = new Set<RouteId>(['suspendCard', 'resumeCard', 'terminateCard']);
    h = await mountSandbox({
      wrap: (client) => ({
        ...client,
        can: (id) =>
          orgOnly.has(id) ? { ok: false, reason: 'needs an organization API key' } : client.can(id),
      }),
    });
    await onCard(h, 'active');
    expect(h.frame()).toContain('f fund');
    expect(h.frame()).not.toContain('s suspend');
    await h.press('s');
    expect(h.store.getState().view.overlay).toBeNull();
    expect(h.frame()).toContain('needs an organization API key');
    const help = helpLines(h.store.getState(), 80, consoleViews());
    expect(help.find((l) => l.text.includes('Suspend (freeze) the card'))).toMatchObject({ disabled: true });
    expect(
      help.find((l) => l.kind === 'reason' && l.text.includes('needs an organization API key'))?.text,
    ).toMatch(/\(s\b/);
  });
});

describe('a 403 on a write', () => {
  it('turns read-only mode on: the header says so and changing actions leave the footer', async () => {
    h = await mountSandbox({
      wrap: failing(
        'suspendCard',
        () => new PermissionError({ method: 'POST', path: '/suspend', status: 403 }, 'forbidden'),
      ),
    });
    await onCard(h, 'active');
    expect(h.frame()).toContain('s suspend');
    expect(h.frame().split('\n')[0]).not.toContain('READ-ONLY');
    await h.press('s', 'y');
    await h.until((f) => f.split('\n')[0]!.includes('READ-ONLY'), 'the read-only header');
    expect(h.frame()).not.toMatch(/f fund|s suspend|x terminate/);
    await h.press('f');
    expect(h.store.getState().view.overlay).toBeNull();
  });
});

describe('production guard', () => {
  it('asks once, naming the profile, before the first change of a session', async () => {
    h = await mountSandbox({ sandbox: false });
    await onCard(h, 'active');
    await h.press('f');
    expect(h.frame()).toContain('not a sandbox');
    await h.press('y');
    expect(h.store.getState().view.overlay?.kind).toBe('form');
    await h.press(KEYS.esc, 'f');
    expect(h.store.getState().view.overlay?.kind).toBe('form');
  });
});
