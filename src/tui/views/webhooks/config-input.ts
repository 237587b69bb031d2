// The configuration form's rules, apart from how it is drawn and from the commands that open it:
// the typed values (url, event types, secret choice, delivery) become the action's input, or field
// issues. The keyboard form (../../forms/specs/webhook.ts) and `:webhook-set` (./config-form.ts)
// both use them.
import { checkWebhookConfig, type SecretChoice, type WebhookConfigInput } from '../../../actions/index.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../contract/index.js';
import type { FormIssue } from '../../../store/index.js';

/** The form's values, as typed: every one a string. */
export interface ConfigValues {
  readonly url: string;
  /** `all`, or a comma-separated list of event types. */
  readonly events: string;
  /** `generate`, `keep`, or `type` (then `secretValue` holds it). */
  readonly secret: string;
  readonly secretValue?: string;
  /** `enabled` or `paused`. */
  readonly delivery: string;
}

export function parseEventTypes(text: string): 'all' | WebhookEventType[] | undefined {
  const words = text
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  if (words.length === 1 && words[0] === 'all') return 'all';
  if (words.length === 0 || words.some((w) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(w)))
    return undefined;
  return [...new Set(words)] as WebhookEventType[];
}

function secretOf(values: ConfigValues): SecretChoice | undefined {
  if (values.secret === 'generate') return { mode: 'generate' };
  if (values.secret === 'keep') return { mode: 'keep' };
  if (values.secret === 'type') return { mode: 'typed', value: values.secretValue ?? '' };
  return undefined;
}

/** The action's input, or the issues that stop it (named like the form's fields). */
export function configInput(
  values: ConfigValues,
  hasSecretNow: boolean,
): { input: WebhookConfigInput; issues: [] } | { input?: undefined; issues: FormIssue[] } {
  const eventTypes = parseEventTypes(values.events);
  const secret = secretOf(values);
  const issues: FormIssue[] = [];
  if (!eventTypes)
    issues.push({
      field: 'events',
      message: `"all" or a comma-separated list of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
    });
  if (!secret) issues.push({ field: 'secret', message: 'generate, keep, or type one' });
  if (values.delivery !== 'enabled' && values.delivery !== 'paused')
    issues.push({ field: 'delivery', message: 'enabled or paused' });
  const input: WebhookConfigInput = {
    url: values.url,
    eventTypes: eventTypes ?? 'all',
    secret: secret ?? { mode: 'generate' },
    enabled: values.delivery !== 'paused',
  };
  const more = checkWebhookConfig(input, hasSecretNow).map((i) => ({
    field: i.field === 'eventTypes' ? 'events' : i.field,
    message: i.message,
  }));
  const all = [...issues, ...more];
  return all.length === 0 ? { input, issues: [] } : { issues: all };
}

/** `:webhook-set <url> [all|t1,t2] [generate|keep|secret=S] [enabled|paused]` → form values. */
export function valuesFromWords(
  argument: string,
  current: { hasSecret: boolean } | null | undefined,
): ConfigValues {
  const [url = '', ...rest] = argument.trim().split(/\s+/);
  let events = 'all';
  let secret = current?.hasSecret ? 'keep' : 'generate';
  let secretValue: string | undefined;
  let delivery = 'enabled';
  for (const word of rest) {
    if (word === 'generate' || word === 'keep') secret = word;
    else if (word.startsWith('secret=')) {
      secret = 'type';
      secretValue = word.slice('secret='.length);
    } else if (word === 'enabled' || word === 'paused') delivery = word;
    else events = word;
  }
  return { url, events, secret, ...(secretValue !== undefined ? { secretValue } : {}), delivery };
}
