// Changes the console made, as changes to copy: a bulk job (the cards it planned, its amount and
// description), an Activity entry (its action and card), and where a copied command connects.
import type { AuditEntry } from '../audit.js';
import type { BulkJob } from '../bulk/job-types.js';
import type { ActionContext } from '../types.js';
import type { CopiedChange, CopyTarget } from './copy-command.js';
import { definedOnly } from '../../domain/index.js';

/** The names a profile gets when none was chosen from the config file: a copied command cannot name them. */
const UNNAMED_PROFILES: ReadonlySet<string> = new Set(['sandbox', 'default']);

/** Where a command copied in this console connects: the profile if it is a configured one, the base URL and organization. */
export function copyTargetOf(ctx: Pick<ActionContext, 'session' | 'orgId'>, profile?: string): CopyTarget {
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
    ...definedOnly({ amount: job.plan.amount, description: spec.description }),
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
    ...definedOnly({ amount: entry.amount }),
  };
}
