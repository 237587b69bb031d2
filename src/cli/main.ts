// The composition root: dispatches subcommands; the console and the sandbox load lazily so that
// `--help` and `--version` stay instant.
import { mainHelp } from './help.js';
import type { Launch } from './launch/launcher.js';

declare const __CARD_CONSOLE_VERSION__: string | undefined;
const VERSION = typeof __CARD_CONSOLE_VERSION__ === 'string' ? __CARD_CONSOLE_VERSION__ : 'development';

async function main(argv: string[], launch: Launch): Promise<number> {
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
      const { runSandboxCommand } = await import('./sandbox/command.js');
      return runSandboxCommand(rest);
    }
    case 'listen': {
      const { runListenCommand } = await import('./listen/command.js');
      return runListenCommand(rest);
    }
    case 'cards': {
      const { runCardsCommand } = await import('./cards/command.js');
      return runCardsCommand(rest);
    }
    case 'jobs': {
      const { runJobsCommand } = await import('./jobs/command.js');
      return runJobsCommand(rest);
    }
    case 'audit': {
      const { runAuditCommand } = await import('./audit/command.js');
      return runAuditCommand(rest);
    }
    case 'index': {
      const { runIndexCommand } = await import('./index/command.js');
      return runIndexCommand(rest);
    }
    case 'timeline': {
      const { runTimelineCommand } = await import('./timeline/command.js');
      return runTimelineCommand(rest);
    }
    case 'pulse': {
      const { runPulseCommand } = await import('./pulse/command.js');
      return runPulseCommand(rest);
    }
    case 'profiles': {
      const { runProfilesCommand } = await import('./profiles/command.js');
      return runProfilesCommand(rest);
    }
    default: {
      if (first !== undefined && !first.startsWith('-')) {
        process.stderr.write(`card-console: unknown command "${first}". See card-console --help.\n`);
        return 2;
      }
      const { runConsole } = await import('./console/console.js');
      const code = await runConsole(argv, launch);
      // The console is done and the terminal restored: nothing left may hold the process open
      // (a stdin handle after a lost terminal, a keep-alive socket to a dead server).
      process.exit(code);
    }
  }
}

/** The bundle's entry, called by the launcher (src/cli/launch/launcher.ts). */
export function start(argv: string[], launch: Launch): void {
  main(argv, launch).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`card-console: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
