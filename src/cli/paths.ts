// Where card-console keeps its files, following the XDG base directory convention on Linux.
import { join } from 'node:path';
import { appDir } from '../domain/home.js';

type Env = Record<string, string | undefined>;

export const configDir = (env: Env = process.env) => appDir('XDG_CONFIG_HOME', env);
export const stateDir = (env: Env = process.env) => appDir('XDG_STATE_HOME', env);
export const dataDir = (env: Env = process.env) => appDir('XDG_DATA_HOME', env);
export const configFile = (env: Env = process.env) => join(configDir(env), 'config.json');
