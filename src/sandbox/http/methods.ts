// Which methods a path takes, from the contract's route table: a known path asked with another method is 405
// with `Allow`, not 404. Fastify answers HEAD for every GET route, so HEAD is listed with GET.
//
// Where two templates match one path, a literal segment wins over a template (the document's path precedence):
// `/wallets/operations` is the wallet operations list, never a wallet with id "operations", for every method.
// The router only prefers the literal among routes of the same method, so a PATCH of `/wallets/operations`
// reaches `PATCH /wallets/{wallet_id}`; `shadowingTemplates` names such routes and the route hook answers 405.
import { routes, type RouteDef } from '../../contract/index.js';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const DEFS = Object.values(routes) as RouteDef[];
const isTemplate = (segment: string): boolean => segment.startsWith('{');

interface Pattern {
  template: string;
  regex: RegExp;
  method: string;
}
const patterns: Pattern[] = DEFS.map((def) => ({
  template: def.path,
  regex: new RegExp(`^${def.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  method: def.method,
}));

/** Does template `a` win over `b` for a path both match: a literal where `b` has a template, at the first difference? */
function beats(a: string, b: string): boolean {
  const sa = a.split('/');
  const sb = b.split('/');
  for (let i = 0; i < sa.length; i++) {
    const x = sa[i] ?? '';
    const y = sb[i] ?? '';
    if (isTemplate(x) === isTemplate(y)) continue;
    return !isTemplate(x);
  }
  return false;
}

/** The methods the route table has for `path` (no query string), in a fixed order; empty when no route matches. */
export function allowedMethods(path: string): string[] {
  const matching = patterns.filter((p) => p.regex.test(path));
  const winners = matching.filter(
    (p) => !matching.some((o) => o.template !== p.template && beats(o.template, p.template)),
  );
  const found = new Set<string>();
  for (const { method } of winners) {
    found.add(method);
    if (method === 'GET') found.add('HEAD');
  }
  return ORDER.filter((m) => found.has(m));
}

// Two templates that some path matches both: same length, each segment equal or a template on either side.
function overlap(a: string, b: string): boolean {
  const sa = a.split('/');
  const sb = b.split('/');
  return (
    sa.length === sb.length && sa.every((s, i) => s === sb[i] || isTemplate(s) || isTemplate(sb[i] ?? ''))
  );
}

/**
 * The templates that win over `def`'s for some paths and do not take its method: there, `def`'s route is reached
 * by the router but the path is the other template's, so the answer is 405 (and the document lists it).
 */
export function shadowingTemplates(def: RouteDef): string[] {
  const others = [...new Set(DEFS.map((d) => d.path))].filter(
    (path) => path !== def.path && overlap(path, def.path) && beats(path, def.path),
  );
  return others.filter((path) => !DEFS.some((d) => d.path === path && d.method === def.method));
}
