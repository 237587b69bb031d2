// Which header a route's family needs, from the credentials a profile holds, and the redaction of
// those headers and values wherever they could leak (debug hook, inspect, error text).
import type { Family, RouteDef } from '../contract/index.js';

export interface Credentials {
  orgId?: string;
  /** Organization family: `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Account family: `X-API-Token: <apiToken>`. */
  apiToken?: string;
  /** Portal login JWT: `Authorization: Bearer <jwt>`, accepted by both families. */
  jwt?: string;
}

/** Which configured credential a request carried: its name, never its value (the command log's curl names it). */
export type CredentialName = 'apiKey' | 'apiToken' | 'jwt';

export type AuthResult =
  { ok: true; headers: Record<string, string>; credential?: CredentialName } | { ok: false; needs: string };

const bearer = (value: string, credential: 'apiKey' | 'jwt'): AuthResult => ({
  ok: true,
  headers: { authorization: `Bearer ${value}` },
  credential,
});
const token = (value: string): AuthResult => ({
  ok: true,
  headers: { 'x-api-token': value },
  credential: 'apiToken',
});
const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The auth headers for a family, or what the operator must configure to get them. */
export function authFor(family: Family, creds: Credentials): AuthResult {
  switch (family) {
    case 'none':
      return { ok: true, headers: {} };
    case 'account':
      if (present(creds.apiToken)) return token(creds.apiToken);
      if (present(creds.jwt)) return bearer(creds.jwt, 'jwt');
      return { ok: false, needs: 'an API token (X-API-Token) or a portal JWT' };
    case 'org':
      if (present(creds.apiKey)) return bearer(creds.apiKey, 'apiKey');
      if (present(creds.jwt)) return bearer(creds.jwt, 'jwt');
      return { ok: false, needs: 'an organization API key (Bearer) or a portal JWT' };
    case 'any':
      if (present(creds.apiToken)) return token(creds.apiToken);
      if (present(creds.apiKey)) return bearer(creds.apiKey, 'apiKey');
      if (present(creds.jwt)) return bearer(creds.jwt, 'jwt');
      return { ok: false, needs: 'an API token, an organization API key or a portal JWT' };
  }
}

export const needsOrgId = (route: RouteDef): boolean => route.path.includes('{org_id}');

export type Permission = { ok: true } | { ok: false; reason: string };

/** Whether a route can be called with these credentials (the caller may still pass org_id itself). */
export function permission(route: RouteDef, creds: Credentials): Permission {
  const auth = authFor(route.family, creds);
  if (!auth.ok) return { ok: false, reason: `needs ${auth.needs}` };
  if (needsOrgId(route) && !present(creds.orgId)) return { ok: false, reason: 'needs an organization id' };
  return { ok: true };
}

const SECRET_HEADERS = new Set(['authorization', 'x-api-token', 'cookie', 'set-cookie']);

/** A copy of the headers fit for a log: secret values replaced, the auth scheme kept. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADERS.has(name.toLowerCase())) out[name] = value;
    else out[name] = /^Bearer\s/i.test(value) ? 'Bearer [redacted]' : '[redacted]';
  }
  return out;
}

/** Replaces every configured secret value in a text (a server may echo what it was sent). */
export function secretScrubber(creds: Credentials): (text: string) => string {
  const secrets = [creds.apiKey, creds.apiToken, creds.jwt].filter(present).filter((s) => s.length >= 4);
  if (secrets.length === 0) return (text) => text;
  return (text) => secrets.reduce((acc, secret) => acc.split(secret).join('[redacted]'), text);
}

/** Credentials as they may be shown: which are configured, never their values. */
export function describeCredentials(creds: Credentials): Record<string, string> {
  const out: Record<string, string> = {};
  if (present(creds.orgId)) out.orgId = creds.orgId;
  if (present(creds.apiKey)) out.apiKey = '[redacted]';
  if (present(creds.apiToken)) out.apiToken = '[redacted]';
  if (present(creds.jwt)) out.jwt = '[redacted]';
  return out;
}
