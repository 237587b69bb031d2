// Which view is open is the registry's question: a command or component that asks it of the store
// (`overlay?.kind === 'x'`) instead of reading its own slot ties itself to another view's name, and
// adding or renaming a view then means touching it. Only the registry reads the slot's kind.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ALLOWED = new Set(['src/tui/view/registry.ts']);
const ASKS_KIND = /\boverlay\??\.kind\b/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(e.name) ? [relative(ROOT, path).split(sep).join('/')] : [];
  });
}

export function filesAskingWhichViewIsOpen(files: readonly { path: string; text: string }[]): string[] {
  return files.filter((f) => !ALLOWED.has(f.path) && ASKS_KIND.test(f.text)).map((f) => f.path);
}

describe('which view is open', () => {
  it('is asked only by the view registry', () => {
    const files = sourcesUnder(join(ROOT, 'src')).map((path) => ({
      path,
      text: readFileSync(join(ROOT, path), 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(filesAskingWhichViewIsOpen(files)).toEqual([]);
  });

  it('fires on a command that asks the store which overlay is open', () => {
    const planted = {
      path: 'src/tui/find/commands.ts',
      text: "disabledReason: (s) => (s.view.overlay?.kind === 'search' ? undefined : 'closed'),",
    };
    expect(filesAskingWhichViewIsOpen([planted])).toEqual(['src/tui/find/commands.ts']);
    expect(filesAskingWhichViewIsOpen([{ ...planted, path: 'src/tui/view/registry.ts' }])).toEqual([]);
  });
});
