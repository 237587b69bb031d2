// Every form's failure paths, driven by keys against a real sandbox whose answer to the form's
// request is replaced: a 422 lands on the field it names, a business-rule error under the form,
// and in both cases what the operator typed stays.
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessError, ValidationError } from '../../../src/api/index.js';
import type { RouteId } from '../../../src/contract/index.js';
import { selectPaneRows } from '../../../src/store/index.js';
import { KEYS } from '../../support/harness.js';
import { sendReviewed } from '../../support/review.js';
import { mountSandbox, onRoute, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const replacing = (id: RouteId, error: () => Error) =>
  onRoute(id, () => {
    throw error();
  });

async function onActiveCard(harness: SandboxHarness): Promise<void> {
  await harness.press('2');
  await harness.until(() => selectPaneRows(harness.store.getState(), 'cards').length > 0, 'the cards');
  const rows = selectPaneRows(harness.store.getState(), 'cards');
  const index = rows.findIndex((id) => harness.store.getState().entities.cards.get(id)?.status === 'active');
  for (let i = 0; i < index; i += 1) await harness.press('j');
}

const clear = (n: number) => Array<string>(n).fill(KEYS.backspace);

interface FormCase {
  readonly form: string;
  readonly route: RouteId;
  /** The 422 `loc` and the label of the field it must land under. */
  readonly loc: readonly string[];
  readonly label: string;
  /** Opens the form and types valid input; returns a piece of typed text that must stay. */
  readonly fill: (harness: SandboxHarness) => Promise<string>;
  /** A money move: Enter opens its review, `y` sends. */
  readonly money?: boolean;
}

const CASES: readonly FormCase[] = [
  {
    form: 'fund',
    money: true,
    route: 'fundCard',
    loc: ['body', 'amount'],
    label: 'Amount',
    fill: async (t) => {
      await onActiveCard(t);
      await t.press('f');
      await t.until((f) => f.includes('wallet available'), 'the form');
      await t.type('5.25');
      return '5.25';
    },
  },
  {
    form: 'defund',
    money: true,
    route: 'defundCard',
    loc: ['body', 'amount'],
    label: 'Amount',
    fill: async (t) => {
      await onActiveCard(t);
      await t.press('d');
      await t.until((f) => f.includes('card available'), 'the form');
      await t.type('0.75');
      return '0.75';
    },
  },
  {
    form: 'edit',
    route: 'updateCard',
    loc: ['body', 'name'],
    label: 'Name',
    fill: async (t) => {
      await onActiveCard(t);
      await t.press('e');
      await t.until((f) => f.includes('Edit '), 'the form');
      await t.press(...clear(40));
      await t.type('Kept name');
      return 'Kept name';
    },
  },
  {
    form: 'issue',
    money: true,
    route: 'issueCard',
    loc: ['body', 'cardType'],
    label: 'Card type',
    fill: async (t) => {
      await t.press('i');
      await t.until(
        (f) => f.includes('BIN ') && t.store.getState().entities.cardholders.size > 0,
        'the form',
      );
      await t.press(KEYS.down);
      await t.type('ada');
      await t.press(KEYS.down, KEYS.down, KEYS.down);
      await t.type('Kept card');
      return 'Kept card';
    },
  },
  {
    form: 'transfer',
    money: true,
    route: 'transfer',
    loc: ['body', 'amount'],
    label: 'Amount',
    fill: async (t) => {
      await t.press('t');
      await t.until((f) => /To wallet\s*: < \w/.test(f), 'the form');
      await t.press(KEYS.down);
      await t.type('2.5');
      return '2.5';
    },
  },
  {
    form: 'cardholder',
    route: 'createCardholder',
    loc: ['body', 'email'],
    label: 'Email',
    fill: async (t) => {
      await t.press('h');
      await t.until((f) => f.includes('New cardholder'), 'the form');
      for (const [i, text] of ['kept-1', 'Kept', 'Holder', 'kept@example.com', '+15550002222'].entries()) {
        if (i > 0) await t.press(KEYS.down);
        await t.type(text);
      }
      return 'kept@example.com';
    },
  },
  {
    form: 'wallet rename',
    route: 'updateWallet',
    loc: ['body', 'name'],
    label: 'New name',
    fill: async (t) => {
      await t.press(':');
      await t.type('wallet-rename');
      await t.press(KEYS.enter);
      await t.until((f) => f.includes('New name'), 'the form');
      await t.press(...clear(30));
      await t.type('Kept wallet');
      return 'Kept wallet';
    },
  },
  {
    form: 'webhook configuration',
    route: 'putWebhookConfig',
    loc: ['body', 'url'],
    label: 'URL',
    fill: async (t) => {
      await t.press('W');
      await t.until((f) => f.includes('Webhooks'), 'the view');
      await t.press('C');
      await t.until((f) => f.includes('webhook configuration'), 'the form');
      await t.press(...clear(80));
      await t.type('https://kept.example.com/hook');
      return 'https://kept.example.com/hook';
    },
  },
];

const site = { method: 'POST', path: '/replaced' };
const formOpen = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind === 'form';

const submit = (harness: SandboxHarness, money: boolean | undefined) =>
  money ? sendReviewed(harness) : harness.press(KEYS.enter);

describe.each(CASES)('the $form form', ({ route, loc, label, fill, money }) => {
  it('puts a server 422 under the field it names and keeps the input', async () => {
    h = await mountSandbox({
      wrap: replacing(
        route,
        () =>
          new ValidationError(site, [
            { loc: [...loc], msg: 'refused by the server', type: 'value_error', field: loc[loc.length - 1]! },
          ]),
      ),
    });
    const kept = await fill(h);
    await submit(h, money);
    await h.until((f) => f.includes('refused by the server'), 'the server issue');
    const lines = h.frame().split('\n');
    const at = lines.findIndex((l) => new RegExp(`^[> ] +${label} +:`).test(l));
    expect(at, `a line for ${label}`).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toContain('! refused by the server');
    expect(h.frame()).toContain(kept);
    expect(formOpen(h)).toBe(true);
  });

  it('shows a business-rule error under the form and keeps the input', async () => {
    h = await mountSandbox({
      wrap: replacing(
        route,
        () => new BusinessError(site, 'platform_refused', 'the platform refuses this now'),
      ),
    });
    const kept = await fill(h);
    await submit(h, money);
    await h.until((f) => f.includes('the platform refuses this now'), 'the business error');
    expect(h.frame()).toContain(kept);
    expect(formOpen(h)).toBe(true);
  });
});
