// The transfer form driven by keys against a real sandbox, on the paths where the wrong answer looks
// different from the right one: a destination pasted by id (not the first, preselected one), a find
// that matches nothing, an amount finer than the currency's cents, and the review before sending.
import { afterEach, describe, expect, it } from 'vitest';
import { nano } from '../../../support/action-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, onRoute, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { openFormOf } from '../../../../src/tui/forms/slot.js';
import { extrasOf } from '../../../../src/tui/forms/subjects.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const overlayKind = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind;

async function balanceOf(harness: SandboxHarness, accountId: string): Promise<string> {
  return (await harness.env.client.call('getAccountBalance', { params: { account_uuid: accountId } }))
    .availableBalance;
}

/** Counts the transfer requests the console sends. */
function counting() {
  const sent = { count: 0 };
  return { sent, wrap: onRoute('transfer', () => void (sent.count += 1)) };
}

interface Opened {
  readonly source: string;
  /** The destination the form preselects, and another one (the one the operator means). */
  readonly preselected: { id: string; name: string };
  readonly intended: { id: string; name: string };
}

async function openTransfer(harness: SandboxHarness): Promise<Opened> {
  const source = harness.store.getState().view.selectedAccountId!;
  await harness.press('t');
  await harness.until((f) => /To wallet\s*: < \w/.test(f), 'the destinations');
  const destinations = extrasOf(harness.store.getState(), source)?.transferDestinations ?? [];
  expect(destinations.length).toBeGreaterThanOrEqual(2);
  const preselected = destinations[0]!;
  expect(openFormOf(harness.store.getState())?.values.destination).toBe(preselected.id);
  const intended = destinations[destinations.length - 1]!;
  expect(intended.id).not.toBe(preselected.id);
  return { source, preselected, intended };
}

const balances = (harness: SandboxHarness, ids: readonly string[]) =>
  Promise.all(ids.map((id) => balanceOf(harness, id)));

describe('transfer form: the destination found by id', () => {
  it('a pasted full id chooses that account, and the money goes there', async () => {
    h = await mountSandbox();
    const { source, preselected, intended } = await openTransfer(h);
    const before = await balances(h, [source, preselected.id, intended.id]);
    await h.type(intended.id);
    expect(openFormOf(h.store.getState())?.values.destination).toBe(intended.id);
    expect(h.frame()).toMatch(new RegExp(`To wallet\\s*: < ${intended.name}`));
    await h.press(KEYS.down);
    await h.type('3.21');
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review');
    await h.press('y');
    await h.until((f) => f.includes('transferred 3.21'), 'the result');
    const after = await balances(h, [source, preselected.id, intended.id]);
    expect(nano(after[2]!) - nano(before[2]!)).toBe(nano('3.21'));
    expect(after[1]).toBe(before[1]);
  });

  it('a unique prefix of an id chooses that account', async () => {
    h = await mountSandbox();
    const { intended } = await openTransfer(h);
    await h.type(intended.id.slice(0, 8));
    expect(openFormOf(h.store.getState())?.values.destination).toBe(intended.id);
  });

  it('a text that matches nothing says so, and the form refuses to send', async () => {
    const { sent, wrap } = counting();
    h = await mountSandbox({ wrap });
    const { source, preselected, intended } = await openTransfer(h);
    const before = await balances(h, [source, preselected.id, intended.id]);
    const typed = `${intended.id.slice(0, 8)}zzz`;
    await h.type(typed);
    expect(h.frame()).toContain(`no wallet matches ${typed}`);
    expect(h.frame()).not.toMatch(new RegExp(`To wallet\\s*: < ${preselected.name}`));
    await h.press(KEYS.down);
    await h.type('3.21');
    await h.press(KEYS.enter);
    expect(overlayKind(h)).toBe('form');
    expect(h.frame()).toMatch(/To wallet.*\n.*! no wallet matches/);
    expect(sent.count).toBe(0);
    expect(await balances(h, [source, preselected.id, intended.id])).toEqual(before);
  });
});

describe('transfer form: amounts', () => {
  it('refuses more fraction digits than the currency has, before sending and before any preview', async () => {
    const { sent, wrap } = counting();
    h = await mountSandbox({ wrap });
    const { source } = await openTransfer(h);
    const before = await balanceOf(h, source);
    await h.press(KEYS.down);
    await h.type('12.345');
    expect(h.frame()).toContain('! at most 2 decimal places for USD');
    // No balance after is computed from a value the form refuses.
    expect(h.frame()).not.toMatch(/available after: [\d,]+\.\d{3}/);
    await h.press(KEYS.enter);
    expect(overlayKind(h)).toBe('form');
    expect(h.frame()).toContain('Amount: at most 2 decimal places for USD');
    expect(sent.count).toBe(0);
    expect(await balanceOf(h, source)).toBe(before);
  });

  it('previews nothing from an amount the form refuses', async () => {
    h = await mountSandbox();
    await openTransfer(h);
    await h.press(KEYS.down);
    await h.type('99999999');
    expect(h.frame()).toContain("more than the source wallet's available balance");
    expect(h.frame()).not.toMatch(/available after: -/);
  });
});

describe('transfer form: the review', () => {
  it('Enter opens a review naming both accounts, the fee and the balances after; nothing moves before y', async () => {
    const { sent, wrap } = counting();
    h = await mountSandbox({ wrap });
    const { source, preselected, intended } = await openTransfer(h);
    const sourceName = h.store.getState().entities.accounts.get(source)!.name;
    const before = await balances(h, [source, preselected.id, intended.id]);
    await h.type(intended.id);
    await h.press(KEYS.down);
    await h.type('3.21');
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review');
    const review = h.frame();
    expect(review).toContain(sourceName);
    expect(review).toContain(intended.name);
    expect(review).toContain('3.21 USD');
    expect(review).toContain('0.02');
    expect(review).toMatch(/after/);
    expect(sent.count).toBe(0);
    expect(await balances(h, [source, preselected.id, intended.id])).toEqual(before);

    // n goes back to the form with what was typed, and sends nothing.
    await h.press('n');
    await h.until(() => overlayKind(h!) === 'form', 'the form again');
    const values = openFormOf(h.store.getState())?.values;
    expect(values?.destination).toBe(intended.id);
    expect(values?.amount).toBe('3.21');
    expect(sent.count).toBe(0);
    expect(await balances(h, [source, preselected.id, intended.id])).toEqual(before);

    // Esc too.
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review again');
    await h.press(KEYS.esc);
    await h.until(() => overlayKind(h!) === 'form', 'the form again');
    expect(openFormOf(h.store.getState())?.values.amount).toBe('3.21');

    // y sends it once; the result names the accounts, and labels the operation ids as such.
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review again');
    await h.press('y');
    await h.until((f) => f.includes('transferred 3.21'), 'the result');
    expect(sent.count).toBe(1);
    expect(h.frame()).toContain(`from ${sourceName} to ${intended.name}`);
    expect(h.frame()).toMatch(/operations [0-9a-f]{8}/);
    const after = await balances(h, [source, preselected.id, intended.id]);
    expect(nano(after[2]!) - nano(before[2]!)).toBe(nano('3.21'));
    expect(after[1]).toBe(before[1]);
  });
});
