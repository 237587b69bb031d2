// The webhook configuration commands: `C` opens the keyboard form (../../forms/specs/webhook.ts);
// `:webhook-set` takes the same values as words, for scripts of keys. The rules are ./config-input.ts.
import { readWebhookOverview, saveWebhookConfig } from '../../../actions/index.js';
import type { CommandContext } from '../../view/types.js';
import { safe } from '../../text.js';
import { guardChange } from '../confirm/guard.js';
import { configInput, valuesFromWords } from './config-input.js';
import { changeRefusal, openWebhooks, webhooksOf } from './control.js';

/** Runs the save from the palette; field issues become one warning line (never the secret). */
export async function setFromWords(ctx: CommandContext, argument: string | undefined): Promise<void> {
  const a = ctx.store.getState().mutators;
  const refused = changeRefusal(ctx);
  if (refused || !ctx.ops) return a.notify('warn', `webhook-set: ${refused ?? 'not available'}`, ctx.now());
  const read =
    webhooksOf(ctx)?.config === undefined ? await readWebhookOverview(ctx.ops, { limit: 1 }) : undefined;
  const current = read?.ok ? read.value.config : webhooksOf(ctx)?.config;
  const hasSecret = current?.hasSecret ?? false;
  const parsed = configInput(valuesFromWords(argument ?? '', current), hasSecret);
  if (!parsed.input) {
    return a.notify(
      'warn',
      `webhook-set: ${parsed.issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
      ctx.now(),
    );
  }
  const result = await saveWebhookConfig(ctx.ops, parsed.input, hasSecret);
  if (!result.ok) return a.notify('error', `webhook-set: ${safe(result.error.message)}`, ctx.now());
  const generated = result.value.generatedSecret
    ? '; a new signing secret was generated (not shown: type one with secret=... to know it)'
    : '';
  a.notify('info', `webhook configuration saved: ${safe(result.value.config.url)}${generated}`, ctx.now());
  await openWebhooks(ctx);
}

/** `C` in the Webhooks view: the keyboard form, filled in from the current configuration. */
export function openConfigForm(ctx: CommandContext): void {
  const refused = changeRefusal(ctx);
  const a = ctx.store.getState().mutators;
  if (refused) return a.notify('warn', `webhooks: ${refused}`, ctx.now());
  const config = webhooksOf(ctx)?.config;
  const facts: Record<string, string> = config
    ? {
        url: config.url,
        events: config.eventTypes === 'all' ? 'all' : [...config.eventTypes].join(','),
        hasSecret: config.hasSecret ? 'yes' : 'no',
        enabled: config.enabled ? 'yes' : 'no',
      }
    : {};
  guardChange(ctx, { form: 'webhook.config', target: { facts } });
}
