// Cardholders: merchant-wide people identified by a caller-chosen cardOwnerId. "Cardholders of an
// account" (our decision) are those created under it plus those holding a card issued from it.
import type { RouteInput, RouteOutput } from '../../contract/index.js';
import { nowIso, num, type Ctx } from './context.js';
import { fail, notFound } from './errors.js';

export interface CardholderRow {
  seq: bigint;
  merchant_id: string;
  owner_id: string;
  account_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string | null;
  created_at: string;
}

type Cardholder = RouteOutput<'getCardholder'>;
type NewCardholder = RouteInput<'createCardholder'>['body'];

export const cardholderView = (h: CardholderRow): Cardholder => ({
  cardOwnerId: h.owner_id,
  firstName: h.first_name,
  lastName: h.last_name,
  email: h.email,
  phone: h.phone,
  address: h.address === null ? null : (JSON.parse(h.address) as Record<string, unknown>),
  createdAt: h.created_at,
});

export function loadCardholder(ctx: Ctx, merchantId: string, ownerId: string): CardholderRow {
  const row = ctx
    .stmt('SELECT * FROM cardholders WHERE merchant_id = ? AND owner_id = ?')
    .get(merchantId, ownerId) as CardholderRow | undefined;
  return row ?? notFound('cardholder');
}

export function createCardholder(
  ctx: Ctx,
  merchantId: string,
  accountId: string,
  body: NewCardholder,
): CardholderRow {
  const existing = ctx
    .stmt('SELECT 1 FROM cardholders WHERE merchant_id = ? AND owner_id = ?')
    .get(merchantId, body.cardOwnerId);
  if (existing)
    fail('duplicate_cardholder', 'a cardholder with this cardOwnerId already exists', {
      cardOwnerId: body.cardOwnerId,
    });
  ctx
    .stmt(
      `INSERT INTO cardholders (merchant_id, owner_id, account_id, first_name, last_name, email, phone, address, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      merchantId,
      body.cardOwnerId,
      accountId,
      body.firstName,
      body.lastName,
      body.email,
      body.phone,
      body.address ? JSON.stringify(body.address) : null,
      nowIso(ctx),
    );
  return loadCardholder(ctx, merchantId, body.cardOwnerId);
}

/**
 * The page is chosen on indexes alone (a deferred join); an account's cardholders are a UNION of two
 * index ranges (created under it; holding a card of it), never a walk of every cardholder with an OR.
 */
export function listCardholders(
  ctx: Ctx,
  merchantId: string,
  page: { limit: number; offset: number },
  accountId?: string,
): { items: Cardholder[]; total: number } {
  const seqs =
    accountId === undefined
      ? 'SELECT seq FROM cardholders WHERE merchant_id = ?'
      : 'SELECT seq FROM cardholders WHERE merchant_id = ? AND account_id = ? UNION SELECT cardholder_seq FROM cards WHERE wallet_id = ?';
  const args = accountId === undefined ? [merchantId] : [merchantId, accountId, accountId];
  const total = num(
    (ctx.stmt(`SELECT COUNT(*) AS n FROM (${seqs}) AS holders`).get(...args) as { n: bigint }).n,
  );
  const rows = ctx
    .stmt(
      `SELECT h.* FROM cardholders h JOIN (SELECT seq FROM (${seqs}) AS holders ORDER BY seq LIMIT ? OFFSET ?) p ON p.seq = h.seq ORDER BY h.seq`,
    )
    .all(...args, page.limit, page.offset) as CardholderRow[];
  return { items: rows.map(cardholderView), total };
}
