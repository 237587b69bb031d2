// Where card-console keeps its files, following the XDG base directory convention on Linux.
import { homedir } from 'node:os';
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

function base(env: Env, variable: string, fallback: string[]): string {
  const value = env[variable];
  return value && value.startsWith('/') ? value : join(env.HOME ?? homedir(), ...fallback);
}

export const configDir = (env: Env = process.env) =>
  join(base(env, 'XDG_CONFIG_HOME', ['.config']), 'card-console');
export const stateDir = (env: Env = process.env) =>
  join(base(env, 'XDG_STATE_HOME', ['.local', 'state']), 'card-console');
export const dataDir = (env: Env = process.env) =>
  join(base(env, 'XDG_DATA_HOME', ['.local', 'share']), 'card-console');
export const configFile = (env: Env = process.env) => join(configDir(env), 'config.json');
