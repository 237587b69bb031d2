// The shape of the read table: a logical read names, per request family, the routes it calls, the
// parameters it sends and the normaliser that turns the answer into the console's types. The
// family is picked once, here, from what the client's credentials allow.
import type { ApiClient, CallInput, CallOptions } from '../api/index.js';
import type { RouteId, RouteOutput } from '../contract/index.js';

/** What a read needs of the client: a call, and whether the credentials allow a route. */
export type Reader = Pick<ApiClient, 'call' | 'can'>;

/** The two request families, and `any` for a route either family's credentials may call. */
export type ReadFamily = 'org' | 'account' | 'any';

export type FamilyChoice<F extends string = ReadFamily> =
  { ok: true; family: F } | { ok: false; reason: string };

/** One family's way to a logical read. */
export interface Way<A, T> {
  /** Every route this way calls: the family serves the read when the credentials allow each one. */
  readonly routes: readonly RouteId[];
  readonly run: (client: Pick<ApiClient, 'call'>, args: A, opts: CallOptions) => Promise<T>;
}

/** A logical read: its way in each family that has one, and which family is asked first. */
export interface LogicalRead<A, T> {
  readonly org?: Way<A, T>;
  readonly account?: Way<A, T>;
  readonly any?: Way<A, T>;
  /** The account family first: its answer says more (the organization family's list lacks balances). */
  readonly accountFirst?: true;
}

/** A way of one route: its parameters from the read's arguments, its answer normalised. */
export function route<K extends RouteId, A, T>(
  id: K,
  input: (args: A) => CallInput<K>,
  normalise: (answer: RouteOutput<K>, args: A) => T,
): Way<A, T> {
  return {
    routes: [id],
    run: async (client, args, opts) => normalise(await client.call(id, input(args), opts), args),
  };
}

/** The families in the order they are tried, each with its routes (null: the family has no way). */
export type Candidates<F extends string = ReadFamily> = readonly (readonly [F, readonly RouteId[] | null])[];

/**
 * The one function that picks a request family: the first candidate whose routes the credentials
 * all allow, or the first refusal's reason. Reads and changes (the actions' route table) both ask it.
 */
export function pickFamily<F extends string>(
  client: Pick<ApiClient, 'can'>,
  candidates: Candidates<F>,
): FamilyChoice<F> {
  const reasons: string[] = [];
  for (const [family, ids] of candidates) {
    if (ids === null) continue;
    const refused = ids.map((id) => client.can(id)).find((p) => !p.ok);
    if (!refused) return { ok: true, family };
    if (!refused.ok) reasons.push(refused.reason);
  }
  return { ok: false, reason: reasons[0] ?? 'not available with these credentials' };
}

function candidatesOf<A, T>(read: LogicalRead<A, T>): Candidates {
  const org = ['org', read.org?.routes ?? null] as const;
  const account = ['account', read.account?.routes ?? null] as const;
  const any = ['any', read.any?.routes ?? null] as const;
  return read.accountFirst ? [account, org, any] : [org, account, any];
}

/** Which family serves this read with these credentials, or why none does. */
export const readFamily = <A, T>(client: Pick<ApiClient, 'can'>, read: LogicalRead<A, T>): FamilyChoice =>
  pickFamily(client, candidatesOf(read));

/** Whether these credentials can make this read at all. */
export const canRead = <A, T>(client: Pick<ApiClient, 'can'>, read: LogicalRead<A, T>): boolean =>
  readFamily(client, read).ok;

/**
 * Makes a logical read in the family the credentials allow; a read of one family has no choice to
 * make. When they allow none, the last family tried is called all the same: the client refuses it
 * with its typed missing-credential error.
 */
export async function read<A, T>(
  client: Reader,
  logical: LogicalRead<A, T>,
  args: A,
  opts: CallOptions = {},
): Promise<T> {
  const tried = candidatesOf(logical).filter(([, ids]) => ids !== null);
  const choice = tried.length > 1 ? readFamily(client, logical) : undefined;
  const family = choice?.ok ? choice.family : tried[tried.length - 1]?.[0];
  const way = family === undefined ? undefined : logical[family];
  if (!way) throw new Error('a read with no family');
  return way.run(client, args, opts);
}

/** The read restricted to one family (a caller that already works in one). */
export const inFamily = <A, T>(logical: LogicalRead<A, T>, family: ReadFamily): LogicalRead<A, T> => {
  const way = logical[family];
  return way ? { [family]: way } : {};
};

/** Makes the read in the named family (the caller already chose it, e.g. for a change's read back). */
export async function readIn<A, T>(
  client: Pick<ApiClient, 'call'>,
  logical: LogicalRead<A, T>,
  family: ReadFamily,
  args: A,
  opts: CallOptions = {},
): Promise<T> {
  const way = logical[family];
  if (!way) throw new Error(`no ${family}-family read`);
  return way.run(client, args, opts);
}

/**
 * Every page of a paged read, from the page asked (default the first) to the last: one read at a
 * time, each page yielded as it arrives. Stops at the last page the answer names or an empty one.
 */
export async function* readPages<A extends { readonly page?: number }, T extends { readonly pages: number }>(
  client: Reader,
  logical: LogicalRead<A, T>,
  args: A,
  size: (page: T) => number,
  opts: CallOptions = {},
): AsyncGenerator<T> {
  for (let page = args.page ?? 1; ; page += 1) {
    const answer = await read(client, logical, { ...args, page }, opts);
    yield answer;
    if (size(answer) === 0 || page >= answer.pages) return;
  }
}
