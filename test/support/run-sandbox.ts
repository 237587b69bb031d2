// Runs `card-console sandbox` from source (node --import tsx), for the child-process tests.
import { runSandboxCommand } from '../../src/cli/sandbox/command.js';

process.exitCode = await runSandboxCommand(process.argv.slice(2));
