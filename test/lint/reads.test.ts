// ARCHITECTURE.md: reads go through one table. Outside src/reads/ no code calls, pages or asks the
// permission of a read route of the client itself (`client.call('getCard', …)`); it makes the
// logical read (`read(client, READS.card, …)`). Changes (write, create, money, sensitive routes) go
// through the actions' route table. The api's own code (the client, its webhook registration) sits
// below the table and the sandbox serves the routes: both are excepted.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routes, type RouteId } from '../../src/contract/index.js';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const SRC = join(ROOT, 'src');
const EXCEPTED = ['src/reads/', 'src/api/', 'src/sandbox/'];
const CLIENT_METHODS = new Set(['call', 'paginate', 'can']);
/** Reads not yet through the table, each as `file route`: none left; a new read outside the table fails. */
const NOT_YET_MOVED: readonly string[] = [];

const isReadRoute = (id: string): id is RouteId =>
  Object.hasOwn(routes, id) && routes[id as RouteId].effect === 'read';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The route ids an argument can name: a literal, either side of a condition, or a const set to one. */
function namedIds(node: ts.Expression, consts: ReadonlyMap<string, ts.Expression>, depth = 0): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return namedIds(node.expression, consts, depth);
  if (ts.isConditionalExpression(node))
    return [...namedIds(node.whenTrue, consts, depth), ...namedIds(node.whenFalse, consts, depth)];
  const init = ts.isIdentifier(node) ? consts.get(node.text) : undefined;
  return init && depth < 3 ? namedIds(init, consts, depth + 1) : [];
}

/** Each `x.call|paginate|can(<read route>)` in a file: `file:line route`. */
export function readsOutsideTable(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      consts.set(node.name.text, node.initializer);
    ts.forEachChild(node, collect);
  };
  collect(file);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      CLIENT_METHODS.has(node.expression.name.text) &&
      node.arguments[0]
    ) {
      for (const id of namedIds(node.arguments[0], consts).filter(isReadRoute)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${fileName}:${line + 1} ${node.expression.name.text}('${id}')`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('reads through the read table', () => {
  it('finds a read route called, paged or asked about outside the table', () => {
    const source = [
      "export const a = (client) => client.call('getCard', { params: { wallet_id: 'w', instrument_id: 'c' } });",
      "export const b = (client) => client.paginate('listWallets', {});",
      "export const c = (client) => client.can('listCards').ok;",
      "const route = 1 > 0 ? 'getWalletOperation' : 'getCardOperation';",
      'export const d = (client) => client.call(route, {});',
    ].join('\n');
    expect(readsOutsideTable('src/sync/x.ts', source)).toEqual([
      "src/sync/x.ts:1 call('getCard')",
      "src/sync/x.ts:2 paginate('listWallets')",
      "src/sync/x.ts:3 can('listCards')",
      "src/sync/x.ts:5 call('getWalletOperation')",
      "src/sync/x.ts:5 call('getCardOperation')",
    ]);
  });

  it('lets a change call its route, and a read go through the table', () => {
    const source = [
      "export const a = (client, key) => client.call('suspendCard', { params: key });",
      "export const b = (client) => client.can('getCardCredentials');",
      'export const c = (client, key) => read(client, READS.card, key);',
      "export const d = (fn) => fn.call(null, 'getCard');",
    ].join('\n');
    expect(readsOutsideTable('src/actions/x.ts', source)).toEqual([]);
  });

  it('holds for every file of src outside the table, the api and the sandbox', () => {
    const found = sourceFiles(SRC)
      .map((path) => relative(ROOT, path))
      .filter((path) => !EXCEPTED.some((prefix) => path.startsWith(prefix)))
      .flatMap((path) => readsOutsideTable(path, readFileSync(join(ROOT, path), 'utf8')));
    const key = (hit: string) => hit.replace(/:\d+ \w+\('(\w+)'\)$/, ' $1');
    expect(found.filter((hit) => !NOT_YET_MOVED.includes(key(hit)))).toEqual([]);
    expect(NOT_YET_MOVED.filter((entry) => !found.some((hit) => key(hit) === entry))).toEqual([]);
  });
});
