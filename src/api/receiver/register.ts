// `listen --register`: point the merchant's webhook configuration at the local receiver, and put
// the previous configuration back afterwards.
//
// Two limits of the interface shape this. The API never returns a configured secret, so a previous
// configuration that had one can be restored only if the operator supplies it. And an omitted secret
// keeps the current one on PUT (there is no way to clear it), so a previous configuration without a
// secret is restored by DELETE and then PUT.
import type { WebhookConfig, WebhookEventType } from '../../contract/index.js';
import { ApiError } from '../errors.js';
import type { ApiClient } from '../types.js';

export class RegistrationError extends Error {
  override name = 'RegistrationError';
}

export interface RegisterOptions {
  /** The receiver's URL, e.g. http://127.0.0.1:41234/ */
  url: string;
  secret: string;
  eventTypes: readonly WebhookEventType[] | 'all';
  /** The secret of the configuration being replaced, needed to restore it when it has one. */
  previousSecret?: string;
}

export type RestoreOutcome =
  | { action: 'deleted' }
  | { action: 'restored'; config: WebhookConfig }
  /** Someone changed the configuration while we listened: theirs is left alone. */
  | { action: 'left alone'; currentUrl: string | null };

export interface Registration {
  previous: WebhookConfig | null;
  current: WebhookConfig;
  /** Idempotent: later calls return the first call's promise. */
  restore(): Promise<RestoreOutcome>;
}

export async function readWebhookConfig(client: ApiClient): Promise<WebhookConfig | null> {
  try {
    return await client.call('getWebhookConfig', {});
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not_found') return null;
    throw error;
  }
}

const eventTypesBody = (types: readonly WebhookEventType[] | 'all') => (types === 'all' ? 'all' : [...types]);

export interface RestoreOptions {
  /** The URL we registered: the configuration is put back only while it still points there. */
  ours: string;
  /** The configuration we replaced (null: there was none). */
  previous: WebhookConfig | null;
  /** Its signing secret, when it had one (the API never returns it). */
  previousSecret?: string;
}

/**
 * Puts back the configuration we replaced, unless someone changed it since (theirs is left alone).
 * Also used at start for a configuration that a console which died left pointing at itself.
 */
export async function restoreWebhookConfig(client: ApiClient, opts: RestoreOptions): Promise<RestoreOutcome> {
  const { previous } = opts;
  const now = await readWebhookConfig(client);
  if (now?.url !== opts.ours) return { action: 'left alone', currentUrl: now?.url ?? null };
  if (previous === null) {
    await client.call('deleteWebhookConfig', {});
    return { action: 'deleted' };
  }
  const body = { url: previous.url, eventTypes: previous.eventTypes, enabled: previous.enabled };
  if (previous.hasSecret && opts.previousSecret !== undefined) {
    return {
      action: 'restored',
      config: await client.call('putWebhookConfig', { body: { ...body, secret: opts.previousSecret } }),
    };
  }
  // No secret before: put the configuration back with the secret removed (null), in one request.
  return {
    action: 'restored',
    config: await client.call('putWebhookConfig', { body: { ...body, secret: null } }),
  };
}

export async function registerEndpoint(client: ApiClient, opts: RegisterOptions): Promise<Registration> {
  const previous = await readWebhookConfig(client);
  if (previous?.hasSecret && opts.previousSecret === undefined) {
    throw new RegistrationError(
      'the current webhook configuration has a signing secret, which the API never returns, so it could not be put back on exit; ' +
        'give it with --previous-secret (or remove the configuration first)',
    );
  }
  const current = await client.call('putWebhookConfig', {
    body: { url: opts.url, secret: opts.secret, eventTypes: eventTypesBody(opts.eventTypes), enabled: true },
  });

  const putBack = () =>
    restoreWebhookConfig(client, {
      ours: current.url,
      previous,
      ...(opts.previousSecret !== undefined ? { previousSecret: opts.previousSecret } : {}),
    });

  let restoring: Promise<RestoreOutcome> | undefined;
  return {
    previous,
    current,
    restore() {
      restoring ??= putBack();
      return restoring;
    },
  };
}
