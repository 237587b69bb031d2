// One idiom for omitting an absent property the code names: the conditional spread,
// `...(x !== undefined ? { x } : {})`, the one the codebase uses most. `definedOnly` (src/domain/defined.ts)
// stays for an object whose keys the call does not name (options spread over defaults); called with an
// object literal it is the second idiom, and fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each `definedOnly({ … })` of a file, as `file:line`. */
export function literalDefinedOnly(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'definedOnly' &&
      node.arguments[0] !== undefined &&
      ts.isObjectLiteralExpression(node.arguments[0])
    )
      found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('omitting an absent property', () => {
  it('finds definedOnly called with an object literal, and nothing else', () => {
    const text = [
      'const a = { ...definedOnly({ name }) };',
      'const b = { ...defaults, ...definedOnly(opts.timeouts) };',
      'const c = { ...(name !== undefined ? { name } : {}) };',
      'return definedOnly({',
      '  card,',
      '});',
    ].join('\n');
    expect(literalDefinedOnly('x.ts', text)).toEqual(['x.ts:1', 'x.ts:4']);
  });

  it('is written one way in src/: the conditional spread', () => {
    const found = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
      literalDefinedOnly(relative(ROOT, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
