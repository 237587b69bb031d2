// Builds an ActionContext from what the composition root knows: the client, the profile and its
// target, whether it is a sandbox, read-only mode, and where the audit trail goes.
import type { ApiClient } from '../api/index.js';
import type { AppStore } from '../store/index.js';
import { createAuditLog, defaultAuditPath, type AuditNames, type TouchedIds } from './audit.js';
import { createActionSession } from './session.js';
import type { ActionContext, SyncLike } from './types.js';
import type { JournalPlace } from './journal/journal.js';

export interface ContextOptions {
  client: ApiClient;
  profile: string;
  baseUrl: string;
  /** Changes need no production question (the embedded sandbox, or a profile not taken for production). */
  skipProductionQuestion: boolean;
  readOnly?: boolean;
  /** Default `$XDG_STATE_HOME/card-console/audit.jsonl`; null keeps the trail in memory only. */
  auditPath?: string | null;
  /** The profile's credentials: redacted wherever they could appear in the trail. */
  secrets?: readonly string[];
  store?: AppStore;
  sync?: SyncLike;
  now?: () => number;
  /** See ActionContext.honoursIdempotencyKeys. */
  honoursIdempotencyKeys?: boolean;
  onAuditWriteError?: (error: Error) => void;
  /** See ActionContext.journal. */
  journal?: JournalPlace;
  /** See ActionContext.orgId. */
  orgId?: string;
  /** See SessionOptions.place: the target's name when its base URL is not stable. */
  place?: string;
}

/** What the store knows of an entry's targets: the card's and the wallets' names. */
function namesFrom(store: AppStore): (targets: TouchedIds) => AuditNames {
  return (targets) => {
    const { cards, accounts } = store.getState().entities;
    const card = targets.cardId === undefined ? undefined : cards.get(targets.cardId)?.name;
    const walletId = targets.accountId ?? (targets.cardId && cards.get(targets.cardId)?.accountId);
    const wallet = walletId ? accounts.get(walletId)?.name : undefined;
    const destination =
      targets.destinationAccountId === undefined
        ? undefined
        : accounts.get(targets.destinationAccountId)?.name;
    return {
      ...(card != null ? { card } : {}),
      ...(wallet !== undefined ? { wallet } : {}),
      ...(destination !== undefined ? { destination } : {}),
    };
  };
}

export function createActionContext(opts: ContextOptions): ActionContext {
  const session = createActionSession({
    profile: opts.profile,
    baseUrl: opts.baseUrl,
    skipProductionQuestion: opts.skipProductionQuestion,
    readOnly: opts.readOnly ?? false,
    ...(opts.place !== undefined ? { place: opts.place } : {}),
  });
  const audit = createAuditLog({
    path: opts.auditPath === undefined ? defaultAuditPath() : opts.auditPath,
    profile: opts.profile,
    host: session.host,
    ...(opts.secrets !== undefined ? { secrets: opts.secrets } : {}),
    ...(opts.now !== undefined ? { now: opts.now } : {}),
    ...(opts.onAuditWriteError !== undefined ? { onWriteError: opts.onAuditWriteError } : {}),
    ...(opts.store ? { names: namesFrom(opts.store) } : {}),
  });
  return {
    client: opts.client,
    audit,
    session,
    ...(opts.store !== undefined ? { store: opts.store } : {}),
    ...(opts.sync !== undefined ? { sync: opts.sync } : {}),
    ...(opts.now !== undefined ? { now: opts.now } : {}),
    ...(opts.honoursIdempotencyKeys ? { honoursIdempotencyKeys: true } : {}),
    ...(opts.journal !== undefined ? { journal: opts.journal } : {}),
    ...(opts.orgId ? { orgId: opts.orgId } : {}),
  };
}
