// The command log (`@`, `:log`): every request this console sent in the session, retries included,
// newest first, with the selected row's details below; `c` copies a change as a `card-console`
// command, `C` as curl (clipboard and screen). The rows are those sent until the view opened or was
// refreshed (`r`), so the row under the cursor stays put while polling goes on.
import type { Copied, SentLog, SentRequest } from '../../../actions/index.js';
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, tinted, titleLine, type DrawnLine } from '../../view/lines.js';
import { openSlot, patchSlot } from '../../view/registry.js';
import type { Command, CommandContext, LineList, Page, View, ViewEnv } from '../../view/types.js';
import { tickingBody } from '../../view/ticker.js';
import { commandOf, curlOf, deliverCopy, otherProfileRefusal, targetFor } from './copy.js';
import { detailLines, logColumns, logHeading, logLine, wrap } from './present.js';
import { logSlot, type LogPick, type LogSlot } from './slot.js';

/** The entry at row `row` of a view opened when the session had sent `upTo` requests. */
function entryAt(log: SentLog | undefined, upTo: number, row: number): SentRequest | undefined {
  if (!log) return undefined;
  return log.newest(row + (log.total - upTo));
}

/** How many rows a view opened at `upTo` has: those still in the ring. */
function rowCount(log: SentLog | undefined, upTo: number): number {
  if (!log) return 0;
  return Math.max(0, log.size - (log.total - upTo));
}

/** A copy of `entry` as `kind`, or why not: sent on another profile, not a change, no such command. */
function copyOf(ctx: CommandContext, entry: SentRequest, kind: 'command' | 'curl'): Copied {
  const elsewhere = entry.change ? otherProfileRefusal(ctx.ops, entry) : undefined;
  if (elsewhere) return { ok: false, reason: elsewhere };
  const target = targetFor(ctx.ops, entry);
  return kind === 'command' ? commandOf(entry, target) : curlOf(entry, target);
}

function pickOf(ctx: CommandContext, entry: SentRequest | undefined): LogPick | undefined {
  if (!entry) return undefined;
  const command = copyOf(ctx, entry, 'command');
  const curl = copyOf(ctx, entry, 'curl');
  return {
    seq: entry.seq,
    ...(command.ok ? {} : { noCommand: command.reason }),
    ...(curl.ok ? {} : { noCurl: curl.reason }),
  };
}

/** Moves the cursor and records what the row under it allows (the copy commands' disabled reasons). */
function select(ctx: CommandContext, upTo: number, cursor: number): void {
  const pick = pickOf(ctx, entryAt(ctx.requests, upTo, cursor));
  patchSlot<LogSlot>(ctx.store, 'log', { upTo, cursor, ...(pick !== undefined ? { pick } : {}) });
}

function footLines(env: ViewEnv, slot: LogSlot, width: number): DrawnLine[] {
  const entry = entryAt(env.requests, slot.upTo, slot.cursor);
  const foot: DrawnLine[] = entry ? detailLines(entry, env.state.zone, width - 2).map(plain) : [];
  if (slot.copied) {
    foot.push(tinted(`${slot.copied.what}:`, env.theme.muted));
    foot.push(...wrap(slot.copied.text, width - 2).map(plain));
  }
  return foot;
}

function logPage(env: ViewEnv, width: number): Page | undefined {
  const slot = logSlot(env.state);
  if (!slot) return undefined;
  const log = env.requests;
  const columns = logColumns(width);
  const lines: LineList = {
    length: rowCount(log, slot.upTo),
    at: (i) => {
      const entry = entryAt(log, slot.upTo, i);
      return entry ? plain(logLine(entry, env.state.zone, columns)) : undefined;
    },
  };
  const newer = log ? log.total - slot.upTo : 0;
  const kept = log ? `last ${log.capacity} kept` : 'not recorded';
  const title = `Command log | ${slot.upTo} requests this session, ${kept}${newer > 0 ? `, ${newer} newer` : ''}`;
  return {
    title: titleLine(title, env.theme),
    head: [{ text: logHeading(env.state.zone, env.now, columns), bold: true }],
    lines,
    foot: footLines(env, slot, width),
    empty: tinted('nothing sent yet in this session', env.theme.muted),
    position: { kind: 'cursor', at: slot.cursor, set: (ctx, at) => select(ctx, slot.upTo, at) },
  };
}

const LogBody = tickingBody(logPage, (services) => services.requests);

const open: Command = {
  id: 'log',
  keys: ['@'],
  group: 'Views',
  palette: 'log',
  description: 'Command log: the requests this session sent, newest first',
  run: (ctx) => {
    openSlot<LogSlot>(ctx.store, { kind: 'log', cursor: 0, upTo: ctx.requests?.total ?? 0 });
    select(ctx, ctx.requests?.total ?? 0, 0);
  },
};

const close = closing({
  id: 'log.back',
  keys: ['esc', 'q', '@'],
  group: 'Views',
  hint: 'back',
  description: 'Close the command log',
});

const noRow = (s: LogSlot | undefined): string | undefined =>
  s?.pick === undefined ? 'no request selected' : undefined;

function copyCommand(ctx: CommandContext, kind: 'command' | 'curl'): void {
  const slot = logSlot(ctx.store.getState());
  const entry = slot && entryAt(ctx.requests, slot.upTo, slot.cursor);
  if (!entry) return;
  const copied = copyOf(ctx, entry, kind);
  if (!copied.ok) {
    ctx.store.getState().mutators.notify('warn', copied.reason, ctx.now());
    return;
  }
  deliverCopy(ctx, kind === 'command' ? `#${entry.seq} as a command` : `#${entry.seq} as curl`, copied.text);
}

// Why the row under the cursor cannot be copied as each kind (its pick says).
const COPY_REFUSAL = { command: 'noCommand', curl: 'noCurl' } as const;

/** The two copy keys differ only in what they copy. */
const copyKey = (kind: 'command' | 'curl', key: string, description: string): Command => ({
  id: `log.copy-${kind}`,
  keys: [key],
  group: 'Views',
  hint: `copy ${kind}`,
  description,
  disabledReason: (s) => noRow(logSlot(s)) ?? logSlot(s)?.pick?.[COPY_REFUSAL[kind]],
  run: (ctx) => copyCommand(ctx, kind),
});

const commands: readonly Command[] = [
  close,
  ...scrolling,
  copyKey('command', 'c', 'Copy the change as a card-console command'),
  copyKey('curl', 'C', 'Copy the change as curl (credential from the environment)'),
  {
    id: 'log.refresh',
    keys: ['r'],
    group: 'Views',
    hint: 'newer',
    description: 'Show the requests sent since the log opened',
    run: (ctx) => select(ctx, ctx.requests?.total ?? 0, 0),
  },
  quitNow,
];

export const logView: View = { id: 'log', page: logPage, Body: LogBody, openers: [open], commands };
