// Webhook configuration/history and the sandbox-only helpers (either family's credential).
import type { Handlers } from '../core-types.js';
import { money, parseCents } from './amounts.js';
import { expireCard } from './card-lifecycle.js';
import { clockView } from './clock.js';
import { setClock } from './clock-set.js';
import { accountCardRead, loadCard } from './card-views.js';
import type { Ctx } from './context.js';
import { payin } from './money-moves.js';
import { purchase, refund } from './purchases.js';
import { loadWallet } from './wallets.js';
import { deleteConfig, getConfig, listDeliveries, putConfig } from './webhooks.js';

type MiscHandlers = Pick<
  Handlers,
  | 'getWebhookConfig'
  | 'putWebhookConfig'
  | 'deleteWebhookConfig'
  | 'listWebhookEvents'
  | 'sandboxPurchase'
  | 'sandboxRefund'
  | 'sandboxExpire'
  | 'sandboxPayin'
  | 'getSandboxClock'
  | 'setSandboxClock'
>;

export function miscHandlers(ctx: Ctx): MiscHandlers {
  return {
    getWebhookConfig: (who) => getConfig(ctx, who.merchantId),
    putWebhookConfig: (who, { body }) => putConfig(ctx, who.merchantId, body),
    deleteWebhookConfig: (who) => {
      deleteConfig(ctx, who.merchantId);
      return undefined;
    },
    listWebhookEvents: (who, { query }) => listDeliveries(ctx, who.merchantId, query),
    sandboxPurchase: (who, { params, body }) =>
      purchase(
        ctx,
        loadCard(ctx, who.merchantId, params.card_uuid),
        parseCents(body.amount, ['body', 'amount']),
        body,
      ),
    sandboxRefund: (who, { params, body }) =>
      refund(
        ctx,
        loadCard(ctx, who.merchantId, params.card_uuid),
        parseCents(body.amount, ['body', 'amount']),
        body,
      ),
    sandboxExpire: (who, { params }) => {
      return accountCardRead(expireCard(ctx, loadCard(ctx, who.merchantId, params.card_uuid)));
    },
    sandboxPayin: (who, { params, body }) => {
      const wallet = loadWallet(ctx, who.merchantId, params.account_uuid);
      const cents = parseCents(body.amount, ['body', 'amount']);
      const operationId = payin(ctx, wallet, cents);
      return {
        operationId,
        status: 'completed',
        amount: money(cents, 'org'),
        currency: wallet.currency,
        declineReason: null,
      };
    },
    getSandboxClock: (who) => clockView(ctx, who.merchantId),
    setSandboxClock: (who, { body }) => setClock(ctx, who.merchantId, body),
  };
}
