// The endpoint table: one entry per route of the v2 interface, shared by the client (api/), the
// sandbox (routes and OpenAPI) and tests. Paths use the spec's `{placeholder}` form.
import { z } from 'zod';
import { AccountPageQuery, items, itemsTotal, OrgPageQuery, orgList, orgOne, Uuid } from './common.js';
import {
  AccountBalance,
  AccountDetail,
  AccountListItem,
  CreateWalletBody,
  Provider,
  Restrictions,
  TransferDestination,
  UpdateWalletBody,
  WalletDetail,
  WalletLimits,
  WalletListItem,
} from './wallets.js';
import {
  AccountCardRead,
  CardCredentials,
  CardholderCardItem,
  CardListItem,
  CardListQuery,
  CardRead,
  CardUpdateAccepted,
  FundBody,
  FundResult,
  IssueCardBody,
  TopUpBody,
  TopUpResponse,
  UpdateCardBody,
} from './cards.js';
import {
  AccountCardTransactionsQuery,
  AccountTransactionsQuery,
  CardOperationDetail,
  CardOperationListItem,
  CardOperationsQuery,
  orgOperationsList,
  WalletOperationDetail,
  WalletOperationListItem,
  WalletOperationsQuery,
} from './operations.js';
import { Cardholder, CreateCardholderBody } from './cardholders.js';
import { TransferBody, TransferResponse } from './transfers.js';
import { LoginBody, LoginResponse } from './auth.js';
import { WebhookConfig, WebhookConfigBody, WebhookDelivery, WebhookEventsQuery } from './webhooks.js';
import { PayinBody, PurchaseBody, RefundBody, SimulationResult } from './sandbox.js';
import { ApplyFixtureBody, FixtureApplied } from './fixtures.js';
import { Health, Readiness } from './health.js';
import { SandboxClock, SandboxClockBody, SandboxClockChange } from './sandbox-clock.js';
import {
  CreatedMerchant,
  CreateMerchantBody,
  RestoredSnapshot,
  SaveSnapshotBody,
  Snapshot,
  SnapshotList,
  SnapshotName,
} from './sandbox-state.js';
import { EventIdParams, FaultPolicy, FaultPolicyBody, ReplayBody, ReplayResult } from './sandbox-webhooks.js';

/** Which credential a route needs: the org family's Bearer key, the account family's token, either, or none. */
export type Family = 'org' | 'account' | 'any' | 'none';
/**
 * What a route does to state. `money` and `create` accept an Idempotency-Key and are never retried
 * without one; `write` changes state without moving money; `sensitive` returns secrets.
 */
export type Effect = 'read' | 'sensitive' | 'write' | 'create' | 'money';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: Method;
  path: string;
  family: Family;
  effect: Effect;
  summary: string;
  /** Our decision where the spec says "not shown"; the OpenAPI document says so. */
  decision?: boolean;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: number;
  /** Absent for 204 responses. */
  response?: z.ZodType;
}

const org = z.object({ org_id: z.string().min(1).max(100) });
const wallet = org.extend({ wallet_id: Uuid });
const instrument = wallet.extend({ instrument_id: Uuid });
const orgOperation = org.extend({ operation_id: Uuid });
const account = z.object({ account_uuid: Uuid });
const accountCard = account.extend({ card_uuid: Uuid });
const owner = z.object({ card_owner_id: z.string().min(1).max(100) });
const card = z.object({ card_uuid: Uuid });
const snapshot = z.object({ name: SnapshotName });

const O = '/api/v2/organizations/{org_id}';
const W = `${O}/wallets/{wallet_id}`;
const I = `${W}/instruments/{instrument_id}`;
const A = '/api/v2/accounts/{account_uuid}';

function r<const T extends RouteDef>(def: T): T {
  return def;
}

export const routes = {
  // ---- Organization family (spec tables) ----
  listWallets: r({
    method: 'GET',
    path: `${O}/wallets`,
    family: 'org',
    effect: 'read',
    tag: 'wallets',
    summary: 'List wallets',
    params: org,
    query: OrgPageQuery,
    status: 200,
    response: orgList(WalletListItem),
  }),
  getWallet: r({
    method: 'GET',
    path: W,
    family: 'org',
    effect: 'read',
    tag: 'wallets',
    summary: 'Read a wallet with fees',
    params: wallet,
    status: 200,
    response: orgOne(WalletDetail),
  }),
  getWalletLimits: r({
    method: 'GET',
    path: `${W}/limits`,
    family: 'org',
    effect: 'read',
    tag: 'wallets',
    summary: 'Card limit ranges and BINs of a wallet',
    params: wallet,
    status: 200,
    response: orgOne(WalletLimits),
  }),
  listWalletOperations: r({
    method: 'GET',
    path: `${O}/wallets/operations`,
    family: 'org',
    effect: 'read',
    tag: 'operations',
    summary: 'List wallet operations',
    params: org,
    query: WalletOperationsQuery,
    status: 200,
    response: orgOperationsList(WalletOperationListItem),
  }),
  getWalletOperation: r({
    method: 'GET',
    path: `${O}/wallets/operations/{operation_id}`,
    family: 'org',
    effect: 'read',
    tag: 'operations',
    summary: 'Read a wallet operation',
    params: orgOperation,
    status: 200,
    response: orgOne(WalletOperationDetail),
  }),
  listCards: r({
    method: 'GET',
    path: `${W}/instruments`,
    family: 'org',
    effect: 'read',
    tag: 'cards',
    summary: 'List cards of a wallet',
    params: wallet,
    query: CardListQuery,
    status: 200,
    response: orgList(CardListItem),
  }),
  getCard: r({
    method: 'GET',
    path: I,
    family: 'org',
    effect: 'read',
    tag: 'cards',
    summary: 'Read a card',
    params: instrument,
    status: 200,
    response: orgOne(CardRead),
  }),
  updateCard: r({
    method: 'PATCH',
    path: I,
    family: 'org',
    effect: 'write',
    tag: 'cards',
    summary: 'Update name and limits (asynchronous; 202)',
    decision: true,
    params: instrument,
    body: UpdateCardBody,
    status: 202,
    response: orgOne(CardUpdateAccepted),
  }),
  listCardOperations: r({
    method: 'GET',
    path: `${O}/instruments/operations`,
    family: 'org',
    effect: 'read',
    tag: 'operations',
    summary: 'List card operations',
    params: org,
    query: CardOperationsQuery,
    status: 200,
    response: orgOperationsList(CardOperationListItem),
  }),
  getCardOperation: r({
    method: 'GET',
    path: `${O}/instruments/operations/{operation_id}`,
    family: 'org',
    effect: 'read',
    tag: 'operations',
    summary: 'Read a card operation',
    params: orgOperation,
    status: 200,
    response: orgOne(CardOperationDetail),
  }),
  // ---- Organization family: wallet lifecycle (payloads our decision) ----
  listProviders: r({
    method: 'GET',
    path: `${O}/wallets/providers`,
    family: 'org',
    effect: 'read',
    tag: 'wallets',
    summary: 'List providers',
    decision: true,
    params: org,
    status: 200,
    response: orgOne(z.array(Provider)),
  }),
  createWallet: r({
    method: 'POST',
    path: `${O}/wallets`,
    family: 'org',
    effect: 'create',
    tag: 'wallets',
    summary: 'Create a wallet (asynchronous: inactive until provisioned)',
    decision: true,
    params: org,
    body: CreateWalletBody,
    status: 201,
    response: orgOne(WalletDetail),
  }),
  updateWallet: r({
    method: 'PATCH',
    path: W,
    family: 'org',
    effect: 'write',
    tag: 'wallets',
    summary: 'Update name, fees, BINs',
    decision: true,
    params: wallet,
    body: UpdateWalletBody,
    status: 200,
    response: orgOne(WalletDetail),
  }),
  deactivateWallet: r({
    method: 'POST',
    path: `${W}/deactivate`,
    family: 'org',
    effect: 'write',
    tag: 'wallets',
    summary: 'Deactivate a wallet',
    decision: true,
    params: wallet,
    status: 200,
    response: orgOne(WalletDetail),
  }),
  activateWallet: r({
    method: 'POST',
    path: `${W}/activate`,
    family: 'org',
    effect: 'write',
    tag: 'wallets',
    summary: 'Activate a wallet',
    decision: true,
    params: wallet,
    status: 200,
    response: orgOne(WalletDetail),
  }),
  // ---- Organization family: card lifecycle (payloads our decision) ----
  issueCard: r({
    method: 'POST',
    path: `${W}/instruments`,
    family: 'org',
    effect: 'create',
    tag: 'cards',
    summary: 'Issue a card (asynchronous; 201 with status creating)',
    decision: true,
    params: wallet,
    body: IssueCardBody,
    status: 201,
    response: orgOne(CardRead),
  }),
  getCardCredentials: r({
    method: 'GET',
    path: `${I}/credentials`,
    family: 'org',
    effect: 'sensitive',
    tag: 'cards',
    summary: 'Full card number, CVV and expiry',
    decision: true,
    params: instrument,
    status: 200,
    response: orgOne(CardCredentials),
  }),
  fundCard: r({
    method: 'PATCH',
    path: `${I}/fund`,
    family: 'org',
    effect: 'money',
    tag: 'cards',
    summary: 'Move funds from the wallet to the card',
    decision: true,
    params: instrument,
    body: FundBody,
    status: 200,
    response: orgOne(FundResult),
  }),
  defundCard: r({
    method: 'PATCH',
    path: `${I}/defund`,
    family: 'org',
    effect: 'money',
    tag: 'cards',
    summary: 'Return funds from the card to the wallet',
    decision: true,
    params: instrument,
    body: FundBody,
    status: 200,
    response: orgOne(FundResult),
  }),
  suspendCard: r({
    method: 'POST',
    path: `${I}/suspend`,
    family: 'org',
    effect: 'write',
    tag: 'cards',
    summary: 'Freeze a card',
    decision: true,
    params: instrument,
    status: 200,
    response: orgOne(CardRead),
  }),
  resumeCard: r({
    method: 'POST',
    path: `${I}/resume`,
    family: 'org',
    effect: 'write',
    tag: 'cards',
    summary: 'Unfreeze a card',
    decision: true,
    params: instrument,
    status: 200,
    response: orgOne(CardRead),
  }),
  terminateCard: r({
    method: 'POST',
    path: `${I}/terminate`,
    family: 'org',
    effect: 'write',
    tag: 'cards',
    summary: 'Close a card permanently',
    decision: true,
    params: instrument,
    status: 200,
    response: orgOne(CardRead),
  }),
  // ---- Account family (spec tables) ----
  listAccounts: r({
    method: 'GET',
    path: '/api/v2/accounts',
    family: 'account',
    effect: 'read',
    tag: 'accounts',
    summary: 'List accounts',
    status: 200,
    response: items(AccountListItem),
  }),
  getAccount: r({
    method: 'GET',
    path: A,
    family: 'account',
    effect: 'read',
    tag: 'accounts',
    summary: 'Read an account with fees and BINs',
    params: account,
    status: 200,
    response: AccountDetail,
  }),
  getAccountBalance: r({
    method: 'GET',
    path: `${A}/balance`,
    family: 'account',
    effect: 'read',
    tag: 'accounts',
    summary: 'Read an account balance',
    params: account,
    status: 200,
    response: AccountBalance,
  }),
  getAccountRestrictions: r({
    method: 'GET',
    path: `${A}/restrictions`,
    family: 'account',
    effect: 'read',
    tag: 'accounts',
    summary: 'Card creation restrictions',
    params: account,
    status: 200,
    response: Restrictions,
  }),
  topUpCard: r({
    method: 'POST',
    path: `${A}/cards/{card_uuid}/topup`,
    family: 'account',
    effect: 'money',
    tag: 'cards',
    summary: 'Top up a card from its account',
    params: accountCard,
    body: TopUpBody,
    status: 200,
    response: TopUpResponse,
  }),
  withdrawCard: r({
    method: 'POST',
    path: `${A}/cards/{card_uuid}/withdraw`,
    family: 'account',
    effect: 'money',
    tag: 'cards',
    summary: 'Withdraw from a card to its account (response shape our decision)',
    params: accountCard,
    body: TopUpBody,
    status: 200,
    response: TopUpResponse,
  }),
  listTransferDestinations: r({
    method: 'GET',
    path: `${A}/transfer-destinations`,
    family: 'account',
    effect: 'read',
    tag: 'accounts',
    summary: 'Accounts that may receive a transfer',
    params: account,
    status: 200,
    response: items(TransferDestination),
  }),
  transfer: r({
    method: 'POST',
    path: `${A}/transfer`,
    family: 'account',
    effect: 'money',
    tag: 'accounts',
    summary: 'Transfer to another account of the merchant',
    params: account,
    body: TransferBody,
    status: 200,
    response: TransferResponse,
  }),
  listAccountCardholders: r({
    method: 'GET',
    path: `${A}/cardholders`,
    family: 'account',
    effect: 'read',
    tag: 'cardholders',
    summary: 'Cardholders of an account',
    params: account,
    query: AccountPageQuery,
    status: 200,
    response: itemsTotal(Cardholder),
  }),
  listCardholders: r({
    method: 'GET',
    path: '/api/v2/cardholders',
    family: 'account',
    effect: 'read',
    tag: 'cardholders',
    summary: 'All cardholders of the merchant',
    query: AccountPageQuery,
    status: 200,
    response: itemsTotal(Cardholder),
  }),
  getCardholder: r({
    method: 'GET',
    path: '/api/v2/cardholders/{card_owner_id}',
    family: 'account',
    effect: 'read',
    tag: 'cardholders',
    summary: 'Read a cardholder',
    params: owner,
    status: 200,
    response: Cardholder,
  }),
  listCardholderCards: r({
    method: 'GET',
    path: '/api/v2/cardholders/{card_owner_id}/cards',
    family: 'account',
    effect: 'read',
    tag: 'cardholders',
    summary: "A cardholder's cards across accounts",
    params: owner,
    status: 200,
    response: items(CardholderCardItem),
  }),
  // ---- Account family: endpoints the spec names only (payloads our decision) ----
  createCardholder: r({
    method: 'POST',
    path: `${A}/cardholders`,
    family: 'account',
    effect: 'create',
    tag: 'cardholders',
    summary: 'Create a cardholder',
    decision: true,
    params: account,
    body: CreateCardholderBody,
    status: 201,
    response: Cardholder,
  }),
  issueAccountCard: r({
    method: 'POST',
    path: `${A}/cards`,
    family: 'account',
    effect: 'create',
    tag: 'cards',
    summary: 'Issue a card (asynchronous; 201 with status creating)',
    decision: true,
    params: account,
    body: IssueCardBody,
    status: 201,
    response: AccountCardRead,
  }),
  getAccountCard: r({
    method: 'GET',
    path: `${A}/cards/{card_uuid}`,
    family: 'account',
    effect: 'read',
    tag: 'cards',
    summary: 'Read a card (poll its status)',
    decision: true,
    params: accountCard,
    status: 200,
    response: AccountCardRead,
  }),
  getCardSensitive: r({
    method: 'GET',
    path: `${A}/cards/{card_uuid}/sensitive`,
    family: 'account',
    effect: 'sensitive',
    tag: 'cards',
    summary: 'Full card number and CVV',
    decision: true,
    params: accountCard,
    status: 200,
    response: CardCredentials,
  }),
  listCardTransactions: r({
    method: 'GET',
    path: '/api/v2/transactions/cards',
    family: 'account',
    effect: 'read',
    tag: 'operations',
    summary: 'Card transactions with filters',
    decision: true,
    query: AccountCardTransactionsQuery,
    status: 200,
    response: itemsTotal(CardOperationDetail),
  }),
  listAccountTransactions: r({
    method: 'GET',
    path: `${A}/transactions`,
    family: 'account',
    effect: 'read',
    tag: 'operations',
    summary: 'Account transaction history',
    decision: true,
    params: account,
    query: AccountTransactionsQuery,
    status: 200,
    response: itemsTotal(WalletOperationDetail),
  }),
  // ---- Portal login and webhooks (either family's credential) ----
  login: r({
    method: 'POST',
    path: '/api/v2/auth/login',
    family: 'none',
    effect: 'read',
    tag: 'auth',
    summary: 'Portal login: a JWT accepted as Bearer on both families',
    decision: true,
    body: LoginBody,
    status: 200,
    response: LoginResponse,
  }),
  getWebhookConfig: r({
    method: 'GET',
    path: '/api/v2/webhooks/config',
    family: 'any',
    effect: 'read',
    tag: 'webhooks',
    summary: 'Read the webhook configuration (never the secret)',
    decision: true,
    status: 200,
    response: WebhookConfig,
  }),
  putWebhookConfig: r({
    method: 'PUT',
    path: '/api/v2/webhooks/config',
    family: 'any',
    effect: 'write',
    tag: 'webhooks',
    summary: 'Set or update the webhook configuration',
    decision: true,
    body: WebhookConfigBody,
    status: 200,
    response: WebhookConfig,
  }),
  deleteWebhookConfig: r({
    method: 'DELETE',
    path: '/api/v2/webhooks/config',
    family: 'any',
    effect: 'write',
    tag: 'webhooks',
    summary: 'Remove the webhook configuration',
    decision: true,
    status: 204,
  }),
  listWebhookEvents: r({
    method: 'GET',
    path: '/api/v2/webhooks/events',
    family: 'any',
    effect: 'read',
    tag: 'webhooks',
    summary:
      'Delivery history, newest first by the time of the change (oldest first with sortType=asc), with the number of deliveries ' +
      'matching (`total`); every card state change is in it (undelivered when no endpoint was configured)',
    decision: true,
    query: WebhookEventsQuery,
    status: 200,
    response: itemsTotal(WebhookDelivery),
  }),
  redeliverWebhookEvent: r({
    method: 'POST',
    path: '/api/v2/webhooks/events/{event_id}/redeliver',
    family: 'any',
    effect: 'write',
    tag: 'webhooks',
    summary:
      'Send one event again (by its event id) to the current webhook endpoint, as a new delivery in the history; ' +
      '404 when the merchant has no such event or no webhook configuration',
    decision: true,
    params: EventIdParams,
    status: 202,
    response: WebhookDelivery,
  }),
  // ---- Sandbox helpers ----
  sandboxPurchase: r({
    method: 'POST',
    path: '/api/v2/sandbox/cards/{card_uuid}/purchase',
    family: 'any',
    effect: 'money',
    tag: 'sandbox',
    summary: 'Simulate a purchase (authorized then completed, or declined)',
    decision: true,
    params: card,
    body: PurchaseBody,
    status: 200,
    response: SimulationResult,
  }),
  sandboxRefund: r({
    method: 'POST',
    path: '/api/v2/sandbox/cards/{card_uuid}/refund',
    family: 'any',
    effect: 'money',
    tag: 'sandbox',
    summary: 'Simulate a refund to a card',
    decision: true,
    params: card,
    body: RefundBody,
    status: 200,
    response: SimulationResult,
  }),
  sandboxExpire: r({
    method: 'POST',
    path: '/api/v2/sandbox/cards/{card_uuid}/expire',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary: 'Expire a card now',
    decision: true,
    params: card,
    status: 200,
    response: AccountCardRead,
  }),
  sandboxPayin: r({
    method: 'POST',
    path: '/api/v2/sandbox/accounts/{account_uuid}/payin',
    family: 'any',
    effect: 'money',
    tag: 'sandbox',
    summary: 'Simulate a deposit to an account',
    decision: true,
    params: account,
    body: PayinBody,
    status: 200,
    response: SimulationResult,
  }),
  getSandboxClock: r({
    method: 'GET',
    path: '/api/v2/sandbox/clock',
    family: 'any',
    effect: 'read',
    tag: 'sandbox',
    summary: "Read the merchant's test clock",
    decision: true,
    status: 200,
    response: SandboxClock,
  }),
  setSandboxClock: r({
    method: 'POST',
    path: '/api/v2/sandbox/clock',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary:
      "Advance the merchant's test clock (advanceBy), freeze it (frozenAt) or set it running (frozenAt: null); what fell due runs in order",
    decision: true,
    body: SandboxClockBody,
    status: 200,
    response: SandboxClockChange,
  }),
  sandboxSaveSnapshot: r({
    method: 'POST',
    path: '/api/v2/sandbox/snapshots',
    family: 'any',
    effect: 'create',
    tag: 'sandbox',
    summary:
      "Save the caller's merchant state under a name (409 when the name is taken: delete the old snapshot first)",
    decision: true,
    body: SaveSnapshotBody,
    status: 201,
    response: Snapshot,
  }),
  sandboxListSnapshots: r({
    method: 'GET',
    path: '/api/v2/sandbox/snapshots',
    family: 'any',
    effect: 'read',
    tag: 'sandbox',
    summary: "The caller's merchant's snapshots, oldest first",
    decision: true,
    status: 200,
    response: SnapshotList,
  }),
  sandboxRestoreSnapshot: r({
    method: 'POST',
    path: '/api/v2/sandbox/snapshots/{name}/restore',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary:
      "Put the merchant's state back as saved: balances, cards, cardholders, operations, webhook configuration, deliveries and idempotency records",
    decision: true,
    params: snapshot,
    status: 200,
    response: RestoredSnapshot,
  }),
  sandboxDeleteSnapshot: r({
    method: 'DELETE',
    path: '/api/v2/sandbox/snapshots/{name}',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary: 'Remove a snapshot (the state is unchanged)',
    decision: true,
    params: snapshot,
    status: 204,
  }),
  sandboxCreateMerchant: r({
    method: 'POST',
    path: '/api/v2/sandbox/merchants',
    family: 'any',
    effect: 'create',
    tag: 'sandbox',
    summary: 'Create an isolated merchant with fresh credentials (any credential of this sandbox)',
    decision: true,
    body: CreateMerchantBody,
    status: 201,
    response: CreatedMerchant,
  }),
  sandboxDeleteMerchant: r({
    method: 'DELETE',
    path: '/api/v2/sandbox/merchants/{org_id}',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary:
      'Remove a merchant created on demand with all its state: by the merchant itself or by the merchant that created it',
    decision: true,
    params: org,
    status: 204,
  }),
  getWebhookFaults: r({
    method: 'GET',
    path: '/api/v2/sandbox/webhooks/faults',
    family: 'any',
    effect: 'read',
    tag: 'sandbox',
    summary: "The merchant's webhook delivery fault policy (none set: no fault, updatedAt null)",
    decision: true,
    status: 200,
    response: FaultPolicy,
  }),
  putWebhookFaults: r({
    method: 'PUT',
    path: '/api/v2/sandbox/webhooks/faults',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary:
      "Set the merchant's webhook delivery fault policy (duplicate, delay, reorder, drop, timeout, each with a rate, " +
      'drawn from a seed); it replaces the previous one and applies to events created from now on; every injected ' +
      "fault is noted in the delivery history; durations follow the merchant's test clock",
    decision: true,
    body: FaultPolicyBody,
    status: 200,
    response: FaultPolicy,
  }),
  deleteWebhookFaults: r({
    method: 'DELETE',
    path: '/api/v2/sandbox/webhooks/faults',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary: 'Clear the fault policy: events created from now on are delivered as they are',
    decision: true,
    status: 204,
  }),
  sandboxReplayWebhooks: r({
    method: 'POST',
    path: '/api/v2/sandbox/webhooks/replay',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary:
      'Send every event of the merchant created at or after `since` again, oldest first, as new deliveries to the ' +
      'current webhook endpoint (404 when none is configured)',
    decision: true,
    body: ReplayBody,
    status: 202,
    response: ReplayResult,
  }),
  sandboxApplyFixture: r({
    method: 'POST',
    path: '/api/v2/sandbox/fixtures',
    family: 'any',
    effect: 'write',
    tag: 'sandbox',
    summary:
      'Apply a scenario fixture: its steps in order through the interface, each applied once per merchant, fixture and ' +
      'parameter values (a second apply reads the recorded answers back); 422 names a wrong step or field, nothing ' +
      'applied; 409 names the failed step, its request and the answer, the steps before it stay applied',
    decision: true,
    body: ApplyFixtureBody,
    status: 200,
    response: FixtureApplied,
  }),
  // ---- A load balancer's probes (our decision, outside the interface; no credential) ----
  healthz: r({
    method: 'GET',
    path: '/healthz',
    family: 'none',
    effect: 'read',
    tag: 'sandbox',
    summary: 'Is the process up: 200 as long as it answers, whatever the state of its database',
    decision: true,
    status: 200,
    response: Health,
  }),
  readyz: r({
    method: 'GET',
    path: '/readyz',
    family: 'none',
    effect: 'read',
    tag: 'sandbox',
    summary:
      'Can the process serve: 200 when its database answers and its schema is migrated; 503 with the same shape ' +
      '(status unavailable, and why) while the database is unreachable, and 200 again by itself when it returns',
    decision: true,
    status: 200,
    response: Readiness,
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

type Infer<T> = T extends z.ZodType ? z.input<T> : never;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Field<K extends string, T> = [Infer<T>] extends [never] ? { [P in K]?: never } : { [P in K]: Infer<T> };

/** What a caller passes for a route: path params, query and body, each typed from the schema. */
export type RouteInput<K extends RouteId> = Field<
  'params',
  Routes[K] extends { params: infer P } ? P : never
> &
  Partial<Field<'query', Routes[K] extends { query: infer Q } ? Q : never>> &
  Field<'body', Routes[K] extends { body: infer B } ? B : never>;
/** What a route answers, parsed. */
export type RouteOutput<K extends RouteId> = Out<Routes[K] extends { response: infer R } ? R : undefined>;

/** Does this route move money or create objects (Idempotency-Key, no blind retries)? */
export const isIdempotent = (def: RouteDef): boolean => def.effect === 'money' || def.effect === 'create';
/** Fills `{placeholder}`s; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
