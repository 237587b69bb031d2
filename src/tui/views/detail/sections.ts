// Pure presentation of the detail views as titled sections of label/value lines.
import { declineWhy } from '../../../actions/index.js';
import { referenceOf, stripReference, type DisplayZone } from '../../../domain/index.js';
import type {
  Account,
  AccountExtras,
  Card,
  Cardholder,
  DetailNote,
  Operation,
} from '../../../store/index.js';
import { cardStatusLabel, statusColour, type Theme } from '../../theme.js';
import { safe } from '../../text.js';
import { fieldLabel } from '../../present/fields.js';
import { exactMoney, money } from '../../present/money.js';
import { shortTime } from '../../present/rows.js';

export interface DetailLine {
  readonly label: string;
  readonly value: string;
  readonly color?: string;
  /** Wrapped onto as many lines as it needs instead of cut (an explanation's facts). */
  readonly wrap?: boolean;
}

export interface Section {
  readonly title: string;
  readonly lines: readonly DetailLine[];
  /** Lines drawn at the detail's full width instead (a chart), given that width. */
  readonly block?: (width: number) => readonly string[];
}

const line = (label: string, value: string, color?: string): DetailLine =>
  color ? { label, value, color } : { label, value };
const yesNo = (value: boolean | undefined) => (value === undefined ? '-' : value ? 'yes' : 'no');
const loading = (what: string): DetailLine => line(what, 'loading...');

/** A section of one line per item, or the one line saying there are none. */
function listSection<T>(
  title: string,
  items: readonly T[],
  none: DetailLine,
  toLine: (item: T) => DetailLine,
): Section {
  return { title, lines: items.length === 0 ? [none] : items.map(toLine) };
}

/** Where a fee comes from, when the server says: the provider's default or set for this wallet. */
const feeOrigin = (inherited: boolean | undefined): string =>
  inherited === undefined ? '' : inherited ? ' (provider default)' : ' (custom)';

function feeLines(extras: AccountExtras | undefined): DetailLine[] {
  const fees = extras?.fees;
  if (!fees) return [loading('fees')];
  const out: DetailLine[] = [];
  const tx = fees.cardTransactions;
  if (tx)
    out.push(
      line(
        'card transactions',
        `${safe(tx.type)}${tx.percent ? ` ${safe(tx.percent)} %` : ''}${feeOrigin(tx.inherited)}`,
      ),
    );
  const issuing = fees.cardIssuing;
  if (issuing)
    out.push(
      line(
        'card issuing',
        `${safe(issuing.type)}${issuing.amount ? ` ${exactMoney(issuing.amount, issuing.currency)}` : ''}` +
          feeOrigin(issuing.inherited),
      ),
    );
  return out.length > 0 ? out : [line('fees', 'none')];
}

function binLines(extras: AccountExtras | undefined): DetailLine[] {
  const bins = extras?.binList;
  if (!bins) return [loading('BINs')];
  if (bins.length === 0) return [line('BINs', 'none')];
  return bins.map((b) =>
    line(
      safe(b.bin),
      [
        safe(b.cardNetwork),
        safe(b.issuerCountry),
        (b.cardTokenizations ?? []).map(safe).join('/'),
        `id ${safe(b.cardProviderBinId)}`,
      ]
        .filter(Boolean)
        .join(' | '),
    ),
  );
}

function limitLines(extras: AccountExtras | undefined): DetailLine[] {
  const ranges = extras?.limitRanges;
  if (!ranges) return [line('limit ranges', 'not available')];
  return ranges.map((r) => line(safe(r.type), `${money(r.amountMin)} .. ${money(r.amountMax)}`));
}

function restrictionLines(extras: AccountExtras | undefined): DetailLine[] {
  const r = extras?.restrictions;
  if (!r) return [line('restrictions', 'not available')];
  const out: DetailLine[] = [];
  if (r.maxCards !== undefined) out.push(line('max cards', String(r.maxCards)));
  if (r.currentCards !== undefined) out.push(line('current cards', String(r.currentCards)));
  if (r.allowedCardTypes) out.push(line('allowed card types', r.allowedCardTypes.map(safe).join(', ')));
  for (const item of r.restrictions ?? [])
    out.push(line('restriction', safe(typeof item === 'string' ? item : JSON.stringify(item))));
  return out.length > 0 ? out : [line('restrictions', 'none')];
}

function destinationLines(extras: AccountExtras | undefined): DetailLine[] {
  const d = extras?.transferDestinations;
  if (!d) return [line('destinations', 'not available')];
  if (d.length === 0) return [line('destinations', 'none')];
  return d.map((x) => line(safe(x.name), `${safe(x.currency)} | ${safe(x.id)}`));
}

export function accountSections(
  account: Account | undefined,
  extras: AccountExtras | undefined,
  theme: Theme,
): Section[] {
  if (!account) return [{ title: 'Wallet', lines: [loading('wallet')] }];
  return [
    {
      title: `Wallet ${safe(account.name)}`,
      lines: [
        line('id', safe(account.id)),
        line('status', safe(account.status), statusColour(theme, account.status)),
        line('balance', exactMoney(account.balance, account.currency)),
        line('available', exactMoney(account.availableBalance, account.currency)),
        line('held', exactMoney(account.heldBalance, account.currency)),
        line('cards', account.cards === undefined ? '-' : String(account.cards)),
        line('card types', (account.allowedCardTypes ?? []).map(safe).join(', ') || '-'),
        line('transfers allowed', yesNo(account.isTransferAllowed)),
        line('card balances', yesNo(extras?.cardBalance ?? extras?.isUsedCardBalance)),
      ],
    },
    { title: 'Fees', lines: feeLines(extras) },
    { title: 'BIN list', lines: binLines(extras) },
    { title: 'Card limit ranges', lines: limitLines(extras) },
    { title: 'Card creation restrictions', lines: restrictionLines(extras) },
    { title: 'Transfer destinations', lines: destinationLines(extras) },
  ];
}

/** "daily limit  2,500.00 USD": a limit is money in the card's currency, so it says which. */
function limitsText(limits: Card['limits'], currency: string): DetailLine[] {
  if (!limits) return [line('limits', 'loading...')];
  const entries = Object.entries(limits).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return [line('limits', 'none')];
  return entries.map(([k, v]) =>
    line(
      fieldLabel(k),
      typeof v === 'string' ? exactMoney(v, currency) : v === null ? 'none' : safe(JSON.stringify(v)),
    ),
  );
}

/** `zone`: the display zone the times are shown in. */
export function cardSections(
  card: Card | undefined,
  recent: readonly Operation[],
  theme: Theme,
  zone: DisplayZone,
): Section[] {
  if (!card) return [{ title: 'Card', lines: [loading('card')] }];
  const owner = card.cardOwner;
  return [
    {
      title: `Card ${safe(card.name)}`,
      lines: [
        line('id', safe(card.id)),
        line('status', cardStatusLabel(card.status), statusColour(theme, card.status)),
        line('number', safe(card.maskedNumber)),
        line('available', exactMoney(card.availableBalance, card.currency)),
        line('type', safe(card.cardType)),
        line('payment system', safe(card.paymentSystem)),
        line('expires', safe(card.expiredAt)),
        line('created', shortTime(card.createdAt, zone)),
        line(
          'wallet',
          card.accountName ? `${safe(card.accountName)} | ${safe(card.accountId)}` : safe(card.accountId),
        ),
      ],
    },
    { title: 'Limits', lines: limitsText(card.limits, card.currency) },
    {
      title: 'Cardholder',
      lines: owner
        ? [
            line('name', safe(`${owner.firstName} ${owner.lastName}`)),
            line('id', safe(owner.cardOwnerId)),
            line('email', safe(owner.email)),
          ]
        : [line('holder', safe(card.holder) || 'loading...')],
    },
    listSection('Recent operations', recent, line('operations', 'none yet'), (o) =>
      line(
        shortTime(o.createdAt, zone),
        `${safe(o.type)} ${money(o.amount)} ${safe(o.currency)} ${safe(o.status)}` +
          (o.status === 'declined' ? `: ${declineWhy(o.declineReason)}` : '') +
          (o.merchantName ? ` | ${safe(o.merchantName)}` : ''),
        statusColour(theme, o.status),
      ),
    ),
  ];
}

const wrapped = (label: string, value: string): DetailLine => ({ label, value, wrap: true });

/**
 * A decline explained as the timeline explains it (the note holds the one explainer's text): why, the facts,
 * the next step on the card's key; while it is read or when it cannot be, the reason in plain words.
 */
function declineLines(op: Operation, timelineKey: string, note: DetailNote | undefined): DetailLine[] {
  const why = declineWhy(op.declineReason);
  const story = `${timelineKey} on the card: its timeline`;
  // No note: nothing was asked (no connection): the plain words and where the story is.
  if (note === undefined) return [wrapped('why', `${why} (${story})`)];
  if (note.state !== 'ready') {
    const state =
      note.state === 'failed' ? `the facts could not be read: ${safe(note.error)}` : 'reading the facts…';
    return [wrapped('why', `${why} (${state}; ${story})`)];
  }
  const next =
    note.key !== undefined && note.next.startsWith(`${note.key}: `)
      ? `${note.next.slice(note.key.length + 2)} (${note.key} on the card or in its timeline)`
      : note.next;
  return [
    wrapped('why', note.why),
    ...note.facts.map((fact) => wrapped('', fact)),
    wrapped('next step', next),
  ];
}

/** `timelineKey`: the key that opens a card's timeline, named where a decline points to it. */
export function operationSections(
  op: Operation | undefined,
  theme: Theme,
  zone: DisplayZone,
  timelineKey: string,
  note?: DetailNote,
): Section[] {
  if (!op) return [{ title: 'Operation', lines: [loading('operation')] }];
  // The console's own reference is not part of what the operator typed: shown on its own line.
  const reference = referenceOf(op.description);
  const lines: DetailLine[] = [
    line('id', safe(op.id)),
    line('kind', op.kind === 'card' ? 'card operation' : 'wallet operation'),
    line('type', safe(op.type)),
    line('status', safe(op.status), statusColour(theme, op.status)),
    line('gross', exactMoney(op.amount, op.currency)),
    line('fee', op.feeAmount === undefined ? 'loading...' : exactMoney(op.feeAmount, op.feeCurrency)),
    line(
      'settlement',
      op.settlementAmount === undefined
        ? 'loading...'
        : exactMoney(op.settlementAmount, op.settlementCurrency),
    ),
    line('description', safe(stripReference(op.description)) || '-'),
    ...(reference ? [line('reference', `ref:${reference}`)] : []),
    line('created', shortTime(op.createdAt, zone)),
    line('updated', shortTime(op.updatedAt, zone)),
  ];
  if (op.kind === 'card') {
    lines.push(
      line('card', `${safe(op.cardName)} ${safe(op.cardMaskedNumber)}`.trim()),
      line('merchant', safe(op.merchantName) || '-'),
      line('MCC', safe(op.merchantCategory) || '-'),
    );
    if (op.declineReason) lines.push(line('decline reason', safe(op.declineReason)));
  }
  if (op.accountName || op.accountId)
    lines.push(line('wallet', `${safe(op.accountName)} ${safe(op.accountId)}`.trim()));
  const sections = [{ title: `Operation ${safe(op.type)}`, lines }];
  if (op.kind === 'card' && op.status === 'declined')
    sections.push({ title: 'Why declined', lines: declineLines(op, timelineKey, note) });
  return sections;
}

export function cardholderSections(
  holder: Cardholder | undefined,
  cards: readonly Card[],
  theme: Theme,
): Section[] {
  if (!holder) return [{ title: 'Cardholder', lines: [loading('cardholder')] }];
  const address = holder.address
    ? Object.entries(holder.address)
        .map(([k, v]) => `${safe(k)}: ${safe(String(v))}`)
        .join(', ')
    : '-';
  return [
    {
      title: `Cardholder ${safe(`${holder.firstName} ${holder.lastName}`)}`,
      lines: [
        line('id', safe(holder.id)),
        line('email', safe(holder.email)),
        line('phone', safe(holder.phone)),
        line('address', address),
      ],
    },
    listSection('Cards across wallets', cards, line('cards', 'none'), (c) =>
      line(
        safe(c.maskedNumber),
        `${safe(c.name)} | ${cardStatusLabel(c.status)} | ${money(c.availableBalance)} ${safe(c.currency)} | wallet ${safe(c.accountId)}`,
        statusColour(theme, c.status),
      ),
    ),
  ];
}

/** Sections flattened to display lines for a windowed view. */
export type FlatLine =
  | { readonly kind: 'title'; readonly text: string }
  | { readonly kind: 'line'; readonly line: DetailLine }
  | { readonly kind: 'block'; readonly lines: (width: number) => readonly string[] };

export function flatten(sections: readonly Section[]): FlatLine[] {
  const out: FlatLine[] = [];
  for (const s of sections) {
    out.push({ kind: 'title', text: s.title });
    for (const l of s.lines) out.push({ kind: 'line', line: l });
    if (s.block) out.push({ kind: 'block', lines: s.block });
  }
  return out;
}
