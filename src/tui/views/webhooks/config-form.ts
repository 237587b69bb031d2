// The configuration form's rules, apart from how it is drawn: the typed values (url, event types,
// secret choice, delivery) become the action's input, or field issues. `C` opens the keyboard form
// (../../forms/specs/webhook.ts); `:webhook-set` takes the same values as words, for scripts of keys.
import {
  checkWebhookConfig, readWebhookOverview, saveWebhookConfig, type SecretChoice, type WebhookConfigInput,
} from '../../../actions/index.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../contract/index.js';
import type { FormIssue } from '../../../store/index.js';
import type { CommandContext } from '../../command-types.js';
import { safe } from '../../text.js';
import { guardChange } from '../../forms/guard.js';
import { showForm } from '../../forms/show.js';
import { changeRefusal, openWebhooks, webhooksView } from './control.js';

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
  const words = text.split(',').map((w) => w.trim()).filter((w) => w !== '');
  if (words.length === 1 && words[0] === 'all') return 'all';
  if (words.length === 0 || words.some((w) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(w))) return undefined;
  return [...new Set(words)] as WebhookEventType[];
}

function secretOf(values: ConfigValues): SecretChoice | undefined {
  if (values.secret === 'generate') return { mode: 'generate' };
  if (values.secret === 'keep') return { mode: 'keep' };
  if (values.secret === 'type') return { mode: 'typed', value: values.secretValue ?? '' };
  return undefined;
}

/** The action's input, or the issues that stop it (named like the form's fields). */
export function configInput(values: ConfigValues, hasSecretNow: boolean): { input: WebhookConfigInput; issues: [] } | { input?: undefined; issues: FormIssue[] } {
  const eventTypes = parseEventTypes(values.events);
  const secret = secretOf(values);
  const issues: FormIssue[] = [];
  if (!eventTypes) issues.push({ field: 'events', message: `"all" or a comma-separated list of ${WEBHOOK_EVENT_TYPES.join(', ')}` });
  if (!secret) issues.push({ field: 'secret', message: 'generate, keep, or type one' });
  if (values.delivery !== 'enabled' && values.delivery !== 'paused') issues.push({ field: 'delivery', message: 'enabled or paused' });
  const input: WebhookConfigInput = {
    url: values.url, eventTypes: eventTypes ?? 'all', secret: secret ?? { mode: 'generate' }, enabled: values.delivery !== 'paused',
  };
  const more = checkWebhookConfig(input, hasSecretNow).map((i) => ({ field: i.field === 'eventTypes' ? 'events' : i.field, message: i.message }));
  const all = [...issues, ...more];
  return all.length === 0 ? { input, issues: [] } : { issues: all };
}

/** `:webhook-set <url> [all|t1,t2] [generate|keep|secret=S] [enabled|paused]` → form values. */
export function valuesFromWords(argument: string, current: { hasSecret: boolean } | null | undefined): ConfigValues {
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
  return { url, events, secret, ...(secretValue === undefined ? {} : { secretValue }), delivery };
}

/** Runs the save from the palette; field issues become one warning line (never the secret). */
export async function setFromWords(ctx: CommandContext, argument: string | undefined): Promise<void> {
  const a = ctx.store.getState().actions;
  const refused = changeRefusal(ctx);
  if (refused || !ctx.ops) return a.notify('warn', `webhook-set: ${refused ?? 'not available'}`, ctx.now());
  const read = webhooksView(ctx)?.config === undefined ? await readWebhookOverview(ctx.ops, { limit: 1 }) : undefined;
  const current = read?.ok ? read.value.config : webhooksView(ctx)?.config;
  const hasSecret = current?.hasSecret ?? false;
  const parsed = configInput(valuesFromWords(argument ?? '', current), hasSecret);
  if (!parsed.input) {
    return a.notify('warn', `webhook-set: ${parsed.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`, ctx.now());
  }
  const result = await saveWebhookConfig(ctx.ops, parsed.input, hasSecret);
  if (!result.ok) return a.notify('error', `webhook-set: ${safe(result.error.message)}`, ctx.now());
  const generated = result.value.generatedSecret ? '; a new signing secret was generated (not shown: type one with secret=... to know it)' : '';
  a.notify('info', `webhook configuration saved: ${safe(result.value.config.url)}${generated}`, ctx.now());
  await openWebhooks(ctx);
}

/** `C` in the Webhooks view: the keyboard form, filled in from the current configuration. */
export function openConfigForm(ctx: CommandContext): void {
  const refused = changeRefusal(ctx);
  const a = ctx.store.getState().actions;
  if (refused) return a.notify('warn', `webhooks: ${refused}`, ctx.now());
  const config = webhooksView(ctx)?.config;
  const facts: Record<string, string> = config
    ? { url: config.url, events: config.eventTypes === 'all' ? 'all' : [...config.eventTypes].join(','), hasSecret: config.hasSecret ? 'yes' : 'no', enabled: config.enabled ? 'yes' : 'no' }
    : {};
  guardChange(ctx, () => showForm(ctx, 'webhook.config', { facts }));
}
