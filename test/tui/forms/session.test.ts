// The session mirror says only what the credentials allow; whether the card's state allows an
// action is the domain state machine's answer for the card at hand. The two are asked apart and
// each gives its own reason.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createActionContext, type ActionContext } from '../../../src/actions/index.js';
import { createClient, type ApiClient, type Credentials } from '../../../src/api/index.js';
import type { CardStatus } from '../../../src/contract/index.js';
import { CARD_ACTIONS, canPerform, type CardAction } from '../../../src/domain/index.js';
import { createAppStore, type AppStore, type Card } from '../../../src/store/index.js';
import { cardActionBlocked } from '../../../src/tui/views/browse/card-actions.js';
import { sessionState } from '../../../src/tui/forms/session.js';

// Nothing is sent: what the credentials allow is known from the route table alone.
const BASE = 'http://127.0.0.1:9';
const ORG: Credentials = { orgId: 'org-1', apiKey: 'key-1' };
const ACCOUNT: Credentials = { apiToken: 'token-1' };
const clients: ApiClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

function opsWith(credentials: Credentials, readOnly = false): ActionContext {
  const client = createClient({ baseUrl: BASE, credentials });
  clients.push(client);
  const auditPath = join(mkdtempSync(join(tmpdir(), 'session-')), 'audit.jsonl');
  return createActionContext({
    client,
    profile: 'sandbox',
    baseUrl: BASE,
    skipProductionQuestion: true,
    readOnly,
    auditPath,
    secrets: [],
  });
}

/** The card actions among the denied ones (the account actions are judged the same way). */
function deniedCardActions(ops: ActionContext): Record<string, string> {
  const denied = sessionState(ops).denied ?? {};
  return Object.fromEntries(
    Object.entries(denied).filter(([action]) => (CARD_ACTIONS as readonly string[]).includes(action)),
  );
}

function storeOn(status: CardStatus, ops: ActionContext): AppStore {
  const store = createAppStore({ focus: 'cards' });
  const card: Card = {
    id: 'card-1',
    accountId: 'acc-1',
    name: 'Travel',
    status,
    currency: 'USD',
    availableBalance: '10.00',
    maskedNumber: '4111********1234',
    raw: {},
  };
  const a = store.getState().mutators;
  a.applyBatch({ cards: [card], at: 1 });
  a.openDetail({ kind: 'card', id: card.id });
  a.setSession(sessionState(ops));
  return store;
}

describe('what the credentials allow (sessionState)', () => {
  it('denies nothing to organization credentials, whatever state any card is in', () => {
    expect(deniedCardActions(opsWith(ORG))).toEqual({});
  });

  it('denies the organization-only actions to an account token, with the credentials as the reason', () => {
    const denied = deniedCardActions(opsWith(ACCOUNT));
    expect(Object.keys(denied).sort()).toEqual(['edit', 'suspend', 'resume', 'terminate'].sort());
    for (const reason of Object.values(denied)) expect(reason).not.toMatch(/^card is/);
    // The account family carries fund, defund and reveal.
    for (const action of ['fund', 'defund', 'reveal'] as const) expect(denied[action]).toBeUndefined();
  });

  it('in read-only mode lists no change as denied (read-only says why) and still judges reveal', () => {
    const ops = opsWith(ACCOUNT, true);
    expect(sessionState(ops).readOnly).toBe(true);
    expect(deniedCardActions(ops)).toEqual({});
    // No credentials at all: reveal (allowed in read-only) is denied for want of them.
    expect(Object.keys(deniedCardActions(opsWith({}, true)))).toEqual(['reveal']);
  });
});

describe('what the card allows (the domain state machine), apart from the credentials', () => {
  const statuses: readonly CardStatus[] = [
    'creating',
    'creating_failed',
    'active',
    'frozen',
    'closed',
    'expired',
  ];

  it('with credentials for everything, a command is blocked exactly where the state machine refuses, with its reason', () => {
    const ops = opsWith(ORG);
    for (const status of statuses) {
      const state = storeOn(status, ops).getState();
      for (const action of CARD_ACTIONS) {
        const allowed = canPerform(status, action);
        expect(cardActionBlocked(state, action), `${action} on ${status}`).toBe(
          allowed.ok ? undefined : allowed.reason,
        );
      }
    }
  });

  it('credentials that cannot carry an action block it in every state, with the credentials reason', () => {
    const ops = opsWith(ACCOUNT);
    const denied = sessionState(ops).denied ?? {};
    for (const status of statuses) {
      const state = storeOn(status, ops).getState();
      for (const action of ['suspend', 'resume', 'terminate', 'edit'] as CardAction[]) {
        expect(cardActionBlocked(state, action), `${action} on ${status}`).toBe(denied[action]);
      }
      expect(cardActionBlocked(state, 'fund')).toBe(
        canPerform(status, 'fund').ok ? undefined : (canPerform(status, 'fund') as { reason: string }).reason,
      );
    }
  });
});
