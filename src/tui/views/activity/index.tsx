// The Activity view: what this session changed (its audit entries), newest first, updating as
// entries arrive; scrolled with the usual keys.
import { scrolledView } from '../../view/scrolled.js';
import { plain, tinted, titleLine } from '../../view/lines.js';
import { cursorIn, openSlot, slotOf } from '../../view/registry.js';
import type { Command, LineList, Page, View, ViewEnv } from '../../view/types.js';
import { copyEntryCommand, copyEntryCurlCommand } from './copy.js';
import { tickingBody } from '../../view/ticker.js';
import { nameCardById } from '../../present/card-name.js';
import { ACTIVITY_HEADING, activityLine } from './present.js';

export type ActivitySlot = { readonly kind: 'activity'; readonly cursor: number };

function activityPage(env: ViewEnv): Page | undefined {
  const slot = slotOf<ActivitySlot>(env.state, 'activity');
  if (!slot) return undefined;
  const entries = env.audit?.entries() ?? [];
  // Cards are named from the store, then the card index; only the lines on screen are made.
  const nameCard = (id: string) => nameCardById(id, env.state.entities, env.index);
  const lines: LineList = {
    length: entries.length,
    at: (i) => {
      const entry = entries[entries.length - 1 - i];
      return entry ? plain(activityLine(entry, env.state.zone, nameCard)) : undefined;
    },
  };
  const where = env.audit?.path ? 'written to the audit file' : 'kept in memory only';
  return {
    title: titleLine(`Activity | ${entries.length} changes this session, ${where}`, env.theme),
    head: [{ text: ACTIVITY_HEADING, bold: true }],
    lines,
    empty: tinted('nothing changed yet in this session', env.theme.muted),
    position: cursorIn(slot),
  };
}

const ActivityBody = tickingBody(activityPage, (services) => services.audit);

const open: Command = {
  id: 'activity',
  keys: ['L'],
  group: 'Views',
  palette: 'activity',
  description: 'Activity: what this session changed (audit entries), newest first',
  run: (ctx) => openSlot<ActivitySlot>(ctx.store, { kind: 'activity', cursor: 0 }),
};

export const activityView: View = scrolledView({
  id: 'activity',
  page: activityPage,
  Body: ActivityBody,
  open,
  close: {
    id: 'activity.back',
    keys: ['esc', 'q', 'L'],
    hint: 'back',
    description: 'Close the Activity view',
  },
  more: [copyEntryCommand, copyEntryCurlCommand],
});
