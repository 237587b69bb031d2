// The composition root: dispatches subcommands; the console and the sandbox load lazily so that
// `--help` and `--version` stay instant.
import { mainHelp } from './help.js';

declare const __CARD_CONSOLE_VERSION__: string | undefined;
const VERSION = typeof __CARD_CONSOLE_VERSION__ === 'string' ? __CARD_CONSOLE_VERSION__ : 'development';

/**
 * Starts loading Ink and the UI beside the console's own modules (the console awaits the same
 * imports later). Loading is partly waiting (files, Yoga's WebAssembly compiled off the main
 * thread); overlapped, the first frame comes sooner. Only for a terminal: like the console, an
 * interactive terminal wins over an inherited CI variable, which Ink reads when it loads.
 */
function preloadConsoleUi(): void {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return;
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
  void import('ink').catch(() => undefined);
  void import('../tui/index.js').catch(() => undefined);
}

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  switch (first) {
    case '--help':
    case '-h':
    case 'help':
      process.stdout.write(mainHelp());
      return 0;
    case '--version':
    case '-V':
      process.stdout.write(`card-console ${VERSION}\n`);
      return 0;
    case 'sandbox': {
      const { runSandboxCommand } = await import('./sandbox-command.js');
      return runSandboxCommand(rest);
    }
    case 'listen': {
      const { runListenCommand } = await import('./listen-command.js');
      return runListenCommand(rest);
    }
    case 'cards': {
      const { runCardsCommand } = await import('./cards-command.js');
      return runCardsCommand(rest);
    }
    case 'jobs': {
      const { runJobsCommand } = await import('./jobs-command.js');
      return runJobsCommand(rest);
    }
    case 'audit': {
      const { runAuditCommand } = await import('./audit-command.js');
      return runAuditCommand(rest);
    }
    case 'index': {
      const { runIndexCommand } = await import('./index-command.js');
      return runIndexCommand(rest);
    }
    case 'profiles': {
      const { runProfilesCommand } = await import('./profiles-command.js');
      return runProfilesCommand(rest);
    }
    default: {
      if (first !== undefined && !first.startsWith('-')) {
        process.stderr.write(`card-console: unknown command "${first}". See card-console --help.\n`);
        return 2;
      }
      preloadConsoleUi();
      const { runConsole } = await import('./console.js');
      const code = await runConsole(argv);
      // The console is done and the terminal restored: nothing left may hold the process open
      // (a stdin handle after a lost terminal, a keep-alive socket to a dead server).
      process.exit(code);
    }
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`card-console: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
