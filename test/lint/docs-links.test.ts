// Every relative link of README.md and docs/*.md points to a file that exists, and a `#anchor` to a
// heading of that file (as GitHub makes anchors of headings). Links inside code are not links.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const documents = (): string[] => [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text without fenced blocks, where a `#` line is not a heading. */
const outsideBlocks = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```/gm, '');
/** ... and without inline code, where brackets are not links. */
const prose = (markdown: string): string => outsideBlocks(markdown).replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, title] of outsideBlocks(markdown).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = (title ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count === 0 ? base : `${base}-${count}`);
  }
  return out;
}

/** Each relative link of a document that does not resolve, as `doc: target (why)`. */
function brokenLinks(doc: string, markdown: string, read: (path: string) => string | undefined): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(markdown).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
    if (target === undefined || /^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const file = path === '' ? doc : normalize(join(dirname(doc), path));
    const text = read(file);
    if (text === undefined) broken.push(`${doc}: ${target} (no file ${file})`);
    else if (anchor !== undefined && file.endsWith('.md') && !anchors(text).has(anchor))
      broken.push(`${doc}: ${target} (no heading #${anchor} in ${file})`);
  }
  return broken;
}

const fromDisk = (path: string): string | undefined => {
  const full = join(ROOT, path);
  if (!existsSync(full)) return undefined;
  return path.endsWith('.md') ? readFileSync(full, 'utf8') : '';
};

describe('links between the documents', () => {
  it('every relative link of README.md and docs/*.md resolves, anchors included', () => {
    const docs = documents();
    expect(docs.length).toBeGreaterThan(1);
    expect(docs.flatMap((doc) => brokenLinks(doc, readFileSync(join(ROOT, doc), 'utf8'), fromDisk))).toEqual(
      [],
    );
  });

  it('names a missing file, a missing heading and a link to a heading of the same file', () => {
    const files: Record<string, string> = {
      'docs/a.md': '# A\n\n## The journal, and resuming\n\n## Files\n\n## Files\n',
      'README.md': '# R\n',
    };
    const read = (path: string) => files[path];
    const doc = [
      '[ok](../README.md) [ok](#files-1) [ok](#the-journal-and-resuming) [web](https://example.com)',
      '[gone](b.md) [no](../README.md#nowhere) [no](#journal) `[code](x.md)`',
      '```',
      '[in a block](y.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('docs/a.md', doc, read)).toEqual([
      'docs/a.md: b.md (no file docs/b.md)',
      'docs/a.md: ../README.md#nowhere (no heading #nowhere in README.md)',
      'docs/a.md: #journal (no heading #journal in docs/a.md)',
    ]);
  });
});
