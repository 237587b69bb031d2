// Every export of src/ is product code: another module of src/ imports it, or its own module uses it. An
// export the product never reaches is dead code, or a door kept open for a test (which then checks
// something the product does not do), and the next reader cannot tell which. This reads every module of
// src/, test/, bench/ and scripts/ with the compiler's own parser (imports, re-exports, `export *`,
// namespace imports by the members used, `import()` by the names taken, `import('…').T` types) and fails
// with each such export, said with who does import it (tests, bench, nobody). A test may import a
// function the product uses inside its module: the test then checks what the product runs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

// Exports that stay although the product does not reach them, each with why ('file#name').
const KEPT = new Map<string, string>([
  [
    'src/tui/terminal-output.ts#default',
    "the bundle puts this class in place of Ink's own Output (scripts/bundle-plugins.mjs), by path",
  ],
  [
    'src/tui/views/help/present.ts#helpTable',
    'the generator of the key table in docs/keys.md (its test writes and checks it), grouped by the help',
  ],
]);

// Modules the product starts from: their exports are run, not imported.
const ENTRIES = new Set(['src/cli/main.ts', 'src/cli/launch/launcher.ts']);

type Use = { readonly target: string; readonly name: string | '*' };
type Module = {
  /** Names this module declares or re-exports, with where a re-export comes from. */
  readonly exports: Map<string, { readonly from?: string; readonly as?: string }>;
  readonly stars: string[];
  readonly uses: Use[];
  /** How often each name is read inside the module itself, its declaration and export lists aside. */
  readonly localReads: Map<string, number>;
};

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|mts|mjs)$/.test(name) && !/\.d\.m?ts$/.test(name) ? [path] : [];
  });
}

/** A relative specifier to the file it names (`./x.js` is `./x.ts` or `./x.tsx`, a folder its index). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && /\.(tsx?|mjs)$/.test(c));
}

const hasExport = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** The names a `const { a, b: c } = await import(…)` (or `.then(({ a }) => …)`) takes, or '*'. */
function namesTakenFrom(call: ts.CallExpression): (string | '*')[] {
  let node: ts.Node = call;
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name))
    return parent.name.elements.map((e) =>
      e.propertyName && ts.isIdentifier(e.propertyName)
        ? e.propertyName.text
        : ts.isIdentifier(e.name)
          ? e.name.text
          : '*',
    );
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
    if (parent.name.text !== 'then') return [parent.name.text];
    const callback = ts.isCallExpression(parent.parent) ? parent.parent.arguments[0] : undefined;
    const param = callback && ts.isArrowFunction(callback) ? callback.parameters[0] : undefined;
    if (param && ts.isObjectBindingPattern(param.name)) return bindingNames(param.name);
  }
  return ['*'];
}

/** An identifier that reads a binding: not a declaration's name, a member name, a key or an export list. */
function isRead(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isExportSpecifier(parent) || ts.isImportSpecifier(parent) || ts.isImportClause(parent)) return false;
  if ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) && node !== firstOf(parent))
    return false;
  if ('name' in parent && parent.name === node)
    return !(
      ts.isDeclarationStatement(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isBindingElement(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isParameter(parent) ||
      ts.isEnumMember(parent) ||
      ts.isGetAccessor(parent) ||
      ts.isSetAccessor(parent) ||
      ts.isJsxAttribute(parent)
    );
  return true;
}

const firstOf = (node: ts.PropertyAccessExpression | ts.QualifiedName): ts.Node =>
  ts.isPropertyAccessExpression(node) ? node.expression : node.left;

function readModule(fileName: string, text: string, resolveTo = resolveSpecifier): Module {
  const file = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const exports: Module['exports'] = new Map();
  const stars: string[] = [];
  const uses: Use[] = [];
  const namespaces = new Map<string, string>();
  const target = (node: ts.Expression | undefined): string | undefined =>
    node && ts.isStringLiteralLike(node) ? resolveTo(fileName, node.text) : undefined;

  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const to = target(statement.moduleSpecifier);
      const clause = statement.importClause;
      if (!to || !clause) continue;
      if (clause.name) uses.push({ target: to, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, to);
      else if (bindings)
        for (const e of bindings.elements) uses.push({ target: to, name: (e.propertyName ?? e.name).text });
    } else if (ts.isExportDeclaration(statement)) {
      const to = target(statement.moduleSpecifier);
      const clause = statement.exportClause;
      if (statement.moduleSpecifier && !to) continue;
      if (!clause) {
        if (to) stars.push(to);
      } else if (ts.isNamespaceExport(clause)) {
        if (to) exports.set(clause.name.text, { from: to, as: '*' });
      } else
        for (const e of clause.elements) {
          const local = (e.propertyName ?? e.name).text;
          exports.set(e.name.text, to ? { from: to, as: local } : {});
        }
    } else if (ts.isExportAssignment(statement)) exports.set('default', {});
    else if (hasExport(statement)) {
      if (isDefault(statement)) exports.set('default', {});
      else if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations)
          for (const n of bindingNames(d.name)) exports.set(n, {});
      else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
        exports.set((statement.name as ts.Identifier).text, {});
    }
  }

  const localReads = new Map<string, number>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isRead(node))
      localReads.set(node.text, (localReads.get(node.text) ?? 0) + 1);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const to = target(node.arguments[0]);
      if (to) for (const name of namesTakenFrom(node)) uses.push({ target: to, name });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const to = target(node.argument.literal as ts.Expression);
      const first =
        node.qualifier && (ts.isIdentifier(node.qualifier) ? node.qualifier : node.qualifier.left);
      if (to) uses.push({ target: to, name: first && ts.isIdentifier(first) ? first.text : '*' });
    } else if (ts.isIdentifier(node) && namespaces.has(node.text)) {
      const to = namespaces.get(node.text) ?? '';
      const parent = node.parent;
      const isImportItself = ts.isNamespaceImport(parent);
      if (!isImportItself) {
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node)
          uses.push({ target: to, name: parent.name.text });
        else if (ts.isQualifiedName(parent) && parent.left === node)
          uses.push({ target: to, name: parent.right.text });
        else uses.push({ target: to, name: '*' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { exports, stars, uses, localReads };
}

type Importers = Map<string, Set<string>>; // 'file#name' -> files that import it

/** Who imports each export: a use of a re-export is a use of what it re-exports, `export *` included. */
function importersOf(modules: ReadonlyMap<string, Module>): Importers {
  const importers: Importers = new Map();
  const mark = (by: string, file: string, name: string, seen: Set<string>): boolean => {
    const key = `${file}#${name}`;
    const module = modules.get(file);
    if (!module || seen.has(key)) return false;
    seen.add(key);
    if (name === '*') {
      for (const n of module.exports.keys()) mark(by, file, n, seen);
      for (const s of module.stars) mark(by, s, '*', seen);
      return true;
    }
    const own = module.exports.get(name);
    if (own) {
      importers.set(key, (importers.get(key) ?? new Set()).add(by));
      if (own.from) mark(by, own.from, own.as ?? name, seen);
      return true;
    }
    return module.stars.some((s) => mark(by, s, name, seen));
  };
  for (const [file, module] of modules)
    for (const use of module.uses) if (use.target !== file) mark(file, use.target, use.name, new Set());
  // What an entry exports is the product's own door (scripts/build.mjs calls the bundled launcher's).
  for (const file of modules.keys())
    if (ENTRIES.has(relative(ROOT, file))) mark(file, file, '*', new Set(['-']));
  return importers;
}

/** Each export of src/ that no other module of src/ imports and its own module does not use. */
function unusedExports(modules: ReadonlyMap<string, Module>, root: string): string[] {
  const importers = importersOf(modules);
  const out: string[] = [];
  for (const [file, module] of modules) {
    const path = relative(root, file);
    if (!path.startsWith('src/') || ENTRIES.has(path)) continue;
    for (const name of module.exports.keys()) {
      const by = [...(importers.get(`${file}#${name}`) ?? [])].map((f) => relative(root, f));
      if (by.some((f) => f.startsWith('src/')) || (module.localReads.get(name) ?? 0) > 0) continue;
      const tests = by.some((f) => f.startsWith('test/'));
      const others = by.some((f) => !f.startsWith('test/'));
      const who = tests && others ? 'tests and bench' : tests ? 'tests' : others ? 'bench' : 'nothing';
      out.push(`${path}#${name} (imported by ${who})`);
    }
  }
  return out.sort();
}

function readTree(root: string): Map<string, Module> {
  const files = ['src', 'test', 'bench', 'scripts'].flatMap((d) => sourceFiles(join(root, d)));
  return new Map(files.map((f) => [f, readModule(f, readFileSync(f, 'utf8'))]));
}

describe('exports of src/', () => {
  it('reads imports, re-exports and namespace members', () => {
    const texts: Record<string, string> = {
      '/r/src/a.ts': 'export const a = 1; export function unused() {} export type T = number;',
      '/r/src/b.ts': "export * from './a.js'; export { c as see } from './c.js';",
      '/r/src/c.ts': 'export const c = 2; export const onlyTested = 3; export default 4;',
      '/r/src/f.ts':
        'export const usedHere = 5; export const alsoTested = usedHere + 1; console.log(alsoTested);',
      '/r/src/d.ts': "import * as ns from './b.js'; import type { T } from './b.js'; ns.a; ns.see;",
      '/r/src/e.ts': "const { x } = await import('./c.js'); type U = import('./c.js').Other;",
      '/r/test/c.test.ts':
        "import seven, { onlyTested } from '../src/c.js'; import { alsoTested } from '../src/f.js';",
    };
    const resolveIn = (from: string, spec: string): string | undefined => {
      const path = resolve(dirname(from), spec).replace(/\.js$/, '.ts');
      return path in texts ? path : undefined;
    };
    const modules = new Map(Object.entries(texts).map(([f, t]) => [f, readModule(f, t, resolveIn)]));
    expect(unusedExports(modules, '/r')).toEqual([
      'src/a.ts#unused (imported by nothing)',
      'src/c.ts#default (imported by tests)',
      'src/c.ts#onlyTested (imported by tests)',
    ]);
  });

  const found = unusedExports(readTree(ROOT), ROOT);
  const named = (entry: string) => entry.replace(/ \(.*$/, '');

  it('are each reached by the product, or kept with a reason', () => {
    expect(found.filter((e) => !KEPT.has(named(e)))).toEqual([]);
  });

  it('keeps no reason for an export that the product reaches or that is gone', () => {
    const unused = new Set(found.map(named));
    expect([...KEPT.keys()].filter((k) => !unused.has(k))).toEqual([]);
  });
});
