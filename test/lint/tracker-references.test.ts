// The tracker is not part of the repository: no source, test, bench, script or document names an issue by
// its number ("issue 12", "Issue 17 item 2", "issue #24"). A reader needs the reason, not a pointer.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['src', 'test', 'bench', 'scripts', 'docs', 'README.md', 'ARCHITECTURE.md', '.ci'];
const TEXT = /\.(ts|tsx|mjs|cjs|js|md|json|sh)$|^run$/;
const REFERENCE = /\b[Ii]ssues? #?\d+\b|\bissue #\d+/;

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name === 'fixtures'
      ? []
      : entry.isDirectory()
        ? filesUnder(join(path, entry.name))
        : TEXT.test(entry.name)
          ? [join(full, entry.name)]
          : [],
  );
}

/** Each line of `text` that names an issue by number, as `line: text`. */
export function trackerReferences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (REFERENCE.test(line) ? [`${i + 1}: ${line.trim().slice(0, 120)}`] : []));
}

describe('references to the tracker', () => {
  it('are found in any of their forms', () => {
    const text = [
      '// (issue 12 item 3)',
      "describe('issue 13: a rule')",
      '// see Issue #24',
      '// issues 7',
    ].join('\n');
    expect(trackerReferences(text)).toHaveLength(4);
    expect(trackerReferences('// an issue form names its fee; 12 issues of a card')).toEqual([]);
  });

  it('appear nowhere in the repository', () => {
    const self = fileURLToPath(import.meta.url);
    const found = SCANNED.flatMap(filesUnder)
      .filter((file) => file !== self)
      .flatMap((file) =>
        trackerReferences(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
      );
    expect(found).toEqual([]);
  });
});
