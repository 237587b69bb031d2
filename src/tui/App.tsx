// The console's root component: layout for the terminal size, one input handler that resolves
// keys through the command table, and the body for the current mode.
import { Box, useInput, useStdout, type Key } from 'ink';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { interruptedNotice, type ActionContext, type JobRegistry } from '../actions/index.js';
import type { AppStore, PaneId } from '../store/index.js';
import type { Sync } from '../sync/index.js';
import type { CardIndex } from '../sync/card-index/index.js';
import { SearchBody } from './find/SearchBody.js';
import { modeOf, type CommandContext } from './commands.js';
import { ChooseBody, DetailBody, HelpBody, PaletteBody, RawBody } from './components/Overlays.js';
import { ConfirmBody, FormBody, RevealBody } from './components/Dialogs.js';
import { createSecretBox, offersOsc52 } from './forms/secret-box.js';
import { createBulkSession } from './bulk/state.js';
import { mirrorSession } from './forms/session.js';
import { watchFormChoices } from './forms/defaults.js';
import { Footer, Header, StatusLine } from './components/Chrome.js';
import { ConsoleContext, useConsole, type ConsoleContextValue } from './components/context.js';
import { PlainLine } from './components/Line.js';
import { PANE_TITLES, Pane } from './components/Pane.js';
import { useTerminalSize } from './hooks.js';
import { handleInput } from './input.js';
import { computeLayout, layoutView, usableRows, type Layout } from './layout.js';
import type { ConsoleEnv } from './present/chrome.js';
import { createTheme, type Theme } from './theme.js';
import { truncate } from './text.js';
import { ActivityView } from './views/activity/ActivityView.js';
import { EventsView } from './views/events/EventsView.js';
import { INTERRUPTED_HINT } from './views/jobs/interrupted.js';
import { JobsView } from './views/jobs/JobsView.js';
import { WebhooksBody } from './views/webhooks/WebhooksView.js';

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
}

const PANES: readonly PaneId[] = ['accounts', 'cards', 'operations', 'cardholders'];

function Tabs({ focus, width }: { focus: PaneId; width: number }) {
  const text = PANES.map((p) => (p === focus ? `[${PANE_TITLES[p]}]` : ` ${PANE_TITLES[p]} `)).join(' ');
  return <PlainLine text={truncate(text, width)} />;
}

function Panes({ layout, columns, focus }: { layout: Layout; columns: number; focus: PaneId }) {
  if (layout.kind === 'stacked') {
    const box = layout.right[0]!;
    return (
      <Box flexDirection="column" height={layout.bodyHeight} width={columns}>
        <Tabs focus={focus} width={columns} />
        <Pane pane={box.pane} width={box.width} height={box.height} />
      </Box>
    );
  }
  const left = layout.left!;
  return (
    <Box flexDirection="row" height={layout.bodyHeight} width={columns}>
      <Pane pane={left.pane} width={left.width} height={left.height} />
      <Box width={1} />
      <Box flexDirection="column">
        {layout.right.map((box) => (
          <Pane key={box.pane} pane={box.pane} width={box.width} height={box.height} />
        ))}
      </Box>
    </Box>
  );
}

function Body({
  layout,
  columns,
  ops,
  jobs,
}: {
  layout: Layout;
  columns: number;
  ops?: ActionContext;
  jobs?: JobRegistry;
}) {
  const { store } = useConsole();
  const mode = useStore(store, modeOf);
  const focus = useStore(store, (s) => s.view.focus);
  const props = { width: columns, height: layout.bodyHeight };
  switch (mode) {
    case 'help':
      return <HelpBody {...props} />;
    case 'raw':
      return <RawBody {...props} />;
    case 'palette':
      return <PaletteBody {...props} />;
    case 'choose':
      return <ChooseBody {...props} />;
    case 'search':
      return <SearchBody {...props} />;
    case 'detail':
      return <DetailBody {...props} />;
    case 'form':
      return <FormBody {...props} />;
    case 'confirm':
      return <ConfirmBody {...props} />;
    case 'reveal':
      return <RevealBody {...props} />;
    case 'events':
      return <EventsView {...props} />;
    case 'webhooks':
      return <WebhooksBody {...props} />;
    case 'jobs':
      return <JobsView {...props} {...(jobs ? { jobs } : {})} />;
    case 'activity':
      return <ActivityView {...props} {...(ops ? { audit: ops.audit } : {})} />;
    default:
      return <Panes layout={layout} columns={columns} focus={focus} />;
  }
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
}: AppProps) {
  const theme = useMemo(() => givenTheme ?? createTheme(), [givenTheme]);
  const { columns, rows } = useTerminalSize();
  const focus = useStore(store, (s) => s.view.focus);
  const height = usableRows(rows);
  const layout = useMemo(() => computeLayout(columns, height, focus), [columns, height, focus]);
  const secrets = useMemo(() => createSecretBox({ now }), [now]);
  const bulk = useMemo(() => createBulkSession(), []);
  const { stdout } = useStdout();
  const osc52 = offersOsc52(process.env, stdout.isTTY === true);
  const context = useMemo<ConsoleContextValue>(
    () => ({ store, theme, now, secrets, osc52, bulk, ...(index ? { index } : {}) }),
    [store, theme, now, secrets, osc52, bulk, index],
  );

  useEffect(() => (ops ? mirrorSession(ops, store) : undefined), [ops, store]);
  useEffect(() => watchFormChoices(store), [store]);
  // Jobs an earlier console left unfinished: the journal is read a moment after the first frame, not before it.
  useEffect(() => {
    const timer = setTimeout(() => {
      const notice = interruptedNotice(jobs?.interrupted() ?? []);
      if (notice) store.getState().actions.notify('warn', `${notice} | ${INTERRUPTED_HINT}`, now());
    }, JOURNAL_SCAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [jobs, store, now]);
  // The box forgets the credentials after 30 s: close the view that showed them.
  useEffect(
    () =>
      secrets.subscribe(() => {
        if (!secrets.current() && store.getState().view.overlay?.kind === 'reveal')
          store.getState().actions.setOverlay(null);
      }),
    [secrets, store],
  );
  useEffect(() => () => secrets.clear(), [secrets]);

  useEffect(() => {
    const a = store.getState().actions;
    const view = layoutView(layout, focus);
    a.setVisiblePanes(view.visiblePanes);
    a.setPageRows(view.pageRows);
  }, [store, layout, focus]);

  const quitRef = useRef(onQuit);
  quitRef.current = onQuit;
  const ctx = useMemo<CommandContext>(
    () => ({
      store,
      sync,
      theme,
      now,
      quit: () => quitRef.current(),
      secrets,
      osc52,
      bulk,
      writeTerminal: (data: string) => {
        stdout.write(data);
      },
      ...(ops ? { ops } : {}),
      ...(jobs ? { jobs } : {}),
      ...(concurrency === undefined ? {} : { concurrency }),
      ...(index ? { index } : {}),
    }),
    [store, sync, theme, now, ops, jobs, concurrency, secrets, osc52, bulk, stdout, index],
  );

  // A stable handler: Ink re-subscribes to stdin whenever the handler's identity changes.
  const onInput = useCallback((input: string, key: Key) => handleInput(ctx, input, key), [ctx]);
  useInput(onInput);

  return (
    <ConsoleContext.Provider value={context}>
      <Box flexDirection="column" width={columns} height={height}>
        <Header env={env} width={columns} />
        <Body layout={layout} columns={columns} {...(ops ? { ops } : {})} {...(jobs ? { jobs } : {})} />
        <StatusLine width={columns} />
        <Footer width={columns} {...(jobs ? { jobs } : {})} />
      </Box>
    </ConsoleContext.Provider>
  );
}
