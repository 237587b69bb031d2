// Which methods a path takes, from the contract's route table: a known path asked with another method is 405
// with `Allow`, not 404. Fastify answers HEAD for every GET route, so HEAD is listed with GET.
import { routes, type RouteDef } from '../../contract/index.js';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const patterns: Array<{ regex: RegExp; method: string }> = (Object.values(routes) as RouteDef[]).map(
  (def) => ({
    regex: new RegExp(`^${def.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
    method: def.method,
  }),
);

/** The methods the route table has for `path` (no query string), in a fixed order; empty when no route matches. */
export function allowedMethods(path: string): string[] {
  const found = new Set<string>();
  for (const { regex, method } of patterns) {
    if (!regex.test(path)) continue;
    found.add(method);
    if (method === 'GET') found.add('HEAD');
  }
  return ORDER.filter((m) => found.has(m));
}
