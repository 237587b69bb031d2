// Webhook configuration use-cases: read the configuration and the delivery history, set or update
// the configuration (URL https, or loopback for a local service; all event types or a selection;
// secret generated, typed or kept), pause/resume delivery, and remove it. Changes respect read-only
// mode and leave one audit entry each; the secret never reaches the audit trail or an error.
import { randomBytes } from 'node:crypto';
import { isApiError } from '../api/index.js';
import { read, READS } from '../reads/index.js';
import {
  WEBHOOK_EVENT_TYPES,
  type DeliveryStatus,
  type WebhookConfig,
  type WebhookDelivery,
  type WebhookEventType,
} from '../contract/index.js';
import { fail, toActionError, validationError } from './errors.js';
import { runChange } from './run.js';
import type { ActionContext, ActionError, ActionResult, FieldIssue } from './types.js';

export interface WebhookHistoryFilter {
  readonly status?: DeliveryStatus;
  readonly eventType?: WebhookEventType;
  readonly limit?: number;
}

export interface WebhookOverview {
  /** null: no configuration. */
  readonly config: WebhookConfig | null;
  readonly deliveries: readonly WebhookDelivery[];
  readonly total: number;
}

/** How the secret is chosen in the form: a new random one, one typed in, or the current one kept. */
export type SecretChoice =
  | { readonly mode: 'generate' }
  | { readonly mode: 'typed'; readonly value: string }
  | { readonly mode: 'keep' };

export interface WebhookConfigInput {
  readonly url: string;
  readonly eventTypes: 'all' | readonly WebhookEventType[];
  readonly secret: SecretChoice;
  readonly enabled: boolean;
}

export interface WebhookConfigSaved {
  readonly config: WebhookConfig;
  /** The generated secret, returned once so the operator can copy it; never stored or logged. */
  readonly generatedSecret?: string;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/** Field problems of a configuration, before anything is sent. */
export function checkWebhookConfig(input: WebhookConfigInput, hasSecretNow = false): FieldIssue[] {
  const issues: FieldIssue[] = [];
  let url: URL | undefined;
  try {
    url = new URL(input.url.trim());
  } catch {
    issues.push({ field: 'url', message: 'not a URL (e.g. https://hooks.example.com/cards)' });
  }
  if (url) {
    const loopback = LOOPBACK.test(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
      issues.push({
        field: 'url',
        message: 'must be https (plain http only to this machine: localhost, 127.0.0.1, ::1)',
      });
    } else if (input.url.trim().length > 2000)
      issues.push({ field: 'url', message: 'at most 2000 characters' });
  }
  if (input.eventTypes !== 'all') {
    if (input.eventTypes.length === 0)
      issues.push({ field: 'eventTypes', message: 'choose at least one event type, or all' });
    const unknown = input.eventTypes.filter((t) => !WEBHOOK_EVENT_TYPES.includes(t));
    if (unknown.length > 0) issues.push({ field: 'eventTypes', message: `unknown: ${unknown.join(', ')}` });
  }
  if (input.secret.mode === 'typed' && (input.secret.value.length < 8 || input.secret.value.length > 200)) {
    issues.push({ field: 'secret', message: '8 to 200 characters' });
  }
  if (input.secret.mode === 'keep' && !hasSecretNow)
    issues.push({ field: 'secret', message: 'there is no current secret to keep: generate or type one' });
  return issues;
}

export async function readWebhookOverview(
  ctx: ActionContext,
  filter: WebhookHistoryFilter = {},
): Promise<{ ok: true; value: WebhookOverview } | { ok: false; error: ActionError }> {
  try {
    const config = await read(ctx.client, READS.webhookConfig, undefined).catch((error: unknown) => {
      if (isApiError(error) && error.kind === 'not_found') return null;
      throw error;
    });
    const query = {
      limit: filter.limit ?? 200,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.eventType ? { eventType: filter.eventType } : {}),
    };
    const history = await read(ctx.client, READS.deliveries, query);
    return { ok: true, value: { config, deliveries: history.deliveries, total: history.total } };
  } catch (error) {
    return { ok: false, error: toActionError(error) };
  }
}

function permitted(
  ctx: ActionContext,
  route: 'putWebhookConfig' | 'deleteWebhookConfig',
): ActionError | undefined {
  const p = ctx.client.can(route);
  return p.ok ? undefined : fail('not_permitted', p.reason);
}

/** Sets or replaces the configuration. The audit entry names the host of the URL, never the secret. */
export async function saveWebhookConfig(
  ctx: ActionContext,
  input: WebhookConfigInput,
  hasSecretNow = false,
): Promise<ActionResult<WebhookConfigSaved>> {
  const refused = permitted(ctx, 'putWebhookConfig');
  if (refused) return { ok: false, error: refused };
  const issues = checkWebhookConfig(input, hasSecretNow);
  if (issues.length > 0) return { ok: false, error: validationError(issues) };
  const generated = input.secret.mode === 'generate' ? randomBytes(24).toString('hex') : undefined;
  const secret = input.secret.mode === 'typed' ? input.secret.value : generated;
  const body = {
    url: input.url.trim(),
    eventTypes: input.eventTypes === 'all' ? ('all' as const) : [...input.eventTypes],
    enabled: input.enabled,
    ...(secret !== undefined ? { secret } : {}),
  };
  const result = await runChange<WebhookConfig>(ctx, {
    action: 'webhook.configure',
    targets: {},
    send: () => ctx.client.call('putWebhookConfig', { body }),
  });
  if (!result.ok) return { ...result, error: scrub(result.error, secret) };
  return { ...result, value: { config: result.value, ...(generated ? { generatedSecret: generated } : {}) } };
}

/** Pauses or resumes delivery, keeping the URL, the event types and the secret. */
export async function setWebhookDelivery(
  ctx: ActionContext,
  current: WebhookConfig,
  enabled: boolean,
): Promise<ActionResult<WebhookConfig>> {
  const refused = permitted(ctx, 'putWebhookConfig');
  if (refused) return { ok: false, error: refused };
  return runChange<WebhookConfig>(ctx, {
    action: enabled ? 'webhook.resume' : 'webhook.pause',
    targets: {},
    // An omitted secret keeps the current one.
    send: () =>
      ctx.client.call('putWebhookConfig', {
        body: { url: current.url, eventTypes: current.eventTypes, enabled },
      }),
  });
}

export async function removeWebhookConfig(ctx: ActionContext): Promise<ActionResult<null>> {
  const refused = permitted(ctx, 'deleteWebhookConfig');
  if (refused) return { ok: false, error: refused };
  return runChange<null>(ctx, {
    action: 'webhook.remove',
    targets: {},
    send: async () => {
      await ctx.client.call('deleteWebhookConfig', {});
      return null;
    },
  });
}

/** A server message that echoed the typed secret must not show it. */
function scrub(error: ActionError, secret: string | undefined): ActionError {
  if (!secret) return error;
  const hide = (text: string) => text.split(secret).join('[secret]');
  return {
    ...error,
    message: hide(error.message),
    fields: error.fields.map((f) => ({ ...f, message: hide(f.message) })),
  };
}
