// Merchants and their credentials: API token (account family), API key (organization family),
// read-only variants of both, and a portal login that yields an HS256 JWT valid on both families.
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { MerchantCredentials, Principal } from '../core-types.js';
import { nowIso, type Ctx } from './context.js';
import { openLedgerAccount } from './ledger.js';
import { getSetting, setSetting } from './schema.js';

export const JWT_TTL_SECONDS = 3600;

interface MerchantRow {
  id: string;
  org_id: string;
  name: string;
  email: string;
  password: string;
  password_hash: string;
  api_token: string;
  api_key: string;
  ro_api_token: string;
  ro_api_key: string;
}

const secret = (prefix: string): string => `${prefix}_${randomBytes(18).toString('base64url')}`;

// A quarter of node's default cost: the sandbox's passwords are random and printed on start-up, so
// the hash guards little, while seeding and tests create merchants often.
const SCRYPT = { N: 4096, r: 8, p: 1 };

function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32, SCRYPT).toString('base64')}`;
}

function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, SCRYPT);
  return timingSafeEqual(actual, expected);
}

/** Creates a merchant with fresh random credentials (crypto randomness even while seeding). */
export function createMerchant(ctx: Ctx, name: string, email: string): { merchantId: string; orgId: string } {
  const merchantId = ctx.rng.uuid();
  const orgId = `org_${randomBytes(6).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  ctx
    .stmt(
      `INSERT INTO merchants (id, org_id, name, email, password, password_hash, api_token, api_key, ro_api_token,
      ro_api_key, fees_account, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      merchantId,
      orgId,
      name,
      email,
      password,
      hashPassword(password),
      secret('sbx_tok'),
      secret('sbx_key'),
      secret('sbx_rotok'),
      secret('sbx_rokey'),
      openLedgerAccount(ctx, 'fees'),
      nowIso(ctx),
    );
  return { merchantId, orgId };
}

export function listCredentials(ctx: Ctx): MerchantCredentials[] {
  const rows = ctx.stmt('SELECT * FROM merchants ORDER BY seq').all() as MerchantRow[];
  return rows.map((m) => ({
    name: m.name,
    orgId: m.org_id,
    apiToken: m.api_token,
    apiKey: m.api_key,
    readOnlyApiToken: m.ro_api_token,
    readOnlyApiKey: m.ro_api_key,
    email: m.email,
    password: m.password,
  }));
}

function jwtSecret(ctx: Ctx): Buffer {
  let value = getSetting(ctx.db, 'jwt_secret');
  if (value === undefined) {
    value = randomBytes(32).toString('base64');
    setSetting(ctx.db, 'jwt_secret', value);
  }
  return Buffer.from(value, 'base64');
}

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (ctx: Ctx, data: string): Buffer => createHmac('sha256', jwtSecret(ctx)).update(data).digest();

export function login(
  ctx: Ctx,
  email: string,
  password: string,
): { accessToken: string; expiresIn: number } | null {
  const row = ctx.stmt('SELECT * FROM merchants WHERE lower(email) = lower(?)').get(email) as
    MerchantRow | undefined;
  if (!row || !verifyPassword(password, row.password_hash)) return null;
  const iat = Math.floor(ctx.clock().getTime() / 1000);
  const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: row.id, org: row.org_id, iat, exp: iat + JWT_TTL_SECONDS })}`;
  return { accessToken: `${data}.${sign(ctx, data).toString('base64url')}`, expiresIn: JWT_TTL_SECONDS };
}

function verifyJwt(ctx: Ctx, token: string): string | null {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return null;
  const expected = sign(ctx, `${header}.${payload}`);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: unknown };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub?: unknown;
      exp?: unknown;
    };
    if (head.alg !== 'HS256' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > ctx.clock().getTime() ? claims.sub : null;
  } catch (_error) {
    return null;
  }
}

const COLUMNS = {
  apiToken: ['api_token', 'ro_api_token'],
  apiKey: ['api_key', 'ro_api_key'],
} as const;

export function authenticate(ctx: Ctx, kind: Principal['kind'], value: string): Principal | null {
  if (value === '') return null;
  if (kind === 'jwt') {
    const merchantId = verifyJwt(ctx, value);
    const row =
      merchantId === null
        ? undefined
        : (ctx.stmt('SELECT id, org_id FROM merchants WHERE id = ?').get(merchantId) as
            MerchantRow | undefined);
    return row ? { merchantId: row.id, orgId: row.org_id, kind, readOnly: false } : null;
  }
  const [full, readOnly] = COLUMNS[kind];
  for (const [column, isReadOnly] of [
    [full, false],
    [readOnly, true],
  ] as const) {
    const row = ctx.stmt(`SELECT id, org_id FROM merchants WHERE ${column} = ?`).get(value) as
      MerchantRow | undefined;
    if (row) return { merchantId: row.id, orgId: row.org_id, kind, readOnly: isReadOnly };
  }
  return null;
}
