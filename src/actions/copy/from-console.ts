// Changes the console made, as changes to copy: a bulk job (the cards it planned, its amount and
// description), an Activity entry (its action and card), and where a copied command or curl connects.
import type { CredentialName, SentLog } from '../../api/index.js';
import { routes } from '../../contract/index.js';
import type { AuditEntry } from '../audit.js';
import type { BulkJob } from '../bulk/job-types.js';
import { CHANGE_ROUTES, changeFamily, type OperatorAction } from '../family.js';
import type { ActionContext } from '../types.js';
import type { CurlChange, CurlConnection } from './change-curl.js';
import type { CopiedChange, CommandConnection } from './copy-command.js';

/** The names a profile gets when none was chosen from the config file: a copied command cannot name them. */
const UNNAMED_PROFILES: ReadonlySet<string> = new Set(['sandbox', 'default']);

/** Where a command copied in this console connects: the profile if it is a configured one, the base URL and organization. */
export function commandConnectionOf(
  ctx: Pick<ActionContext, 'session' | 'orgId'>,
  profile?: string,
): CommandConnection {
  const name = profile ?? ctx.session.profile;
  return {
    baseUrl: ctx.session.baseUrl,
    ...(UNNAMED_PROFILES.has(name) ? {} : { profile: name }),
    ...(ctx.orgId ? { orgId: ctx.orgId } : {}),
  };
}

/** A bulk job: every card it planned to change (the skipped ones were not), in one wallet or several. */
export function changeOfJob(job: Pick<BulkJob, 'action' | 'plan'>): CopiedChange {
  const cards = job.plan.items.map((item) => item.card);
  const wallets = new Set(cards.map((card) => card.accountId));
  const [wallet] = wallets;
  const { spec } = job.plan;
  return {
    action: job.action,
    cardIds: cards.map((card) => card.id),
    ...(wallets.size === 1 && wallet ? { walletId: wallet } : {}),
    ...(job.plan.amount !== undefined ? { amount: job.plan.amount } : {}),
    ...(spec.description !== undefined ? { description: spec.description } : {}),
  };
}

/** An Activity entry: `card.suspend`, `bulk.fund`... as the console's action on its card; other entries name theirs. */
export function changeOfAudit(entry: AuditEntry): CopiedChange {
  const action = entry.action.replace(/^(card|bulk)\./, '');
  const { cardId, accountId } = entry.targets;
  return {
    action,
    cardIds: cardId ? [cardId] : [],
    ...(accountId ? { walletId: accountId } : {}),
    ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
  };
}

/** A bulk job as curl: every card it planned, each with its wallet. */
export function curlChangeOfJob(job: Pick<BulkJob, 'action' | 'plan'>): CurlChange {
  const cards = job.plan.items.map(({ card }) => ({ id: card.id, walletId: card.accountId }));
  const currency = job.plan.items[0]?.card.currency;
  const { spec } = job.plan;
  return {
    action: job.action,
    cards,
    ...(job.plan.amount !== undefined ? { amount: job.plan.amount } : {}),
    ...(currency !== undefined ? { currency } : {}),
    ...(spec.description !== undefined ? { description: spec.description } : {}),
  };
}

/** An Activity entry as curl: its action on its card (an entry of no card names none). */
export function curlChangeOfAudit(entry: AuditEntry): CurlChange {
  const { cardId, accountId } = entry.targets;
  return {
    action: entry.action.replace(/^(card|bulk)\./, ''),
    cards: cardId && accountId ? [{ id: cardId, walletId: accountId }] : [],
    ...(entry.amount !== undefined ? { amount: entry.amount } : {}),
    ...(entry.currency !== undefined ? { currency: entry.currency } : {}),
  };
}

/** How many of the newest requests are looked at for the credential a family was sent with. */
const CREDENTIAL_LOOKBACK = 500;

/**
 * Where a curl of `action` goes: the family these credentials use for it (as the action chose), and
 * the credential that family was sent with this session (the command log knows its name, never its
 * value); none sent yet: the family's own (an API key for the organization, a token for accounts).
 */
export function curlTargetOf(
  ctx: Pick<ActionContext, 'client' | 'session' | 'orgId'>,
  action: string,
  requests?: SentLog,
): CurlConnection | { reason: string } {
  if (!Object.hasOwn(CHANGE_ROUTES, action))
    return { reason: 'not a card change: its request, as sent, is in the command log (@, C)' };
  const choice = changeFamily(ctx.client, action as OperatorAction);
  if (!choice.ok) return { reason: choice.reason };
  const family = choice.family;
  let credential: CredentialName = family === 'org' ? 'apiKey' : 'apiToken';
  for (let i = 0; requests && i < Math.min(requests.size, CREDENTIAL_LOOKBACK); i += 1) {
    const sent = requests.newest(i);
    const route = sent ? routes[sent.routeId as keyof typeof routes] : undefined;
    // The log is the console's, every profile's: only this profile's requests say its credential.
    if (sent?.credential && sent.profile === ctx.session.profile && route?.family === family) {
      credential = sent.credential;
      break;
    }
  }
  return { baseUrl: ctx.session.baseUrl, family, credential, ...(ctx.orgId ? { orgId: ctx.orgId } : {}) };
}
