// Undo: `z` takes back the operator's last change of this session that can be undone (after a
// confirmation that says exactly what will be done); `:undo` lists the session's changes newest first
// — when (display zone), how many cards, what, and how it is undone or why it cannot — so an older one
// can be chosen with Enter. What can be undone is derived from this session's audit entries.
import { readOnlyRefusal, undoRefusal, type UndoRecord } from '../../../actions/index.js';
import type { AppState } from '../../../store/index.js';
import { nameCardById } from '../../present/card-name.js';
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, tinted, titleLine } from '../../view/lines.js';
import { openSlot, patchSlot, slotOf } from '../../view/registry.js';
import type { Command, CommandContext, LineList, Page, View, ViewEnv } from '../../view/types.js';
import { tickingBody } from '../../view/ticker.js';
import { sessionRecords, undoLast, undoRecord, undoSteps } from './flow.js';
import { recordUndo, undoHeading, undoLine, type Where } from './present.js';

/** The record under the cursor, as data: Enter's disabled reason reads it. */
interface UndoPick {
  readonly id: string;
  readonly refusal?: string;
}

export type UndoSlot = { readonly kind: 'undo'; readonly cursor: number; readonly pick?: UndoPick };

const undoSlot = (state: AppState) => slotOf<UndoSlot>(state, 'undo');

const whereOf = (env: Pick<ViewEnv, 'audit'>, records: readonly UndoRecord[]): Where =>
  env.audit?.where ?? { profile: records[0]?.profile ?? '', host: records[0]?.host ?? '' };

function select(ctx: CommandContext, cursor: number): void {
  const record = sessionRecords(ctx)[cursor];
  const refusal = record && ctx.ops ? undoRefusal(record, ctx.ops.session) : undefined;
  patchSlot<UndoSlot>(ctx.store, 'undo', {
    cursor,
    ...(record ? { pick: { id: record.id, ...(refusal ? { refusal } : {}) } } : { pick: undefined }),
  });
}

function undoPage(env: ViewEnv): Page | undefined {
  const slot = undoSlot(env.state);
  if (!slot) return undefined;
  const records = sessionRecords(env);
  const where = whereOf(env, records);
  const nameCard = (id: string) => nameCardById(id, env.state.entities, env.index);
  const lines: LineList = {
    length: records.length,
    at: (i) => {
      const record = records[i];
      return record
        ? plain(undoLine(record, env.state.zone, where, undoRefusal(record, where), nameCard))
        : undefined;
    },
  };
  const open = records.filter((r) => !undoRefusal(r, where)).length;
  const chosen = records[slot.cursor];
  const foot = chosen
    ? [tinted(`undo: ${recordUndo(chosen, where, undoRefusal(chosen, where))}`, env.theme.muted)]
    : [];
  return {
    title: titleLine(
      `Undo | ${records.length} ${records.length === 1 ? 'change' : 'changes'} in the last 24 hours, ${open} can be undone`,
      env.theme,
    ),
    head: [{ text: undoHeading(env.state.zone, env.now), bold: true }],
    lines,
    foot,
    empty: tinted('no change of this profile in the last 24 hours', env.theme.muted),
    position: { kind: 'cursor', at: slot.cursor, set: select },
  };
}

const UndoBody = tickingBody(undoPage, (services) => services.audit);

/** Undo needs changes allowed: the one read-only reason, as every changing command says it. */
const readOnlyReason = (s: AppState): string | undefined => readOnlyRefusal(s.session);

const undoLastCommand: Command = {
  id: 'undo.last',
  keys: ['z'],
  group: 'On a card',
  description: 'Undo the last change of this profile that can be undone (asks first)',
  disabledReason: readOnlyReason,
  run: undoLast,
};

const openList: Command = {
  id: 'undo',
  keys: [],
  group: 'Views',
  palette: 'undo',
  description: "Undo: this profile's changes (last 24 hours), newest first; Enter undoes the one chosen",
  run: (ctx) => {
    openSlot<UndoSlot>(ctx.store, { kind: 'undo', cursor: 0 });
    select(ctx, 0);
  },
};

const chooseCommand: Command = {
  id: 'undo.choose',
  keys: ['enter'],
  group: 'Views',
  hint: 'undo it',
  description: 'Undo the change under the cursor (asks first)',
  disabledReason: (s) => {
    const slot = undoSlot(s);
    if (!slot?.pick) return 'no change selected';
    return readOnlyReason(s) ?? slot.pick.refusal;
  },
  run: (ctx) => {
    const slot = undoSlot(ctx.store.getState());
    const record = sessionRecords(ctx).find((r) => r.id === slot?.pick?.id);
    if (record) undoRecord(ctx, record);
  },
};

export const undoView: View = {
  id: 'undo',
  page: undoPage,
  Body: UndoBody,
  openers: [undoLastCommand, openList],
  commands: [
    closing({
      id: 'undo.back',
      group: 'Views',
      hint: 'back',
      description: 'Close the undo list',
    }),
    ...scrolling,
    chooseCommand,
    quitNow,
  ],
  steps: undoSteps,
};
