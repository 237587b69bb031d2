// `card-console profiles add|list|remove|use`: named connection profiles in the config file.
import { parseArgs } from 'node:util';
import { configProblems } from '../console/aliases.js';
import { configFile } from '../paths.js';
import { loadConfig, Profile, saveConfig } from '../config.js';
import { checkBaseUrl, CONNECTION_SECRETS, isSandboxProfile, SANDBOX_PROFILE } from '../settings.js';
import { commandIo, runCommand, UsageError, usageOf, type CommandIo } from '../command.js';
import { promptSecret } from '../prompt.js';
import { connectionSecrets } from '../connection-flags.js';
import { secretFileOptions, streamSecretIo } from '../secret-flags.js';

export const PROFILES_HELP = `Usage: card-console profiles <command>

Commands:
  add NAME --base-url URL [--org ID] [--api-key-file FILE] [--api-token-file FILE] [--jwt-file FILE]
           [--read-only] [--insecure] [--ask-secrets]
                 Add or replace a profile. Each FILE holds one secret on one line; - reads it
                 from stdin. --ask-secrets prompts for the key and token without echoing them.
                 --api-key KEY, --api-token TOKEN and --jwt JWT also work, but the command line
                 is visible to other users (ps) and kept in shell history: the command warns.
  list           List profiles (secrets are never printed), and any alias or column choice
                 the console would refuse at start. The profile "sandbox" is always there: the
                 embedded sandbox (see card-console sandbox info).
  remove NAME    Delete a profile ("sandbox" cannot be removed).
  use NAME       Make NAME the profile used when --profile is not given ("sandbox" too).

The config file (mode 0600): ${'$'}XDG_CONFIG_HOME/card-console/config.json
`;

const mask = (secret: string | undefined) => (secret ? `set (…${secret.slice(-2)})` : '-');

type Config = ReturnType<typeof loadConfig>['config'];

/** `use NAME` and `remove NAME`: a profile the config file has. */
function useOrRemove(
  command: 'use' | 'remove',
  name: string | undefined,
  io: CommandIo,
  path: string,
  config: Config,
) {
  const embedded = isSandboxProfile(name, config);
  if (embedded && command === 'remove')
    throw new UsageError(`"${SANDBOX_PROFILE}" is the embedded sandbox: it cannot be removed`);
  if (!name || (!config.profiles[name] && !embedded))
    throw new UsageError(name ? `no profile named "${name}"` : 'give a profile NAME');
  if (command === 'use') config.currentProfile = name;
  else {
    delete config.profiles[name];
    if (config.currentProfile === name) delete config.currentProfile;
  }
  saveConfig(path, config);
  io.stdout.write(command === 'use' ? `Using profile "${name}".\n` : `Removed profile "${name}".\n`);
  return 0;
}

/** The embedded sandbox's line: always listed, as the profile the console opens with nothing configured. */
async function sandboxLine(io: CommandIo, config: Config): Promise<string> {
  const { sandboxInfo } = await import('../sandbox/info.js');
  const info = await sandboxInfo(io.env);
  const current = config.currentProfile === SANDBOX_PROFILE ? '*' : ' ';
  const where = info.running ? `running at ${info.baseUrl ?? ''}` : 'not running';
  const note =
    config.currentProfile === undefined
      ? "the console's default; scripts: --profile sandbox"
      : '--profile sandbox';
  return `${current} ${SANDBOX_PROFILE}  embedded sandbox, ${where}: database ${info.database} (${note}; card-console sandbox info)\n`;
}

async function list(io: CommandIo, config: Config, path: string): Promise<number> {
  const names = Object.keys(config.profiles).sort();
  if (!config.profiles[SANDBOX_PROFILE]) io.stdout.write(await sandboxLine(io, config));
  for (const name of names) {
    const p = config.profiles[name] as Profile;
    const current = name === config.currentProfile ? '*' : ' ';
    io.stdout.write(
      `${current} ${name}  ${p.baseUrl}  org=${p.orgId ?? '-'} ` +
        `apiKey=${mask(p.apiKey)} apiToken=${mask(p.apiToken)} jwt=${mask(p.jwt)}${p.readOnly ? ' read-only' : ''}\n`,
    );
  }
  if (names.length === 0)
    io.stdout.write(
      'Add a profile of a deployment with: card-console profiles add NAME --base-url URL ...\n',
    );
  // What the console would refuse at start, said here too, so a bad alias can be found before a start.
  for (const problem of configProblems(config, path)) io.stdout.write(`refused: ${problem}\n`);
  return 0;
}

export async function runProfilesCommand(argv: string[], given: Partial<CommandIo> = {}): Promise<number> {
  const io = commandIo(given);
  const [command, ...rest] = argv;
  const path = configFile(io.env);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout.write(PROFILES_HELP);
    return command === undefined ? 2 : 0;
  }
  return runCommand(
    command === 'use' || command === 'remove' || command === 'add' ? `profiles ${command}` : 'profiles',
    io,
    () => {
      const { config, permissionWarning } = loadConfig(path);
      if (permissionWarning) io.stderr.write(`${permissionWarning}\n`);
      if (command === 'list') return list(io, config, path);
      if (command === 'use' || command === 'remove') return useOrRemove(command, rest[0], io, path, config);
      if (command === 'add') return addProfile(rest, io, path, config);
      throw new UsageError(`unknown command "${command}"`);
    },
  );
}

const ADD_OPTIONS = {
  'base-url': { type: 'string' },
  org: { type: 'string' },
  'api-key': { type: 'string' },
  'api-token': { type: 'string' },
  jwt: { type: 'string' },
  'read-only': { type: 'boolean' },
  insecure: { type: 'boolean' },
  'ask-secrets': { type: 'boolean' },
  ...secretFileOptions(['api-key', 'api-token', 'jwt']),
} as const;

/** The profile the flags describe; each refusal names the flag and the rule. */
function profileOf(
  values: Record<string, string | boolean | undefined>,
  secrets: Record<'apiKey' | 'apiToken' | 'jwt', string | undefined>,
): Profile {
  try {
    const profile = Profile.parse({
      baseUrl: checkBaseUrl(values['base-url'] as string, values.insecure === true),
      orgId: values.org,
      ...secrets,
      readOnly: values['read-only'],
      insecure: values.insecure,
    });
    if (!profile.apiKey && !profile.apiToken && !profile.jwt)
      throw new Error('give --api-key-file, --api-token-file, --jwt-file or --ask-secrets');
    if (profile.apiKey && !profile.orgId) throw new Error('--org is required with an API key');
    return profile;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function addProfile(argv: string[], io: CommandIo, path: string, config: Config): Promise<number> {
  const { values, positionals } = usageOf(() =>
    parseArgs({ args: argv, allowPositionals: true, options: ADD_OPTIONS }),
  );
  const name = positionals[0];
  if (!name || !/^[A-Za-z0-9_.-]{1,40}$/.test(name))
    throw new UsageError('NAME is required: 1-40 letters, digits, _ . or -');
  if (name === SANDBOX_PROFILE)
    throw new UsageError(`"${SANDBOX_PROFILE}" is the embedded sandbox's name: choose another NAME`);
  if (!values['base-url']) throw new UsageError('--base-url is required');
  const secretIo = await streamSecretIo(CONNECTION_SECRETS, values, io.stdin);
  const given = connectionSecrets(values, secretIo, 'card-console profiles add', (line) => {
    io.stderr.write(line);
  });
  let { apiKey, apiToken } = given;
  if (values['ask-secrets']) {
    if (io.stdin.isTTY !== true) throw new UsageError('--ask-secrets needs a terminal on stdin');
    apiKey = (await promptSecret('API key (organization family, empty to skip): ')) || apiKey;
    apiToken = (await promptSecret('API token (account family, empty to skip): ')) || apiToken;
  }
  config.profiles[name] = profileOf(values, { apiKey, apiToken, jwt: given.jwt });
  config.currentProfile ??= name;
  saveConfig(path, config);
  io.stdout.write(`Saved profile "${name}" to ${path}\n`);
  return 0;
}
