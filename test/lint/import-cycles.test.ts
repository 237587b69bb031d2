// ARCHITECTURE.md: no import cycles in src/, type-only imports included. This walks every module's
// import/export/`import()` statements (the compiler's own parser, so `import type` and re-exports
// count) and fails with the cycles it finds, each spelled as the chain of files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier the file names: imports, re-exports, `import x = require()`, `import('...')`. */
function specifiersOf(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      literal(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A relative specifier to the file it names (`./x.js` is `./x.ts` or `./x.tsx`, a folder its index). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && /\.tsx?$/.test(c));
}

type Graph = ReadonlyMap<string, readonly string[]>;

function importGraph(
  files: readonly string[],
  read: (f: string) => string = (f) => readFileSync(f, 'utf8'),
): Graph {
  return new Map(
    files.map((f) => [
      f,
      [
        ...new Set(
          specifiersOf(f, read(f))
            .map((s) => resolveSpecifier(f, s))
            .filter((r): r is string => r !== undefined),
        ),
      ],
    ]),
  );
}

/** The strongly connected components with more than one module (or a module importing itself). */
function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
      onStack.delete(w);
      component.push(w);
      if (w === v) break;
    }
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return out;
}

/** One concrete loop inside a component, for the failure message: a → b → … → a. */
function loopIn(graph: Graph, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() ?? '';
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let p = previous.get(v); p !== undefined; p = previous.get(p)) path.unshift(p);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...component];
}

describe('import graph of src/', () => {
  it('finds imports of every kind, type-only included', () => {
    const text = [
      "import type { A } from './a.js';",
      "import { b } from './b.js';",
      "export * from './c.js';",
      "export { d } from './d.js';",
      "type E = import('./e.js').E;",
      "const f = () => import('./f.js');",
    ].join('\n');
    expect(specifiersOf('x.ts', text)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js', './f.js']);
  });

  it('reports a loop, type-only edges included', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(loopIn(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('has no cycle', () => {
    const graph = importGraph(sourceFiles(SRC));
    const name = (f: string) => relative(ROOT, f);
    const loops = cycles(graph).map(
      (c) => `${loopIn(graph, c).map(name).join(' -> ')} (all of: ${c.map(name).join(', ')})`,
    );
    expect(loops).toEqual([]);
    // Parsing every module takes 15 s on a loaded machine: the default 30 s is too close.
  }, 120_000);
});
