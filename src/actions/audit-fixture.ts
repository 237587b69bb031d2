// The operator's changes as a scenario fixture (docs/sandbox.md, "A session as a fixture"): each audit entry that
// was done becomes the request that did it, in order, so `sandbox apply` rehearses the case again. The ids the
// entries name become parameters whose defaults are those ids (`wallet_1`, `card_1`): the fixture applies as it is
// to the same merchant (or one restored from a snapshot), and to a fresh one with `--param card_1=…`. What the trail
// does not hold enough of to send again (an issue's or a cardholder's body: personal data is never written there;
// a webhook's secret) is left out and counted by action, never guessed.
import { isoDuration, routes, type Fixture, type FixtureStep, type RouteId } from '../contract/index.js';
import type { AuditEntry } from './audit.js';
import { CHANGE_ROUTES } from './family.js';

export interface AuditFixture {
  readonly fixture: Fixture;
  /** The entries left out, by action: not done, or not replayable from the trail. */
  readonly skipped: Readonly<Record<string, number>>;
}

type Ids = Map<string, string>;

/** `${wallet_1}`: the parameter standing for an id, named by its kind and first appearance. */
function param(ids: Ids, kind: 'wallet' | 'card', id: string): string {
  let name = ids.get(id);
  if (name === undefined) {
    const n = [...ids.values()].filter((v) => v.startsWith(`${kind}_`)).length + 1;
    name = `${kind}_${n}`;
    ids.set(id, name);
  }
  return `\${${name}}`;
}

const verbOf = (action: string): string => action.slice(action.indexOf('.') + 1);
const CARD_VERBS = ['suspend', 'resume', 'terminate', 'fund', 'defund'] as const;
const isCardVerb = (verb: string): verb is (typeof CARD_VERBS)[number] =>
  (CARD_VERBS as readonly string[]).includes(verb);

/** `METHOD path` of a route from the one route table, its placeholders filled (with `${…}` references). */
function lineOf(id: RouteId, params: Record<string, string>): string {
  const def = routes[id];
  return `${def.method} ${def.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)}`;
}

/** The clock entry's change as the body that makes it again: an advance by the same length, a freeze, a run. */
function clockBody(entry: AuditEntry): Record<string, unknown> | undefined {
  const now = entry.changes?.now;
  const frozen = entry.changes?.frozen;
  if (!now?.before || !frozen) return undefined;
  if (frozen.before === 'true' && frozen.after === 'false') return { frozenAt: null };
  const ms = Date.parse(now.after) - Date.parse(now.before);
  if (frozen.after === 'true') return { frozenAt: now.after };
  return ms >= 1000 ? { advanceBy: isoDuration(ms) } : undefined;
}

function stepOf(entry: AuditEntry, ids: Ids): FixtureStep | undefined {
  const { cardId, accountId, destinationAccountId } = entry.targets ?? {};
  const verb = verbOf(entry.action);
  const domain = entry.action.slice(0, entry.action.indexOf('.'));
  if ((domain === 'card' || domain === 'bulk') && isCardVerb(verb) && cardId && accountId) {
    const line = lineOf(CHANGE_ROUTES[verb].org, {
      org_id: '${org}',
      wallet_id: param(ids, 'wallet', accountId),
      instrument_id: param(ids, 'card', cardId),
    });
    if (verb !== 'fund' && verb !== 'defund') return { request: line };
    return entry.amount === undefined ? undefined : { request: line, body: { amount: entry.amount } };
  }
  if (domain === 'wallet' && (verb === 'activate' || verb === 'deactivate') && accountId)
    return {
      request: lineOf(CHANGE_ROUTES[`wallet.${verb}`].org, {
        org_id: '${org}',
        wallet_id: param(ids, 'wallet', accountId),
      }),
    };
  if (entry.action === 'account.transfer' && accountId && destinationAccountId && entry.amount !== undefined)
    return {
      request: lineOf(CHANGE_ROUTES.transfer.account, { account_uuid: param(ids, 'wallet', accountId) }),
      body: {
        destinationAccountUuid: param(ids, 'wallet', destinationAccountId),
        amount: entry.amount,
        ...(entry.currency ? { currency: entry.currency } : {}),
      },
    };
  if (entry.action === 'sandbox.clock') {
    const body = clockBody(entry);
    return body && { request: lineOf('setSandboxClock', {}), body };
  }
  return undefined;
}

/** The done changes of `entries` (one profile's, oldest first) as a fixture named `name`. */
export function auditFixture(entries: readonly AuditEntry[], name: string): AuditFixture {
  const ids: Ids = new Map();
  const steps: FixtureStep[] = [];
  const skipped: Record<string, number> = {};
  for (const entry of entries) {
    const step = entry.outcome === 'done' ? stepOf(entry, ids) : undefined;
    if (step) steps.push(step);
    else skipped[entry.action] = (skipped[entry.action] ?? 0) + 1;
  }
  const first = entries[0]?.time;
  const last = entries[entries.length - 1]?.time;
  const parameters = Object.fromEntries([...ids].map(([id, key]) => [key, id]));
  const fixture: Fixture = {
    name,
    description: `The changes of profile ${entries[0]?.profile ?? '-'} from ${first ?? '-'} to ${last ?? '-'}, from its audit trail.`,
    ...(ids.size > 0 ? { parameters } : {}),
    steps,
  };
  return { fixture, skipped };
}
