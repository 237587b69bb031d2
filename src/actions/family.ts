// Which request family an action uses: the organization route or its account-family twin,
// whichever the credentials allow (organization first: its reads carry the wallet id we need).
import type { ApiClient } from '../api/index.js';
import type { RouteId } from '../contract/index.js';
import type { Family } from './validate.js';

export type FamilyChoice = { ok: true; family: Family } | { ok: false; reason: string };

export function chooseFamily(client: ApiClient, orgRoute: RouteId | null, accountRoute: RouteId | null): FamilyChoice {
  const reasons: string[] = [];
  for (const [family, route] of [['org', orgRoute], ['account', accountRoute]] as const) {
    if (route === null) continue;
    const permission = client.can(route);
    if (permission.ok) return { ok: true, family };
    reasons.push(permission.reason);
  }
  return { ok: false, reason: reasons[0] ?? 'not available with these credentials' };
}
