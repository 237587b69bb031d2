// The card and wallet state machines of the spec ("States and transitions"), with the decisions the spec
// leaves open. Both the console (to enable or explain a command) and the sandbox (to refuse a request)
// ask these tables, so the two can never disagree.
//
// Decisions (conservative: when in doubt, refuse; the operator can still ask support):
// - terminate: only from active or frozen. A creating_failed card was never created at the provider, so
//   there is nothing to close; an expired card is already final. Closing is irreversible.
// - fund: only active cards. Putting money on a frozen card is refused so a compromised card cannot be
//   topped up by mistake; resume it first.
// - defund: active or frozen. Taking money back from a frozen card is exactly how an operator recovers the
//   balance of a compromised card. Closed and expired cards are refused (the provider pays out their
//   balance, not the console).
// - edit and reveal: active or frozen. A card being created has no number and no limits yet.
import type { CardStatus, WalletStatus } from '../contract/common.js';

export const CARD_ACTIONS = ['suspend', 'resume', 'terminate', 'fund', 'defund', 'edit', 'reveal'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

export type Permission = { readonly ok: true } | { readonly ok: false; readonly reason: string };

interface ActionRule {
  readonly from: readonly CardStatus[];
  /** Status after the action; undefined when the action does not change the status. */
  readonly to?: CardStatus;
  /** Past participle used in refusals: "closed cards cannot be <done>". */
  readonly done: string;
}

const CARD_RULES: Readonly<Record<CardAction, ActionRule>> = {
  suspend: { from: ['active'], to: 'frozen', done: 'frozen' },
  resume: { from: ['frozen'], to: 'active', done: 'resumed' },
  terminate: { from: ['active', 'frozen'], to: 'closed', done: 'terminated' },
  fund: { from: ['active'], done: 'funded' },
  defund: { from: ['active', 'frozen'], done: 'defunded' },
  edit: { from: ['active', 'frozen'], done: 'edited' },
  reveal: { from: ['active', 'frozen'], done: 'revealed' },
};

/** How a refusal starts, per status: "card is closed: ...". */
const STATUS_SUBJECT: Readonly<Record<CardStatus, string>> = {
  creating: 'card is still being created',
  creating_failed: 'card creation failed',
  active: 'card is active',
  frozen: 'card is frozen',
  closed: 'card is closed',
  expired: 'card is expired',
};

/** The adjective used for a final status: "failed cards cannot be resumed". */
const TERMINAL_ADJECTIVE: Readonly<Partial<Record<CardStatus, string>>> = {
  creating_failed: 'failed',
  closed: 'closed',
  expired: 'expired',
};

const ALLOWED: Permission = Object.freeze({ ok: true });

export function isTransitional(status: CardStatus): boolean {
  return status === 'creating';
}

function refusalReason(status: CardStatus, rule: ActionRule): string {
  const subject = STATUS_SUBJECT[status];
  const adjective = TERMINAL_ADJECTIVE[status];
  if (adjective !== undefined) return `${subject}: ${adjective} cards cannot be ${rule.done}`;
  if (isTransitional(status)) return `${subject}: wait until it is active`;
  return `${subject}: only ${rule.from.join(' or ')} cards can be ${rule.done}`;
}

export function canPerform(status: CardStatus, action: CardAction): Permission {
  const rule = CARD_RULES[action];
  if (rule.from.includes(status)) return ALLOWED;
  return { ok: false, reason: refusalReason(status, rule) };
}

/** The status after `action`, or null when the action is not allowed from `status`. */
export function nextStatus(status: CardStatus, action: CardAction): CardStatus | null {
  const rule = CARD_RULES[action];
  if (!rule.from.includes(status)) return null;
  return rule.to ?? status;
}

// ---- Transitions the platform makes on its own (provisioning, expiry); used by the sandbox. ----

export type CardSystemEvent = 'provisioned' | 'provisioning_failed' | 'expiry_reached';

const SYSTEM_RULES: Readonly<Record<CardSystemEvent, { from: readonly CardStatus[]; to: CardStatus }>> = {
  provisioned: { from: ['creating'], to: 'active' },
  provisioning_failed: { from: ['creating'], to: 'creating_failed' },
  // A closed card stays closed; only live cards expire.
  expiry_reached: { from: ['active', 'frozen'], to: 'expired' },
};

export function systemTransition(status: CardStatus, event: CardSystemEvent): CardStatus | null {
  const rule = SYSTEM_RULES[event];
  return rule.from.includes(status) ? rule.to : null;
}

// ---- Wallets: active (operational) and inactive (no card issuance or spending). ----

export const WALLET_ACTIONS = ['issue', 'activate', 'deactivate'] as const;
/** `issue` is issuing a card from the wallet. */
export type WalletAction = (typeof WALLET_ACTIONS)[number];

const WALLET_RULES: Readonly<Record<WalletAction, { from: WalletStatus; refusal: string }>> = {
  issue: { from: 'active', refusal: 'wallet is inactive: cards cannot be issued from an inactive wallet' },
  activate: { from: 'inactive', refusal: 'wallet is already active' },
  deactivate: { from: 'active', refusal: 'wallet is already inactive' },
};

export function canWallet(status: WalletStatus, action: WalletAction): Permission {
  const rule = WALLET_RULES[action];
  return rule.from === status ? ALLOWED : { ok: false, reason: rule.refusal };
}
