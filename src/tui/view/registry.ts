// The registry of views: which view is on top, the keys live in each, and each view's state slot.
// It is the only place that asks which overlay is open; a view reads its own slot through `slotOf`.
import type { AppState, AppStore, OverlaySlot } from '../../store/index.js';
import { keyLabel } from '../key-labels.js';
import {
  DETAIL_VIEW,
  PANES_VIEW,
  type Command,
  type Position,
  type View,
  type ViewRegistry,
} from './types.js';

function unique(commands: readonly Command[]): Command[] {
  return [...new Set(commands)];
}

interface Tables {
  readonly commands: readonly Command[];
  readonly browse: ReadonlySet<Command>;
  readonly live: ReadonlyMap<View, readonly Command[]>;
  readonly byCommandId: ReadonlyMap<string, Command>;
}

/** Which command is live where, from the views' openers and commands as they are now. */
function tablesOf(views: readonly View[], panes: View, detail: View): Tables {
  // The panes and the detail take every view's openers (`?`, `J`, `E`...), ahead of their own keys.
  const openers = views.flatMap((v) => v.openers ?? []);
  const live = new Map<View, readonly Command[]>(
    views.map((v) => [v, v === panes || v === detail ? unique([...openers, ...v.commands]) : v.commands]),
  );
  return {
    commands: unique(views.flatMap((v) => live.get(v) ?? [])),
    browse: new Set([...(live.get(panes) ?? []), ...(live.get(detail) ?? [])]),
    live,
    byCommandId: new Map(views.flatMap((v) => [...(v.openers ?? []), ...v.commands]).map((c) => [c.id, c])),
  };
}

export function createViewRegistry(views: readonly View[]): ViewRegistry {
  const byId = new Map<string, View>();
  for (const view of views) {
    if (byId.has(view.id)) throw new Error(`two views are named ${view.id}`);
    byId.set(view.id, view);
  }
  const base = (id: string): View => {
    const view = byId.get(id);
    if (!view) throw new Error(`the console needs a view named ${id}`);
    return view;
  };
  const panes = base(PANES_VIEW);
  const detail = base(DETAIL_VIEW);
  // Built again only when a view with a revision says its openers changed (a new saved alias).
  const revised = views.filter((v) => v.revision !== undefined);
  const revisionNow = () => revised.map((v) => v.revision?.() ?? 0).join(',');
  let built = { at: revisionNow(), tables: tablesOf(views, panes, detail) };
  const tables = (): Tables => {
    const at = revisionNow();
    if (at !== built.at) built = { at, tables: tablesOf(views, panes, detail) };
    return built.tables;
  };
  return {
    views,
    keyOf(commandId) {
      const key = tables().byCommandId.get(commandId)?.keys[0];
      if (key === undefined) throw new Error(`no command ${commandId} with a key`);
      return keyLabel(key);
    },
    get commands() {
      return tables().commands;
    },
    get browse() {
      return tables().browse;
    },
    current(state) {
      const overlay = state.view.overlay;
      if (overlay) return byId.get(overlay.kind) ?? panes;
      return state.view.details.length > 0 ? detail : panes;
    },
    byId: (id) => byId.get(id),
    commandsOf: (view) => tables().live.get(view) ?? view.commands,
    step: (view, name) => byId.get(view)?.steps?.[name],
  };
}

/**
 * The state slot of the view `kind` when that view is the open overlay. A slot type names its view
 * in `kind`, so the narrowing is the view's own promise.
 */
export function slotOf<S extends OverlaySlot>(state: AppState, kind: S['kind']): S | undefined {
  const overlay = state.view.overlay;
  return overlay !== null && overlay.kind === kind ? (overlay as S) : undefined;
}

/** While `returningHere` runs: the view a form or question opened now returns to. */
let returning: OverlaySlot | undefined;

/**
 * Opens the view `slot.kind` with this state (closing whatever overlay was open). A view's new state in
 * place of its own (a form redrawn with what was typed) keeps the view it returns to.
 */
export function openSlot<S extends OverlaySlot>(store: AppStore, slot: S): void {
  const open = store.getState().view.overlay;
  const kept = open?.kind === slot.kind ? open.returnTo : undefined;
  const from = returning !== undefined && returning.kind !== slot.kind ? returning : undefined;
  const returnTo = slot.returnTo ?? kept ?? from;
  store.getState().mutators.setOverlay(returnTo && !slot.returnTo ? { ...slot, returnTo } : slot);
}

/** Closes the open overlay: the view it was opened from shows again, else the detail or the panes. */
export function closeOverlay(store: AppStore): void {
  store.getState().mutators.setOverlay(store.getState().view.overlay?.returnTo ?? null);
}

/**
 * Runs `open`, which may open a form or a question over the open view: closing what it opened (sent,
 * answered or cancelled) shows this view again, as it was left.
 */
export function returningHere(store: AppStore, open: () => void): void {
  const outer = returning;
  returning = store.getState().view.overlay ?? undefined;
  try {
    open();
  } finally {
    returning = outer;
  }
}

/** Whether the view `kind` is open, on top or under a form or question opened from it. */
export function openUnder(state: AppState, kind: string, test: (slot: OverlaySlot) => boolean): boolean {
  for (let slot = state.view.overlay; slot; slot = slot.returnTo ?? null)
    if (slot.kind === kind && test(slot)) return true;
  return false;
}

/** Changes the open slot of the view `kind`, if it is still open (a read finishing after esc must not reopen it). */
export function patchSlot<S extends OverlaySlot>(store: AppStore, kind: S['kind'], patch: Partial<S>): void {
  const slot = slotOf<S>(store.getState(), kind);
  if (slot) store.getState().mutators.setOverlay({ ...slot, ...patch });
}

type Scrolled = OverlaySlot & { readonly scroll: number };
type Chosen = OverlaySlot & { readonly cursor: number };

/** A view whose slot keeps how far its text is scrolled (`scroll`): that position, stored back there. */
export function scrollIn(slot: Scrolled): Position {
  return {
    kind: 'scroll',
    at: slot.scroll,
    set: (ctx, at) => patchSlot<Scrolled>(ctx.store, slot.kind, { scroll: at }),
  };
}

/** A view whose slot keeps its list's cursor (`cursor`): that position, stored back there. */
export function cursorIn(slot: Chosen): Position {
  return {
    kind: 'cursor',
    at: slot.cursor,
    set: (ctx, at) => patchSlot<Chosen>(ctx.store, slot.kind, { cursor: at }),
  };
}
