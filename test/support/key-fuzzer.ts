// The model of an operator at the keyboard for the key fuzzer: what they may press (derived from the
// commands every view declares, so a new command is fuzzed the day it is added), and the rules that
// hold after every step whatever was pressed. The test that drives the App is
// test/tui/App.fuzz.test.tsx; `npm run fuzz` runs it for longer.
import fc from 'fast-check';
import { routes, type RouteId } from '../../src/contract/index.js';
import type { AuditEntry } from '../../src/actions/index.js';
import type { AppState } from '../../src/store/index.js';
import type { ViewRegistry } from '../../src/tui/view/types.js';
import { VIEWS } from '../../src/tui/views/index.js';

/** One thing the operator does. */
export type Step =
  | { readonly kind: 'key'; readonly key: string }
  /** A command live in the view on top when the step runs: the pick-th of them (modulo their number). */
  | { readonly kind: 'command'; readonly pick: number }
  | { readonly kind: 'paste'; readonly text: string }
  | { readonly kind: 'palette'; readonly text: string }
  /** What an operator does at a form: type a value, Enter, then answer its review (if one opens). */
  | { readonly kind: 'submit'; readonly text: string; readonly answer: 'y' | 'n' }
  | { readonly kind: 'resize'; readonly columns: number; readonly rows: number };

const NAMED: Record<string, string> = {
  up: '\u001B[A',
  down: '\u001B[B',
  right: '\u001B[C',
  left: '\u001B[D',
  enter: '\r',
  esc: '\u001B',
  tab: '\t',
  'shift+tab': '\u001B[Z',
  pgdn: '\u001B[6~',
  pgup: '\u001B[5~',
  home: '\u001B[H',
  end: '\u001B[F',
  backspace: '\u007F',
  space: ' ',
};

/** The bytes a terminal sends for a key name as commands declare it ("j", "enter", "ctrl+f"). */
export function keyBytes(name: string): string | undefined {
  const named = NAMED[name];
  if (named !== undefined) return named;
  const ctrl = /^ctrl\+([a-z])$/.exec(name);
  if (ctrl?.[1]) return String.fromCharCode(ctrl[1].charCodeAt(0) - 96);
  return name.length === 1 ? name : undefined;
}

/** The key of the pick-th command live and enabled in the view on top (ctrl+c left to the quit tests). */
export function liveKey(views: ViewRegistry, state: AppState, pick: number): string | undefined {
  const live = views
    .commandsOf(views.current(state))
    .filter((c) => c.disabledReason?.(state) === undefined)
    .flatMap((c) => c.keys.filter((k) => k !== 'ctrl+c' && keyBytes(k) !== undefined).slice(0, 1));
  return live.length === 0 ? undefined : live[pick % live.length];
}

/** Every key some view's command declares, as names; ctrl+c is left to the quit tests. */
export function declaredKeys(): string[] {
  const names = new Set<string>();
  for (const view of VIEWS)
    for (const command of [...(view.openers ?? []), ...view.commands])
      for (const key of command.keys) if (key !== 'ctrl+c' && keyBytes(key) !== undefined) names.add(key);
  return [...names].sort();
}

/** Words an operator types at the palette that name no command: each must run nothing. */
export const PALETTE_MISSES: readonly string[] = ['dash', 'overview', 'health', 'hold', 'un', 'acount'];

/** Palette words: every command's own (some with an argument), plus the near misses. */
export function paletteWords(): string[] {
  const words = new Set<string>(['card 0000', 'wallet nowhere']);
  for (const view of VIEWS)
    for (const command of [...(view.openers ?? []), ...view.commands])
      if (command.palette) words.add(command.palette);
  return [...words, ...PALETTE_MISSES].sort();
}

/** A money amount as the server would be sent it: positive, at most two decimals (every currency here). */
export function badAmount(sent: readonly SentChange[]): string | undefined {
  for (const change of sent) {
    const amount = movesMoney(change.route) ? amountOf(change.body) : undefined;
    if (amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(amount.replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1')))
      return `${change.route} sent the amount ${amount}, which its form should have refused`;
    if (amount !== undefined && /^0*(\.0*)?$/.test(amount)) return `${change.route} sent a zero amount`;
  }
  return undefined;
}

/** Text an operator pastes or types into whatever has focus: ids, amounts, words, hostile text. */
export function pasteArbitrary(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...(ids.length > 0 ? ids : ['none'])) },
    { weight: 1, arbitrary: fc.constantFrom(...ids.map((id) => id.slice(0, 8)), '9d338fe8zzz') },
    { weight: 2, arbitrary: fc.constantFrom('25.00', '1', '3.5', '0.01') },
    { weight: 1, arbitrary: fc.constantFrom('12.345', '-5', '0', '1,000', '99999999', 'abc') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('\u001B[2J', '\u001B]52;c;aGk=\u0007', 'Ada\tFleet', 'ÄÖÜ 漢字'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  );
}

/** A step, weighted toward the keys commands declare (most of what an operator does). */
export function stepArbitrary(ids: readonly string[]): fc.Arbitrary<Step> {
  const keys = declaredKeys();
  return fc.oneof(
    { weight: 10, arbitrary: fc.nat(200).map((pick): Step => ({ kind: 'command', pick })) },
    { weight: 4, arbitrary: fc.constantFrom(...keys).map((key): Step => ({ kind: 'key', key })) },
    {
      weight: 3,
      arbitrary: fc.constantFrom('y', 'n', 'enter', 'esc').map((key): Step => ({ kind: 'key', key })),
    },
    { weight: 4, arbitrary: pasteArbitrary(ids).map((text): Step => ({ kind: 'paste', text })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          text: fc.constantFrom('25.00', '1', '0.01', '12.345', '-5'),
          answer: fc.constantFrom('y', 'n'),
        })
        .map(({ text, answer }): Step => ({ kind: 'submit', text, answer: answer as 'y' | 'n' })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...paletteWords()).map((text): Step => ({ kind: 'palette', text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom([80, 24], [120, 40], [60, 20], [200, 50])
        .map(([columns = 80, rows = 24]): Step => ({ kind: 'resize', columns, rows })),
    },
  );
}

/** A change the console sent, and the step that was current when it left. */
export interface SentChange {
  readonly route: RouteId;
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly step: number;
}

/** A key press as it was made: what was on screen and on top just before it. */
export interface Press {
  readonly step: number;
  readonly key: string;
  readonly view: string;
  readonly frame: string;
}

const effectOf = (route: RouteId): string => (routes[route] as { effect: string }).effect;

export const changes = (route: RouteId): boolean => ['write', 'create', 'money'].includes(effectOf(route));

/** What the audit records: every change, and every read of a secret. */
export const audited = (route: RouteId): boolean => changes(route) || effectOf(route) === 'sensitive';

const movesMoney = (route: RouteId): boolean => effectOf(route) === 'money';

/** Whether a press is one that may send: `y` on a question, Enter on a form (never for money). */
function confirms(press: Press, money: boolean): boolean {
  if (press.key === 'y' || press.key === 'Y') return press.view !== 'panes' && press.view !== 'detail';
  return !money && press.key === 'enter' && press.view === 'form';
}

const digitsOf = (text: string): string => text.replace(/,/g, '');

/** The amount a money request carries, as the operator would read it ("12.50"). */
function amountOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const amount = (body as Record<string, unknown>).amount;
  return typeof amount === 'string' ? amount : undefined;
}

/** `12.50` on screen for a body of `12.5`, `12.500000000` or `12.50`. */
function showsAmount(frame: string, amount: string): boolean {
  const [whole = '', fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const plain = digitsOf(frame);
  return new RegExp(`(^|[^0-9])${whole}\\.${trimmed}0*([^0-9]|$)`).test(plain) || plain.includes(amount);
}

export interface CardFacts {
  readonly last4: (cardId: string) => string | undefined;
}

/**
 * "Nothing sends that the operator did not confirm": each change follows a confirming press whose
 * screen named it — a single card's last four, a money move's amount. Returns what broke, if anything.
 */
export function unconfirmedChange(
  sent: readonly SentChange[],
  presses: readonly Press[],
  cards: CardFacts,
): string | undefined {
  for (const change of sent.filter((s) => changes(s.route))) {
    const money = movesMoney(change.route);
    const before = presses.filter((p) => p.step <= change.step && confirms(p, money));
    const last = before.at(-1);
    if (!last) return `${change.route} was sent with no confirming press before it (step ${change.step})`;
    const cardId = change.params.instrument_id ?? change.params.card_uuid;
    const last4 = cardId ? cards.last4(cardId) : undefined;
    const sameCard = sent.filter((s) => s.route === change.route && s.step === change.step).length === 1;
    if (sameCard && last4 && !before.some((p) => p.frame.includes(last4)))
      return `${change.route} changed the card ending ${last4}, which no confirming screen named`;
    const amount = money ? amountOf(change.body) : undefined;
    if (amount && !before.some((p) => p.view !== 'form' && showsAmount(p.frame, amount)))
      return `${change.route} moved ${amount}, which no review named before its confirming key`;
  }
  return undefined;
}

const targetsOf = (change: SentChange): string[] =>
  [
    change.params.instrument_id,
    change.params.card_uuid,
    change.params.wallet_id,
    change.params.account_uuid,
  ].filter((id): id is string => id !== undefined);

/** Every change or secret read sent is audited, and every audited one was sent (a skip sends nothing). */
export function auditMismatch(sent: readonly SentChange[], audit: readonly AuditEntry[]): string | undefined {
  const sentIds = new Set(sent.flatMap(targetsOf));
  const kept = audit.filter((e) => e.outcome !== 'skipped');
  const auditedIds = new Set(
    kept.flatMap((e) => [e.targets.cardId, e.targets.accountId].filter((id) => id !== undefined)),
  );
  if (kept.length !== sent.length)
    return (
      `${sent.length} changes were sent (${sent.map((c) => c.route).join(', ')}) but the audit holds ` +
      `${kept.length} (${kept.map((e) => `${e.action} ${e.outcome}`).join(', ')})`
    );
  for (const change of sent)
    if (targetsOf(change).length > 0 && !targetsOf(change).some((id) => auditedIds.has(id)))
      return `${change.route} on ${targetsOf(change).join(', ')} was sent but is not in the audit`;
  for (const entry of kept) {
    const ids = [entry.targets.cardId, entry.targets.accountId].filter((id) => id !== undefined);
    if (!entry.action.includes('create') && ids.length > 0 && !ids.some((id) => sentIds.has(id)))
      return `the audit says ${entry.action} (${entry.outcome}) on ${ids.join(', ')}, which was never sent`;
    if (entry.action.includes('edit') && entry.outcome === 'done' && !entry.changes)
      return `the audit's ${entry.action} does not say what changed (before → after)`;
  }
  return undefined;
}

// Ink's own styling (SGR) and a copy to the clipboard (OSC 52, base64) are the console's; anything
// else starting with ESC, a C1 control or a BEL came from data.
// eslint-disable-next-line no-control-regex
const OWN_SEQUENCES = /\u001B\[[0-9;]*m|\u001B\]52;c;[A-Za-z0-9+/=]*\u0007/g;

/** A name as a hostile integrator might set it: a title change, a screen clear, a C1 CSI. */
export const HOSTILE_NAME = 'Evil\u001B]0;pwned\u0007\u001B[2J\u009B31m';
// Sixteen digits (grouped or not) that no hex digit or dash touches: an id's tail is not a card number.
const FULL_NUMBER = /(?<![0-9a-fA-F-])(\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4})(?![0-9a-fA-F-])/g;

/** The Luhn check every card number passes (a random run of digits passes one time in ten). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (const [i, ch] of [...digits].reverse().entries()) {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

const fullNumberIn = (frame: string): boolean =>
  [...frame.matchAll(FULL_NUMBER)].some((m) => luhn((m[1] ?? '').replace(/[ -]/g, '')));

/** What a frame must never hold: an escape from data, or a full card number outside the reveal view. */
export function frameProblem(frame: string, view: string): string | undefined {
  const rest = frame.replace(OWN_SEQUENCES, '');
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/.exec(rest);
  if (control) return `the screen holds a control character U+${control[0].charCodeAt(0).toString(16)}`;
  if (view !== 'reveal' && fullNumberIn(frame)) return 'a full card number is on screen';
  if (/\bat [\w.<>]+ \(.*:\d+:\d+\)/.test(frame)) return 'a stack trace is on screen';
  return undefined;
}

/** How a failing sequence reads in a report: one step a line. */
export function describeSteps(steps: readonly Step[]): string {
  return steps
    .map((s, i) => {
      switch (s.kind) {
        case 'key':
          return `${i}: key ${s.key}`;
        case 'command':
          return `${i}: command #${s.pick} of those live`;
        case 'paste':
          return `${i}: paste ${JSON.stringify(s.text)}`;
        case 'palette':
          return `${i}: palette :${s.text}`;
        case 'submit':
          return `${i}: type ${JSON.stringify(s.text)}, enter, ${s.answer}`;
        case 'resize':
          return `${i}: resize ${s.columns}x${s.rows}`;
      }
    })
    .join('\n');
}
