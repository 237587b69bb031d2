// Credential resolution per route family. The account family takes X-API-Token, the organization family
// `Authorization: Bearer <API key>`; a portal JWT (Bearer) is accepted on both; 'any' takes either.
import type { IncomingHttpHeaders } from 'node:http';
import type { Effect, Family } from '../../contract/index.js';
import type { Principal, SandboxCore } from '../core-types.js';
import { HttpError } from './errors.js';

const WRITE_EFFECTS: ReadonlySet<Effect> = new Set(['write', 'create', 'money']);

/** The raw credential a request carries, for keying per-credential limits (never logged). */
export function credentialOf(headers: IncomingHttpHeaders): string | null {
  const token = headerValue(headers['x-api-token']);
  if (token) return `t:${token}`;
  const bearer = bearerOf(headers);
  return bearer ? `b:${bearer}` : null;
}

/** Who is calling a route of `family` with `effect`; throws 401/403 HttpErrors. */
export function authenticate(
  core: SandboxCore,
  family: Exclude<Family, 'none'>,
  effect: Effect,
  headers: IncomingHttpHeaders,
): Principal {
  const principal = resolve(core, family, headers);
  if (principal.readOnly && WRITE_EFFECTS.has(effect)) {
    throw new HttpError(403, 'forbidden', 'this credential is read-only and cannot change state');
  }
  return principal;
}

function resolve(
  core: SandboxCore,
  family: Exclude<Family, 'none'>,
  headers: IncomingHttpHeaders,
): Principal {
  const token = headerValue(headers['x-api-token']);
  const bearer = bearerOf(headers);
  const acceptsToken = family === 'account' || family === 'any';
  const acceptsKey = family === 'org' || family === 'any';
  if (!token && !bearer) throw new HttpError(401, 'unauthorized', missingMessage(family));
  const found =
    (acceptsToken && token ? core.authenticate('apiToken', token) : null) ??
    (acceptsKey && bearer ? core.authenticate('apiKey', bearer) : null) ??
    (bearer ? core.authenticate('jwt', bearer) : null);
  if (!found) throw new HttpError(401, 'unauthorized', invalidMessage(family));
  return found;
}

function missingMessage(family: Exclude<Family, 'none'>): string {
  if (family === 'account')
    return 'missing credential: send X-API-Token or Authorization: Bearer <portal JWT>';
  if (family === 'org') return 'missing credential: send Authorization: Bearer <API key or portal JWT>';
  return 'missing credential: send X-API-Token or Authorization: Bearer <API key or portal JWT>';
}

function invalidMessage(family: Exclude<Family, 'none'>): string {
  if (family === 'account')
    return 'invalid credential: this route takes an API token (X-API-Token) or a portal JWT';
  if (family === 'org') return 'invalid credential: this route takes an API key (Bearer) or a portal JWT';
  return 'invalid credential';
}

function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : null;
}

function bearerOf(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerValue(headers.authorization) ?? '');
  return match?.[1] ?? null;
}
