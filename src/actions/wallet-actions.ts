// Wallet lifecycle use-cases (organization family): create (from the provider list), rename,
// activate and deactivate. Bodies are checked with the contract's own schemas before sending.
import { CreateWalletBody } from '../contract/index.js';
import type { WalletDetail, WalletStatus } from '../contract/index.js';
import { canWallet } from '../domain/index.js';
import { inFamily, readIn, readPages, READS } from '../reads/index.js';
import { fail, validationError, zodFields } from './errors.js';
import { refresh } from './reads.js';
import { READ_BACK_SKEW_MS } from './reference.js';
import type { ReadBackResult } from './outcome.js';
import { runChange } from './run.js';
import type { ActionContext, ActionOptions, ActionResult } from './types.js';
import { checkName, compact } from './validate.js';

function permitted(
  ctx: ActionContext,
  route: 'createWallet' | 'updateWallet' | 'activateWallet' | 'deactivateWallet',
) {
  const p = ctx.client.can(route);
  return p.ok ? undefined : fail('not_permitted', p.reason);
}

const readWallet = (ctx: ActionContext, id: string): Promise<WalletDetail> =>
  readIn(ctx.client, READS.walletAsAnswered, 'org', id);

export type CreateWalletInput = CreateWalletBody;

export async function createWallet(
  ctx: ActionContext,
  input: CreateWalletInput,
  opts: ActionOptions = {},
): Promise<ActionResult<WalletDetail>> {
  const refused = permitted(ctx, 'createWallet');
  if (refused) return { ok: false, error: refused };
  const parsed = CreateWalletBody.safeParse(input);
  if (!parsed.success) return { ok: false, error: validationError(zodFields(parsed.error.issues)) };
  const body = parsed.data;
  const readBack = async (sentAt: number): Promise<ReadBackResult<WalletDetail>> => {
    const since = sentAt - READ_BACK_SKEW_MS;
    const found: string[] = [];
    const wallets = inFamily(READS.accounts, 'org');
    for await (const page of readPages(ctx.client, wallets, { pageSize: 100 }, (p) => p.accounts.length)) {
      for (const w of page.accounts)
        if (w.name === body.name && w.createdAt !== undefined && Date.parse(w.createdAt) >= since)
          found.push(w.id);
    }
    if (found.length === 0) return { readBack: 'not_applied' };
    if (found.length > 1) return { readBack: 'still_unknown' };
    return { readBack: 'applied', value: await readWallet(ctx, found[0] as string) };
  };
  return runChange<WalletDetail>(ctx, {
    action: 'wallet.create',
    targets: {},
    idempotent: true,
    ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    send: async (key) =>
      (await ctx.client.call('createWallet', { body }, { idempotencyKey: key, signal: opts.signal })).data,
    readBack,
    resultTargets: (w) => ({ accountId: w.id }),
    after: (w) => refresh(ctx, { account: w.id }),
  });
}

export async function renameWallet(
  ctx: ActionContext,
  walletId: string,
  name: string,
  opts: ActionOptions = {},
): Promise<ActionResult<WalletDetail>> {
  const refused = permitted(ctx, 'updateWallet');
  if (refused) return { ok: false, error: refused };
  const issues = compact([checkName(name)]);
  if (issues.length > 0) return { ok: false, error: validationError(issues) };
  return runChange<WalletDetail>(ctx, {
    action: 'wallet.rename',
    targets: { accountId: walletId },
    send: async () =>
      (
        await ctx.client.call(
          'updateWallet',
          { params: { wallet_id: walletId }, body: { name } },
          { signal: opts.signal },
        )
      ).data,
    readBack: async () => {
      const now = await readWallet(ctx, walletId);
      return now.name === name ? { readBack: 'applied', value: now } : { readBack: 'not_applied' };
    },
    after: () => refresh(ctx, { account: walletId }),
  });
}

export async function setWalletActive(
  ctx: ActionContext,
  wallet: { id: string; status: WalletStatus },
  action: 'activate' | 'deactivate',
  opts: ActionOptions = {},
): Promise<ActionResult<WalletDetail>> {
  const route = action === 'activate' ? 'activateWallet' : 'deactivateWallet';
  const refused = permitted(ctx, route);
  if (refused) return { ok: false, error: refused };
  const allowed = canWallet(wallet.status, action);
  if (!allowed.ok) return { ok: false, error: fail('state', allowed.reason) };
  const target: WalletStatus = action === 'activate' ? 'active' : 'inactive';
  return runChange<WalletDetail>(ctx, {
    action: `wallet.${action}`,
    targets: { accountId: wallet.id },
    ...(opts.undoes === undefined ? {} : { auditExtra: () => ({ undoes: opts.undoes }) }),
    send: async () =>
      (await ctx.client.call(route, { params: { wallet_id: wallet.id } }, { signal: opts.signal })).data,
    readBack: async () => {
      const now = await readWallet(ctx, wallet.id);
      return now.status === target ? { readBack: 'applied', value: now } : { readBack: 'not_applied' };
    },
    after: () => refresh(ctx, { account: wallet.id }),
  });
}
