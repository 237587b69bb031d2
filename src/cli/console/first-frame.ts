// What the console's first frame waits for, and what waits for it: the accounts (at most a second), the
// other reads (held until it is drawn), the code cache (kept once it is out).
import type { ApiClient } from '../../api/index.js';
import { ACCOUNTS_LIST, type AppStore } from '../../store/index.js';
import type { Fetcher } from '../../sync/index.js';
import type { Launch } from '../launch/launcher.js';

/** How long the first frame may wait for the accounts before it shows them loading instead. */
export const FIRST_DATA_WAIT_MS = 1_000;

/**
 * Resolves when the accounts are in (or their read failed), or after `ms`. Drawing the first frame
 * then, instead of a frame of placeholders redrawn moments later, saves whole frames of start-up work.
 */
export function firstData(store: AppStore, ms: number): Promise<void> {
  const ready = () => {
    const s = store.getState();
    return s.lists[ACCOUNTS_LIST] !== undefined || s.connection.lastError !== undefined;
  };
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = store.subscribe(() => {
      if (ready()) done();
    });
  });
}

/**
 * Lets the event loop turn until the first reads have left: their connection completes, and the
 * request is written, only when the loop polls. Loading the UI's modules first (Ink, the views:
 * a hundred milliseconds of synchronous work) would hold the request back until it is done, while
 * the server, another process, could have been answering it meanwhile.
 */
export async function onTheWire(turns = 2): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** The reads behind the accounts pane: the only ones the first frame waits for. */
const FIRST_FRAME_ROUTES: ReadonlySet<string> = new Set([
  'listAccounts',
  'listWallets',
  'getAccount',
  'getWallet',
  'getAccountBalance',
]);

/**
 * Until the first frame is drawn, sync's other reads (the first account's cards and operations,
 * due 100 ms after the accounts land) wait: parsing their answers, and a local sandbox serving
 * them, would spend the CPU the first frame needs. They go out as soon as it is drawn.
 */
export function holdUntilFirstFrame(client: ApiClient): { fetcher: Fetcher; release(): void } {
  let open = false;
  let release: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => (release = resolve));
  const fetcher: Fetcher = {
    can: (id) => client.can(id),
    call: (id, input, options) =>
      open || FIRST_FRAME_ROUTES.has(id)
        ? client.call(id, input, options)
        : drawn.then(() => client.call(id, input, options)),
  };
  return { fetcher, release: () => ((open = true), release()) };
}

/** Saves the code cache for the next start; a cache that was there but unusable is worth a line in the log. */
export function keepCompiledCode(launch: Launch, log: (line: string) => void): void {
  const written = launch.afterFirstFrame();
  if (launch.codeCache === 'unsafe')
    log(
      'code cache ignored: its file or directory is not yours alone (writable by others); the console compiles without it',
    );
  if (launch.codeCache === 'rejected' || launch.codeCache === 'corrupt') {
    log(
      `code cache ${launch.codeCache === 'corrupt' ? 'was corrupt' : 'did not fit this Node'}: ${written ? 'written anew' : 'could not be written'}`,
    );
  }
}
