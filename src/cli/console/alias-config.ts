// `:save` writes an alias into the config file: only the one key is added; every other key, its order
// and the file's mode 0600 are kept (the file holds credentials), and the write is atomic.
import { existsSync, readFileSync } from 'node:fs';
import { ConfigError, unwritableReason, writeConfigText } from '../config.js';

export interface NewAlias {
  readonly name: string;
  readonly text: string;
  /** The profile whose `aliases` it joins; absent: the file's global `aliases`. */
  readonly profile?: string;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readObject(path: string): JsonObject {
  if (!existsSync(path)) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(raw)) throw new ConfigError(`${path}: must hold a JSON object`);
  return raw;
}

/** Adds the alias; an alias of that name already there is refused, never overwritten. */
export function addAliasToConfig(path: string, alias: NewAlias): void {
  const readOnly = unwritableReason(path);
  if (readOnly) throw new ConfigError(`${readOnly}; the alias was not saved`);
  const file = readObject(path);
  const profiles = file.profiles;
  const owner = alias.profile === undefined ? file : isObject(profiles) ? profiles[alias.profile] : undefined;
  const where = alias.profile === undefined ? 'aliases' : `profiles.${alias.profile}.aliases`;
  if (!isObject(owner)) throw new ConfigError(`${path}: no profile named "${alias.profile ?? ''}"`);
  const aliases = owner.aliases ?? {};
  if (!isObject(aliases)) throw new ConfigError(`${path}: ${where} must be an object`);
  if (Object.hasOwn(aliases, alias.name))
    throw new ConfigError(`${where}.${alias.name} exists in ${path}; remove it first or choose another name`);
  owner.aliases = { ...aliases, [alias.name]: alias.text };
  try {
    writeConfigText(path, `${JSON.stringify(file, null, 2)}\n`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`${path} cannot be written (${code}); the alias was not saved`);
  }
}
