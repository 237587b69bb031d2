// A fake terminal around the whole App with a given store and (optionally) an action context: the
// Events and Webhooks views are reached by keys, as an operator reaches them.
import { render as inkRender } from 'ink';
import type { ActionContext } from '../../src/actions/index.js';
import type { AppStore } from '../../src/store/index.js';
import type { CardIndex } from '../../src/sync/card-index/index.js';
import { App } from '../../src/tui/index.js';
import { createTheme } from '../../src/tui/theme.js';
import { SANDBOX_ENV, settle } from './harness.js';
import { FakeStdin as Keyboard, FakeStdout as Screen } from './fake-tty.js';

export interface Mounted {
  frame(): string;
  press(...keys: string[]): Promise<void>;
  unmount(): void;
}

const noSync = { refresh: () => Promise.resolve(), pause: () => undefined, resume: () => undefined };

export async function mountApp(
  store: AppStore,
  options: { ops?: ActionContext; columns?: number; rows?: number; index?: CardIndex } = {},
): Promise<Mounted> {
  const screen = new Screen(options.columns ?? 120, options.rows ?? 30);
  const keyboard = new Keyboard();
  const instance = inkRender(
    <App
      store={store}
      sync={noSync}
      env={SANDBOX_ENV}
      onQuit={() => undefined}
      theme={createTheme({ NO_COLOR: '1' })}
      now={() => Date.now()}
      {...(options.ops ? { ops: options.ops } : {})}
      {...(options.index ? { index: options.index } : {})}
    />,
    {
      stdout: screen as unknown as NodeJS.WriteStream,
      stdin: keyboard as unknown as NodeJS.ReadStream,
      debug: true,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  await settle();
  return {
    frame: () => screen.frames[screen.frames.length - 1] ?? '',
    async press(...keys) {
      for (const key of keys) {
        keyboard.write(key);
        await settle();
      }
    },
    unmount: () => instance.unmount(),
  };
}
