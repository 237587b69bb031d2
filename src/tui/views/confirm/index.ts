// A yes/no question over everything else: `y` does what the confirmation names, any other key
// cancels. The store keeps the question as data; what `y` does is an `Intent` resolved here.
import type { AppState, FormSubject, OverlaySubjects } from '../../../store/index.js';
import { wrapWords } from '../../present/wrap.js';
import { plainMoney } from '../../present/money.js';
import { showForm } from '../../forms/show.js';
import type { Values } from '../../forms/types.js';
import { safe } from '../../text.js';
import type { Theme } from '../../theme.js';
import { declining, quitNow, YES_KEYS } from '../../view/common.js';
import { plain, tinted, type DrawnLine } from '../../view/lines.js';
import { closeOverlay, openSlot, returningHere, slotOf } from '../../view/registry.js';
import type { Command, CommandContext, KeyOf, Page, StepArgs, View, ViewEnv } from '../../view/types.js';

/**
 * What the console does next, as data: open a form, ask a question, or run a step a view names
 * (`{ view: 'jobs', step: 'discard', args: { jobId } }`).
 */
export type Intent =
  | { readonly form: string; readonly target: FormSubject; readonly preset?: Values }
  | { readonly confirm: Confirmation }
  | { readonly view: string; readonly step: string; readonly args?: StepArgs };

export type Confirmation = {
  readonly title: string;
  readonly lines: readonly string[];
  /** Irreversible or production: drawn in the warning colour. */
  readonly danger?: boolean;
  /** The footer's word for `y` (default "confirm"). */
  readonly verb?: string;
  readonly yes: Intent;
  /** What cancelling goes back to (default: what was under the question), e.g. the form it reviews. */
  readonly no?: Intent;
  /** The production question: `y` confirms the profile for the session before going on. */
  readonly production?: boolean;
  /** The card the question is about, as it was when asked: `y` re-asks when the store shows it changed. */
  readonly about?: { readonly cardId: string; readonly asked: string };
  /** Set when re-asked: what changed since the question was put. */
  readonly changed?: string;
};

/** A card as a confirmation remembers it: its state and available balance. */
export function cardNow(state: AppState, cardId: string): string {
  const card = state.entities.cards.get(cardId);
  if (!card) return 'not loaded';
  const balance =
    card.availableBalance === undefined
      ? ''
      : `, available ${plainMoney(card.availableBalance)} ${safe(card.currency)}`;
  return `${card.status}${balance}`;
}

/** What a question about `cardId` remembers of it (see `Confirmation.about`). */
export const aboutCard = (state: AppState, cardId: string): Confirmation['about'] => ({
  cardId,
  asked: cardNow(state, cardId),
});

export type ConfirmSlot = { readonly kind: 'confirm'; readonly follows?: OverlaySubjects } & Confirmation;

const confirmSlot = (ctx: CommandContext) => slotOf<ConfirmSlot>(ctx.store.getState(), 'confirm');

export function confirm(ctx: CommandContext, confirmation: Confirmation): void {
  const about = confirmation.about;
  // Sync keeps the card fresh while the question is open, so a change before `y` is seen.
  openSlot<ConfirmSlot>(ctx.store, {
    kind: 'confirm',
    ...confirmation,
    ...(about ? { follows: { cards: [about.cardId] } } : {}),
  });
}

/** The question again when its card changed since it was asked (the change named), else undefined. */
function reasked(state: AppState, slot: ConfirmSlot): Confirmation | undefined {
  const about = slot.about;
  if (!about) return undefined;
  const now = cardNow(state, about.cardId);
  if (now === about.asked) return undefined;
  const { kind: _kind, follows: _follows, ...question } = slot;
  return {
    ...question,
    about: { ...about, asked: now },
    changed: `The card changed since you were asked: it was ${about.asked}, it is ${now}.`,
  };
}

export function runIntent(ctx: CommandContext, intent: Intent): void {
  if ('form' in intent) return showForm(ctx, intent.form, intent.target, intent.preset);
  if ('confirm' in intent) return confirm(ctx, intent.confirm);
  const step = ctx.views.step(intent.view, intent.step);
  if (step) step(ctx, intent.args ?? {});
  else
    ctx.store.getState().mutators.notify('warn', `no view offers ${intent.view} ${intent.step}`, ctx.now());
}

/** `keyOf` names the key that confirms, where a changed card is said (the key is data, not text). */
export function confirmLines(
  confirmation: Confirmation,
  theme: Theme,
  width: number,
  keyOf: KeyOf,
): DrawnLine[] {
  const colour = confirmation.danger ? theme.warn : theme.accent;
  const changed =
    confirmation.changed && `${confirmation.changed} ${keyOf(yes.id)} confirms it as it is now.`;
  return [
    ...said(confirmation.title, width, '').map((l) => tinted(l, colour, { bold: true })),
    plain(''),
    ...(changed ? said(changed, width, '  ').map((l) => tinted(l, theme.warn)) : []),
    ...confirmation.lines.flatMap((l) => said(l, width, '  ').map(plain)),
  ];
}

/** One line of a question at `width`: wrapped at words, never cut (what is asked must be read whole), its indent kept. */
function said(line: string, width: number, margin: string): string[] {
  const lead = margin + (/^\s*/.exec(line)?.[0] ?? '');
  if (line.trim() === '') return [''];
  return wrapWords(line.trim(), Math.max(1, width - lead.length), '', 'split').map((l) => lead + l);
}

function confirmPage(env: ViewEnv, width: number): Page | undefined {
  const slot = slotOf<ConfirmSlot>(env.state, 'confirm');
  return slot && { lines: confirmLines(slot, env.theme, width, env.views.keyOf) };
}

const yes: Command = {
  id: 'confirm.yes',
  keys: YES_KEYS,
  group: 'Forms',
  internal: true,
  hint: (state) => slotOf<ConfirmSlot>(state, 'confirm')?.verb ?? 'confirm',
  description: 'Confirm',
  run: (ctx) => {
    const slot = confirmSlot(ctx);
    if (!slot) return;
    const again = reasked(ctx.store.getState(), slot);
    if (again) return confirm(ctx, again);
    closeOverlay(ctx.store);
    if (slot.production) ctx.ops?.session.confirmProduction();
    // Asked from a view (it shows again as the question closes): a form that follows returns there too.
    returningHere(ctx.store, () => runIntent(ctx, slot.yes));
  },
};

const no: Command = declining({
  id: 'confirm.no',
  hint: 'cancel (any key)',
  description: 'Cancel (any other key too)',
  run: (ctx) => {
    const back = confirmSlot(ctx)?.no;
    closeOverlay(ctx.store);
    if (back) runIntent(ctx, back);
  },
});

export const confirmView: View = {
  id: 'confirm',
  page: confirmPage,
  commands: [yes, no, quitNow],
  asks: () => true,
};
