// Read-only mode refuses a change in one phrasing wherever it is asked: a single action, a bulk plan,
// the guard every form and confirmation opens behind, the Webhooks view, and the reasons the footer
// and help give for the card and account keys (six places said it three ways).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createActionContext,
  planBulkJob,
  type ActionContext,
  type CardRef,
} from '../../../../src/actions/index.js';
import { changeCardStatus } from '../../../../src/actions/card-actions.js';
import { createClient, type ApiClient } from '../../../../src/api/index.js';
import { createAppStore, type Card } from '../../../../src/store/index.js';
import { createTheme } from '../../../../src/tui/theme.js';
import type { CommandContext } from '../../../../src/tui/view/types.js';
import { cardActionBlocked } from '../../../../src/tui/views/browse/card-actions.js';
import { guardChange } from '../../../../src/tui/views/confirm/guard.js';
import { changeRefusal } from '../../../../src/tui/views/webhooks/control.js';
import { sessionState } from '../../../../src/tui/forms/session.js';
import { consoleViews } from '../../../support/views.js';

const clients: ApiClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

/** A read-only session: nothing is sent, every refusal comes before any request. */
function readOnlyOps(): ActionContext {
  const client = createClient({ baseUrl: 'http://127.0.0.1:9', credentials: { orgId: 'o', apiKey: 'k' } });
  clients.push(client);
  return createActionContext({
    client,
    profile: 'sandbox',
    baseUrl: 'http://127.0.0.1:9',
    skipProductionQuestion: true,
    readOnly: true,
    auditPath: join(mkdtempSync(join(tmpdir(), 'guard-')), 'audit.jsonl'),
    secrets: [],
  });
}

const card: Card = {
  id: 'card-1',
  accountId: 'acc-1',
  name: 'Travel',
  status: 'active',
  currency: 'USD',
  availableBalance: '10.00',
  maskedNumber: '4111********1234',
  raw: {},
};
const ref: CardRef = { id: card.id, accountId: 'acc-1', status: 'active' };

function contextOn(ops: ActionContext): CommandContext {
  const store = createAppStore({ focus: 'cards' });
  store.getState().mutators.applyBatch({ cards: [card], at: 1 });
  store.getState().mutators.openDetail({ kind: 'card', id: card.id });
  store.getState().mutators.setSession(sessionState(ops));
  return {
    store,
    ops,
    theme: createTheme({ NO_COLOR: '1' }),
    views: consoleViews(),
    sync: { refresh: () => Promise.resolve(), pause: () => undefined, resume: () => undefined },
    quit: () => undefined,
    now: () => 0,
    screen: () => ({ width: 80, height: 21 }),
  };
}

describe('the read-only refusal', () => {
  it('is one sentence in actions, bulk, the guard, the Webhooks view, the footer and help', async () => {
    const ops = readOnlyOps();
    const ctx = contextOn(ops);
    const single = await changeCardStatus(ops, ref, 'suspend');
    const bulk = await planBulkJob(ops, { action: 'suspend', cards: [ref] });
    guardChange(ctx, { view: 'panes', step: 'card.status', args: { cardId: card.id, action: 'suspend' } });
    const guarded = ctx.store.getState().notifications.at(-1)?.text;
    const account = ctx.views.commands.find((c) => c.id === 'account.issue');
    const said = [
      single.ok ? 'sent' : single.error.message,
      bulk.ok ? 'planned' : bulk.error.message,
      guarded,
      changeRefusal(ctx),
      cardActionBlocked(ctx.store.getState(), 'suspend'),
      account?.disabledReason?.(ctx.store.getState()),
    ];
    expect(new Set(said).size, said.join('\n')).toBe(1);
    expect(said[0]).toBe('read-only: read-only mode is on (--read-only or the profile)');
  });
});

describe('the read-only refusal without a stated reason', () => {
  it('falls back to the same words in the footer and help as in the actions layer', () => {
    const store = createAppStore({ focus: 'cards', readOnly: true });
    store.getState().mutators.applyBatch({ cards: [card], at: 1 });
    store.getState().mutators.openDetail({ kind: 'card', id: card.id });
    const account = consoleViews().commands.find((c) => c.id === 'account.issue');
    expect(cardActionBlocked(store.getState(), 'suspend')).toBe('read-only: changes are disabled');
    expect(account?.disabledReason?.(store.getState())).toBe('read-only: changes are disabled');
  });
});
