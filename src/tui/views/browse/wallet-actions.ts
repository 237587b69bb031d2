// Keys for wallet-level changes: issue a card i, transfer t, new cardholder h, and the wallet
// lifecycle (palette: :wallet-new, :wallet-rename, :wallet-activate, :wallet-deactivate).
import { readOnlyRefusal, setWalletActive } from '../../../actions/index.js';
import { read, READS } from '../../../reads/index.js';
import type { AppState, FormSubject } from '../../../store/index.js';
import { accountOf, currentAccountId } from '../../forms/subjects.js';
import { describeError, safe } from '../../text.js';
import type { Command, CommandContext, Step } from '../../view/types.js';
import { guardChange } from '../confirm/guard.js';

type WalletAction =
  | 'issue'
  | 'transfer'
  | 'cardholder'
  | 'wallet.create'
  | 'wallet.rename'
  | 'wallet.activate'
  | 'wallet.deactivate';

/** Why an account action cannot run now, or undefined when it can. */
function walletActionBlocked(state: AppState, action: WalletAction): string | undefined {
  const readOnly = readOnlyRefusal(state.session);
  if (readOnly) return readOnly;
  const denied = state.session.denied?.[action];
  if (denied) return denied;
  if (action === 'wallet.create') return undefined;
  const account = accountOf(state, currentAccountId(state));
  if (!account) return 'select a wallet first';
  if (action === 'transfer' && account.isTransferAllowed === false)
    return 'transfers are not allowed from this wallet';
  if (action === 'wallet.activate' && account.status === 'active') return 'the wallet is already active';
  if (action === 'wallet.deactivate' && account.status !== 'active') return 'the wallet is not active';
  if ((action === 'issue' || action === 'transfer') && account.status !== 'active')
    return `the wallet is ${account.status}`;
  return undefined;
}

const hasAccount = (state: AppState) => accountOf(state, currentAccountId(state)) !== undefined;

function openAccountForm(ctx: CommandContext, form: string, extra: Partial<FormSubject> = {}): void {
  const accountId = currentAccountId(ctx.store.getState());
  guardChange(ctx, { form, target: { accountId, ...extra } });
}

/** `:wallet-new` after the guard: the form offers the providers read now. */
async function openWalletCreate(ctx: CommandContext): Promise<void> {
  const ops = ctx.ops;
  if (!ops) return;
  try {
    const providers = await read(ops.client, READS.walletProviders, undefined);
    const provider = providers.map((p) => ({
      value: p.id,
      label: `${safe(p.name)} (${p.currencies.map(safe).join(', ')})`,
    }));
    const facts = Object.fromEntries(providers.map((p) => [`currencies:${p.id}`, p.currencies.join(',')]));
    openAccountForm(ctx, 'wallet.create', { choices: { provider }, facts });
  } catch (error) {
    const why = safe(error instanceof Error ? error.message : String(error));
    ctx.store.getState().mutators.notify('error', `could not read the wallet providers: ${why}`, ctx.now());
  }
}

async function changeWalletStatus(
  ctx: CommandContext,
  accountId: string,
  action: 'activate' | 'deactivate',
): Promise<void> {
  const ops = ctx.ops;
  const account = accountOf(ctx.store.getState(), accountId);
  if (!ops || !account) return;
  const status = account.status as 'active' | 'inactive';
  const result = await setWalletActive(ops, { id: account.id, status }, action);
  const a = ctx.store.getState().mutators;
  if (result.ok) a.notify('info', `wallet ${safe(account.name)} is now ${result.value.status}`, ctx.now());
  else a.notify('error', `${action} ${safe(account.name)}: ${describeError(result.error)}`, ctx.now());
}

const walletStatusStep: Step = (ctx, { accountId, action }) => {
  if (accountId && (action === 'activate' || action === 'deactivate'))
    void changeWalletStatus(ctx, accountId, action);
};

function confirmWalletStatus(ctx: CommandContext, action: 'activate' | 'deactivate'): void {
  const state = ctx.store.getState();
  const account = accountOf(state, currentAccountId(state));
  if (!account) return;
  guardChange(ctx, {
    confirm: {
      title: `${action === 'activate' ? 'Activate' : 'Deactivate'} wallet ${safe(account.name)}?`,
      lines: [
        action === 'deactivate'
          ? 'Its cards cannot be funded and no card can be issued while it is inactive.'
          : 'The wallet can be used again.',
      ],
      danger: action === 'deactivate',
      verb: action,
      yes: { view: 'panes', step: 'wallet.status', args: { accountId: account.id, action } },
    },
  });
}

function accountCommand(
  action: WalletAction,
  keys: string[],
  palette: string,
  description: string,
  run: (ctx: CommandContext) => void,
  hint?: string,
): Command {
  return {
    id: `account.${action}`,
    keys,
    group: 'On a wallet',
    palette,
    description,
    hint,
    subject: hasAccount,
    disabledReason: (s) => walletActionBlocked(s, action),
    run,
  };
}

export const walletSteps: Readonly<Record<string, Step>> = { 'wallet.status': walletStatusStep };

export const walletActionCommands: readonly Command[] = [
  accountCommand(
    'issue',
    ['i'],
    'issue',
    'Issue a card in the selected wallet',
    (ctx) => openAccountForm(ctx, 'issue'),
    'issue',
  ),
  accountCommand(
    'transfer',
    ['t'],
    'transfer',
    'Transfer from the selected wallet to another',
    (ctx) => openAccountForm(ctx, 'transfer'),
    'transfer',
  ),
  accountCommand('cardholder', ['h'], 'holder-new', 'Create a cardholder in the selected wallet', (ctx) =>
    openAccountForm(ctx, 'cardholder'),
  ),
  accountCommand('wallet.create', [], 'wallet-new', 'Create a wallet (organization credentials)', (ctx) => {
    void openWalletCreate(ctx);
  }),
  accountCommand('wallet.rename', [], 'wallet-rename', 'Rename the selected wallet', (ctx) =>
    openAccountForm(ctx, 'wallet.rename'),
  ),
  accountCommand('wallet.activate', [], 'wallet-activate', 'Activate the selected wallet', (ctx) =>
    confirmWalletStatus(ctx, 'activate'),
  ),
  accountCommand(
    'wallet.deactivate',
    [],
    'wallet-deactivate',
    'Deactivate the selected wallet (asks first)',
    (ctx) => confirmWalletStatus(ctx, 'deactivate'),
  ),
];
