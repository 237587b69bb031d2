// `card-console profiles add|list|remove|use`: named connection profiles in the config file.
import { parseArgs } from 'node:util';
import { configFile } from './paths.js';
import { loadConfig, Profile, saveConfig } from './config.js';
import { checkBaseUrl, CONNECTION_SECRETS } from './settings.js';
import { promptSecret } from './prompt.js';
import {
  argvSecretWarning,
  processSecretIo,
  readSecrets,
  secretFileOptions,
  type SecretIo,
} from './secret-flags.js';

export const PROFILES_HELP = `Usage: card-console profiles <command>

Commands:
  add NAME --base-url URL [--org ID] [--api-key-file FILE] [--api-token-file FILE] [--jwt-file FILE]
           [--read-only] [--insecure] [--ask-secrets]
                 Add or replace a profile. Each FILE holds one secret on one line; - reads it
                 from stdin. --ask-secrets prompts for the key and token without echoing them.
                 --api-key KEY, --api-token TOKEN and --jwt JWT also work, but the command line
                 is visible to other users (ps) and kept in shell history: the command warns.
  list           List profiles (secrets are never printed).
  remove NAME    Delete a profile.
  use NAME       Make NAME the profile used when --profile is not given.

The config file (mode 0600): ${'$'}XDG_CONFIG_HOME/card-console/config.json
`;

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
  env: Record<string, string | undefined>;
  isTty: boolean;
  secretIo: SecretIo;
}

const defaultIo = (): Io => ({
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
  env: process.env,
  isTty: Boolean(process.stdin.isTTY),
  secretIo: processSecretIo,
});

const mask = (secret: string | undefined) => (secret ? `set (…${secret.slice(-2)})` : '-');

export async function runProfilesCommand(argv: string[], io: Io = defaultIo()): Promise<number> {
  const [command, ...rest] = argv;
  const path = configFile(io.env);
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(PROFILES_HELP);
    return command === undefined ? 2 : 0;
  }
  const { config, permissionWarning } = loadConfig(path);
  if (permissionWarning) io.err(`${permissionWarning}\n`);
  switch (command) {
    case 'list': {
      const names = Object.keys(config.profiles).sort();
      if (names.length === 0)
        io.out('No profiles. Add one with: card-console profiles add NAME --base-url URL ...\n');
      for (const name of names) {
        const p = config.profiles[name] as Profile;
        const current = name === config.currentProfile ? '*' : ' ';
        io.out(
          `${current} ${name}  ${p.baseUrl}  org=${p.orgId ?? '-'} apiKey=${mask(p.apiKey)} apiToken=${mask(p.apiToken)} jwt=${mask(p.jwt)}${p.readOnly ? ' read-only' : ''}\n`,
        );
      }
      return 0;
    }
    case 'use':
    case 'remove': {
      const name = rest[0];
      if (!name || !config.profiles[name]) {
        io.err(`profiles ${command}: ${name ? `no profile named "${name}"` : 'give a profile NAME'}\n`);
        return 2;
      }
      if (command === 'use') config.currentProfile = name;
      else {
        delete config.profiles[name];
        if (config.currentProfile === name) delete config.currentProfile;
      }
      saveConfig(path, config);
      io.out(command === 'use' ? `Using profile "${name}".\n` : `Removed profile "${name}".\n`);
      return 0;
    }
    case 'add':
      return addProfile(rest, io, path, config);
    default:
      io.err(`profiles: unknown command "${command}"\n${PROFILES_HELP}`);
      return 2;
  }
}

async function addProfile(
  argv: string[],
  io: Io,
  path: string,
  config: ReturnType<typeof loadConfig>['config'],
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'base-url': { type: 'string' },
        org: { type: 'string' },
        'api-key': { type: 'string' },
        'api-token': { type: 'string' },
        jwt: { type: 'string' },
        'read-only': { type: 'boolean' },
        insecure: { type: 'boolean' },
        'ask-secrets': { type: 'boolean' },
        ...secretFileOptions(['api-key', 'api-token', 'jwt']),
      },
    });
  } catch (error) {
    io.err(`profiles add: ${(error as Error).message}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const name = positionals[0];
  if (!name || !/^[A-Za-z0-9_.-]{1,40}$/.test(name)) {
    io.err('profiles add: NAME is required: 1-40 letters, digits, _ . or -\n');
    return 2;
  }
  if (!values['base-url']) {
    io.err('profiles add: --base-url is required\n');
    return 2;
  }
  let given;
  try {
    given = readSecrets(CONNECTION_SECRETS, values, io.secretIo);
  } catch (error) {
    io.err(`profiles add: ${(error as Error).message}\n`);
    return 2;
  }
  const warning = argvSecretWarning('card-console profiles add', CONNECTION_SECRETS, given.fromArgv);
  if (warning) io.err(warning);
  let apiKey = given.secrets.get('api-key');
  let apiToken = given.secrets.get('api-token');
  if (values['ask-secrets']) {
    if (!io.isTty) {
      io.err('profiles add: --ask-secrets needs a terminal on stdin\n');
      return 2;
    }
    apiKey = (await promptSecret('API key (organization family, empty to skip): ')) || apiKey;
    apiToken = (await promptSecret('API token (account family, empty to skip): ')) || apiToken;
  }
  try {
    const profile = Profile.parse({
      baseUrl: checkBaseUrl(values['base-url'], values.insecure ?? false),
      orgId: values.org,
      apiKey,
      apiToken,
      jwt: given.secrets.get('jwt'),
      readOnly: values['read-only'],
      insecure: values.insecure,
    });
    if (!profile.apiKey && !profile.apiToken && !profile.jwt)
      throw new Error('give --api-key-file, --api-token-file, --jwt-file or --ask-secrets');
    if (profile.apiKey && !profile.orgId) throw new Error('--org is required with an API key');
    config.profiles[name] = profile;
  } catch (error) {
    io.err(`profiles add: ${(error as Error).message}\n`);
    return 2;
  }
  config.currentProfile ??= name;
  saveConfig(path, config);
  io.out(`Saved profile "${name}" to ${path}\n`);
  return 0;
}
