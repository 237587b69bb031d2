// The registry of views: which view is on top, and each view's state slot. It is the only place
// that asks which overlay is open; a view reads its own slot through `slotOf`.
import type { AppState, AppStore, OverlaySlot } from '../../store/index.js';
import type { Command } from '../command-types.js';
import { DETAIL_VIEW, PANES_VIEW, type View, type ViewRegistry } from './types.js';

export function createViewRegistry(views: readonly View[], commands: readonly Command[]): ViewRegistry {
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
  return {
    views,
    commands,
    current(state) {
      const overlay = state.view.overlay;
      if (overlay) return byId.get(overlay.kind) ?? panes;
      return state.view.details.length > 0 ? detail : panes;
    },
    byId: (id) => byId.get(id),
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

/** Whether the view `kind` is the open overlay. */
export const isOpen = (state: AppState, kind: string): boolean => slotOf(state, kind) !== undefined;

/** Changes the open slot of the view `kind`, if it is still open (a read finishing after esc must not reopen it). */
export function patchSlot<S extends OverlaySlot>(store: AppStore, kind: S['kind'], patch: Partial<S>): void {
  const slot = slotOf<S>(store.getState(), kind);
  if (slot) store.getState().actions.setOverlay({ ...slot, ...patch });
}
