// The console's root component: layout for the terminal size, one input handler that resolves
// keys through the command table, and the body for the current mode.
import type { ColumnChoice } from './present/column-choice.js';
import { Box, useInput, useStdout, type Key } from 'ink';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { interruptedNotice, type ActionContext, type JobRegistry, type SentLog } from '../actions/index.js';
import type { AppStore } from '../store/index.js';
import type { Sync } from '../sync/index.js';
import type { CardIndex } from '../sync/card-index/index.js';
import type { PulseThresholds } from '../domain/pulse/index.js';
import { createSecretBox, offersOsc52 } from './views/reveal/secret-box.js';
import { createBulkMemory } from './bulk/state.js';
import { mirrorSession } from './forms/session.js';
import { watchFormChoices } from './forms/defaults.js';
import { Footer, Header, StatusLine } from './components/Chrome.js';
import { ConsoleContext, useConsole, type ConsoleContextValue } from './components/context.js';
import { useTerminalSize } from './hooks.js';
import { handleInput } from './input.js';
import { computeLayout, layoutView, usableRows, type Layout } from './layout.js';
import type { ConsoleEnv } from './present/chrome.js';
import { createTheme, type Theme } from './theme.js';
import { closeOverlay, createViewRegistry } from './view/registry.js';
import { PANES_VIEW, type CommandContext, type View } from './view/types.js';
import { PageBody } from './view/Viewport.js';
import { VIEWS } from './views/index.js';
import { interruptedHint } from './views/jobs/interrupted.js';
import { revealSlot } from './views/reveal/index.js';
import type { ProfileSwitcher } from './views/profiles/switcher.js';

export interface AppProps {
  readonly store: AppStore;
  readonly sync: Pick<Sync, 'refresh' | 'pause' | 'resume'>;
  readonly env: ConsoleEnv;
  readonly onQuit: () => void;
  /** Defaults to one built from NO_COLOR / FORCE_COLOR. */
  readonly theme?: Theme;
  readonly now?: () => number;
  /** Operator actions; without them the changing commands say why they are unavailable. */
  readonly ops?: ActionContext;
  readonly jobs?: JobRegistry;
  /** Parallel requests of a bulk job (`--concurrency`); default 4. */
  readonly concurrency?: number;
  /** The card index (absent with --no-index). */
  readonly index?: CardIndex;
  /** The views the console can show (default: all of them); a test may add its own. */
  readonly views?: readonly View[];
  /** The command log (`@`): every request the client sent this session. */
  readonly requests?: SentLog;
  /** The config file's choice of columns per list. */
  readonly columnChoice?: ColumnChoice;
  /** The config file's profiles: `:profile` switches among them, `--all` finds across them. */
  readonly profiles?: ProfileSwitcher;
  /** The profile's pulse thresholds from the config file (absent: the defaults). */
  readonly pulseThresholds?: PulseThresholds;
}

function Body({ layout, columns }: { layout: Layout; columns: number }) {
  const { store, views } = useConsole();
  const view = useStore(store, (s) => views.current(s));
  const props = { width: columns, height: layout.bodyHeight, layout };
  if (view.Body) return <view.Body {...props} />;
  if (view.page) return <PageBody page={view.page} {...props} />;
  // A view that draws nothing of its own (the filter input) shows the panes under it.
  const Panes = views.byId(PANES_VIEW)?.Body;
  return Panes ? <Panes {...props} /> : null;
}

/** How long after mounting the journal is scanned for interrupted jobs. */
const JOURNAL_SCAN_DELAY_MS = 50;

export function App({
  store,
  sync,
  env,
  onQuit,
  theme: givenTheme,
  now = Date.now,
  ops,
  jobs,
  concurrency,
  index,
  views: viewList = VIEWS,
  requests,
  columnChoice,
  profiles,
  pulseThresholds,
}: AppProps) {
  const theme = useMemo(() => givenTheme ?? createTheme(), [givenTheme]);
  const { columns, rows } = useTerminalSize();
  const focus = useStore(store, (s) => s.view.focus);
  const height = usableRows(rows);
  const layout = useMemo(() => computeLayout(columns, height, focus), [columns, height, focus]);
  const secrets = useMemo(() => createSecretBox({ now }), [now]);
  const bulk = useMemo(() => createBulkMemory(), []);
  const { stdout } = useStdout();
  const osc52 = offersOsc52(process.env, stdout.isTTY === true);
  const views = useMemo(() => createViewRegistry(viewList), [viewList]);
  const audit = ops?.audit;
  const context = useMemo<ConsoleContextValue>(
    () => ({
      store,
      theme,
      now,
      secrets,
      osc52,
      bulk,
      views,
      index,
      jobs,
      audit,
      requests,
      columnChoice,
      profiles,
      pulseThresholds,
    }),
    [
      store,
      theme,
      now,
      secrets,
      osc52,
      bulk,
      views,
      index,
      jobs,
      audit,
      requests,
      columnChoice,
      profiles,
      pulseThresholds,
    ],
  );

  useEffect(() => (ops ? mirrorSession(ops, store) : undefined), [ops, store]);
  useEffect(() => watchFormChoices(store), [store]);
  // Jobs an earlier console left unfinished: the journal is read a moment after the first frame, not before it.
  useEffect(() => {
    const timer = setTimeout(() => {
      const notice = interruptedNotice(jobs?.interrupted() ?? []);
      const text = notice && `${notice} | ${interruptedHint(views.keyOf)}`;
      // Once per store: a profile shown again (its App mounted anew) has said it already.
      if (text && !store.getState().notifications.some((n) => n.text === text))
        store.getState().mutators.notify('warn', text, now());
    }, JOURNAL_SCAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [jobs, store, now, views]);
  // The box forgets the credentials after 30 s: close the view that showed them.
  useEffect(
    () =>
      secrets.subscribe(() => {
        if (!secrets.current() && revealSlot(store.getState())) closeOverlay(store);
      }),
    [secrets, store],
  );
  useEffect(() => () => secrets.clear(), [secrets]);

  useEffect(() => {
    const a = store.getState().mutators;
    const view = layoutView(layout, focus);
    a.setVisiblePanes(view.visiblePanes);
    a.setPageRows(view.pageRows);
  }, [store, layout, focus]);

  const quitRef = useRef(onQuit);
  quitRef.current = onQuit;
  // The body's size now, for moves that depend on it (a page step, a text's last line).
  const screenRef = useRef({ width: columns, height: layout.bodyHeight });
  screenRef.current = { width: columns, height: layout.bodyHeight };
  const ctx = useMemo<CommandContext>(
    () => ({
      store,
      sync,
      theme,
      now,
      quit: () => quitRef.current(),
      screen: () => screenRef.current,
      secrets,
      osc52,
      bulk,
      views,
      writeTerminal: (data: string) => {
        stdout.write(data);
      },
      ops,
      audit,
      jobs,
      concurrency,
      index,
      requests,
      profiles,
      pulseThresholds,
    }),
    [
      store,
      sync,
      theme,
      now,
      ops,
      audit,
      jobs,
      concurrency,
      secrets,
      osc52,
      bulk,
      views,
      stdout,
      index,
      requests,
      profiles,
      pulseThresholds,
    ],
  );

  // A stable handler: Ink re-subscribes to stdin whenever the handler's identity changes.
  const onInput = useCallback((input: string, key: Key) => handleInput(ctx, input, key), [ctx]);
  useInput(onInput);
  // A switch that asked for a command here (Enter on a profile of `:pulse --all`) runs it once shown.
  useEffect(() => {
    const id = profiles?.takeCommand?.();
    const command = id === undefined ? undefined : views.commands.find((c) => c.id === id);
    command?.run(ctx);
  }, [profiles, views, ctx]);

  return (
    <ConsoleContext.Provider value={context}>
      <Box flexDirection="column" width={columns} height={height}>
        <Header env={env} width={columns} />
        <Body layout={layout} columns={columns} />
        <StatusLine width={columns} />
        <Footer width={columns} {...(jobs ? { jobs } : {})} />
      </Box>
    </ConsoleContext.Provider>
  );
}
