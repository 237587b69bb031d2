// Shared building blocks of the v2 contract: scalars, enumerations, pagination and envelopes.
// Response objects are `looseObject`s: deployments add provider-specific keys and we keep them.
import { z } from 'zod';

/** A decimal amount as the service writes it: "1000.00" (organization family) or "1000.000000000". */
export const MoneyString = z
  .string()
  .regex(/^-?[0-9]+(\.[0-9]+)?$/, 'must be a decimal string such as "10.00"')
  .meta({ examples: ['1000.00', '1000.000000000'] });
// Request amounts may be a number or a string; exact parsing lives in domain/money and the sandbox core. The
// document carries the server's rules so a generated client predicts the 422: a plain decimal
// without sign or exponent, at most 2 significant fraction digits (zeros may follow, up to 9 digits in all),
// at most 12 integer digits. These JSON-schema keywords are documentation: the server's own parser decides.
/** The largest request amount: 12 integer digits, 2 fraction digits. The sandbox refuses anything above (422). */
export const AMOUNT_MAX = '999999999999.99';
/** At most this many digits before the decimal point of a request amount written as a string, leading zeros included. */
export const AMOUNT_INTEGER_DIGITS = 12;
const amountRules = (positive: boolean) => {
  const digits = `[0-9]{1,${AMOUNT_INTEGER_DIGITS}}(\\.[0-9]{1,2}0{0,7})?`;
  const pattern = positive ? `^(?=[0-9.]*[1-9])${digits}$` : `^${digits}$`;
  const range = positive ? { exclusiveMinimum: 0 } : { minimum: 0 };
  return z
    .union([
      z.string().meta({ pattern, examples: positive ? ['10.00'] : ['0.00'] }),
      z.number().meta({ ...range, maximum: Number(AMOUNT_MAX), multipleOf: 0.01 }),
    ])
    .meta({
      description: `A ${positive ? 'positive' : 'non-negative'} decimal amount: at most 2 significant fraction digits, no sign or exponent.`,
    });
};
export const AmountInput = amountRules(true);
/** A limit or fee amount: zero allowed. */
export const NonNegativeAmountInput = amountRules(false);
/** A percentage from 0 to 100 with at most 4 fraction digits. */
export const PercentInput = z.union([
  z.string().meta({ pattern: '^(100(\\.0{1,4})?|[0-9]{1,2}(\\.[0-9]{1,4})?)$', examples: ['1.5'] }),
  z.number().meta({ minimum: 0, maximum: 100, multipleOf: 0.0001 }),
]);
export const Uuid = z.uuid();

/** The longest description a money movement or card change takes, in characters (code points). */
export const DESCRIPTION_MAX = 500;

/**
 * Characters as the service counts them: Unicode code points, so an emoji outside the Basic
 * Multilingual Plane is one character, not the two UTF-16 units JavaScript's `.length` counts. The
 * same count as JSON Schema's `maxLength`, which the published document carries.
 */
export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}

/** What a too-long description is told, by the server and the console alike. */
export function descriptionTooLong(max: number, given: number): string {
  return `at most ${max} characters (code points); ${given} given`;
}

/** Free text on a movement: at most 500 code points (zod's own `.max` counts UTF-16 units). */
export const Description = z
  .string()
  .check((ctx) => {
    const given = codePointLength(ctx.value);
    if (given <= DESCRIPTION_MAX) return;
    ctx.issues.push({
      code: 'too_big',
      origin: 'string',
      maximum: DESCRIPTION_MAX,
      inclusive: true,
      input: ctx.value,
      unit: 'characters (code points)',
      message: descriptionTooLong(DESCRIPTION_MAX, given),
    });
  })
  .meta({
    maxLength: DESCRIPTION_MAX,
    description: `Free text, at most ${DESCRIPTION_MAX} characters counted as Unicode code points (an emoji is one).`,
  });
/** ISO 8601 with an offset, e.g. 2026-01-02T03:04:05.000Z or +02:00. */
export const Timestamp = z.iso.datetime({ offset: true }).meta({ examples: ['2026-01-02T03:04:05.000Z'] });
/** Card expiry as MM.YYYY. */
export const ExpiryString = z
  .string()
  .regex(/^(0[1-9]|1[0-2])\.[0-9]{4}$/, 'must be MM.YYYY')
  .meta({ examples: ['07.2029'] });
export const Currency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
  .meta({ examples: ['USD'] });

export const CardStatus = z.enum(['creating', 'creating_failed', 'active', 'frozen', 'closed', 'expired']);
export const WalletStatus = z.enum(['active', 'inactive']);
export const CardType = z.enum(['virtual', 'physical']);
export const LimitType = z.enum(['daily_limit', 'monthly_limit', 'transaction_limit']);
export const WalletOperationType = z.enum(['payin', 'card_issuing', 'transfer_fee', 'withdrawal']);
export const WalletOperationStatus = z.enum(['authorized', 'pending', 'completed', 'declined', 'canceled']);
export const CardOperationType = z.enum(['purchase', 'refund', 'fee', 'top_up', 'withdrawal']);
export const CardOperationStatus = z.enum(['authorized', 'completed', 'declined', 'canceled']);
/** Status of a money movement answer (top-up, withdraw, fund, defund, transfer); the sandbox completes them at once. */
export const MovementStatus = z.enum(['completed', 'pending', 'failed']);
export type MovementStatus = z.infer<typeof MovementStatus>;
export const SortType = z.enum(['asc', 'desc']);
export const CardSortBy = z.enum(['createdAt', 'name', 'status']);
export const WalletOperationSortBy = z.enum(['createdAt']);
export const CardOperationSortBy = z.enum(['createdAt', 'status']);

export type CardStatus = z.infer<typeof CardStatus>;
export type WalletStatus = z.infer<typeof WalletStatus>;
export type CardType = z.infer<typeof CardType>;
export type LimitType = z.infer<typeof LimitType>;
export type WalletOperationType = z.infer<typeof WalletOperationType>;
export type WalletOperationStatus = z.infer<typeof WalletOperationStatus>;
export type CardOperationType = z.infer<typeof CardOperationType>;
export type CardOperationStatus = z.infer<typeof CardOperationStatus>;
export type SortType = z.infer<typeof SortType>;

export const Pagination = z.looseObject({
  quantity: z.number().int(),
  totalQuantity: z.number().int(),
  currentPage: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** Organization-scoped list: { data: [...], pagination }. */
export const orgList = <T extends z.ZodType>(item: T) =>
  z.looseObject({ data: z.array(item), pagination: Pagination });
/** Organization-scoped single read: { data: {...} }. */
export const orgOne = <T extends z.ZodType>(item: T) => z.looseObject({ data: item });
/** Account-scoped list: { items: [...] }. */
export const items = <T extends z.ZodType>(item: T) => z.looseObject({ items: z.array(item) });
/** Account-scoped counted list: { items: [...], total }. */
export const itemsTotal = <T extends z.ZodType>(item: T) =>
  z.looseObject({ items: z.array(item), total: z.number().int() });

/** Query arrays arrive as `statuses[]=a&statuses[]=b`, or once as a plain string. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item).optional());

// Our decision: quantity is capped at 500 so one page stays a bounded response.
export const MAX_ORG_QUANTITY = 500;
export const MAX_ACCOUNT_LIMIT = 1000;

const QUERY_DIGITS = /^[0-9]+$/;
/**
 * An integer query parameter, written in plain digits. `""`, `1e2`, `+5`, ` 5`, `0x10` and `5.0` are refused rather
 * than read as numbers (JavaScript's Number() would take them all): the document says `integer`, and a generated
 * client never writes those forms, so a server that guessed would accept what the document refuses.
 */
export function queryInteger(min: number, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (QUERY_DIGITS.test(value)) return Number(value);
    ctx.issues.push({ code: 'invalid_type', expected: 'integer', input: value });
    return value;
  }, z.number().int().min(min).max(max).default(fallback));
}

export const OrgPageQuery = z.object({
  page: queryInteger(1, 1),
  quantity: queryInteger(1, 25, MAX_ORG_QUANTITY),
});
export const AccountPageQuery = z.object({
  limit: queryInteger(1, 100, MAX_ACCOUNT_LIMIT),
  offset: queryInteger(0, 0),
});
export type OrgPageQuery = z.input<typeof OrgPageQuery>;
export type AccountPageQuery = z.input<typeof AccountPageQuery>;

export const IdName = z.looseObject({ id: z.string(), name: z.string() });
export type IdName = z.infer<typeof IdName>;
