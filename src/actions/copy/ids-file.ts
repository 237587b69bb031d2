// A long list of ids for a copied command: written to a file of the operator's alone (0600, in a 0700
// directory of the state directory), one id a line, named after the change it came from.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes the ids and returns the file's path. `name` is made of letters, digits, dots and dashes only. */
export function writeIdsFile(stateDir: string, name: string, ids: readonly string[]): string {
  const dir = join(stateDir, 'copied-ids');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${name.replace(/[^A-Za-z0-9.-]/g, '-')}.txt`);
  writeFileSync(path, `${ids.join('\n')}\n`, { mode: 0o600 });
  // An older file of the same name keeps its mode on rewrite: make it ours alone again.
  chmodSync(path, 0o600);
  return path;
}
