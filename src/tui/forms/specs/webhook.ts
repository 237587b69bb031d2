// The webhook configuration form: URL (https, or loopback for the sandbox), event types (all or a
// selection), the signing secret (generate, keep, or type one — drawn masked), and delivery.
import { saveWebhookConfig, type WebhookConfigSaved } from '../../../actions/index.js';
import { WEBHOOK_EVENT_TYPES } from '../../../contract/index.js';
import { safe } from '../../text.js';
import { configInput, type ConfigValues } from '../../views/webhooks/config-input.js';
import type { FieldSpec, FormSpec, Values } from '../types.js';

const hasSecret = (facts: Readonly<Record<string, string>> | undefined) => facts?.hasSecret === 'yes';

function asConfig(values: Values): ConfigValues {
  return {
    url: values.url ?? '',
    events: values.events ?? 'all',
    secret: values.secret ?? 'generate',
    delivery: values.delivery ?? 'enabled',
    ...(values.secret === 'type' ? { secretValue: values.secretValue ?? '' } : {}),
  };
}

export const webhookConfigForm: FormSpec = {
  id: 'webhook.config',
  title: (_state, target) =>
    target.facts?.url ? 'Update the webhook configuration' : 'Set the webhook configuration',
  intro: () => [`Event types: "all", or some of ${WEBHOOK_EVENT_TYPES.join(', ')} separated by commas.`],
  fields: (_state, target, values) => {
    const fields: FieldSpec[] = [
      { name: 'url', label: 'URL', kind: 'text', hint: 'https, or loopback for the sandbox' },
      { name: 'events', label: 'Event types', kind: 'text' },
      {
        name: 'secret',
        label: 'Signing secret',
        kind: 'choice',
        options: [
          { value: 'generate', label: 'generate a new one' },
          ...(hasSecret(target.facts) ? [{ value: 'keep', label: 'keep the current one' }] : []),
          { value: 'type', label: 'type one' },
        ],
      },
    ];
    if (values.secret === 'type')
      fields.push({
        name: 'secretValue',
        label: '  Secret',
        kind: 'text',
        masked: true,
        hint: '8 to 200 characters',
      });
    fields.push({
      name: 'delivery',
      label: 'Delivery',
      kind: 'choice',
      options: [
        { value: 'enabled', label: 'enabled' },
        { value: 'paused', label: 'paused' },
      ],
    });
    return fields;
  },
  initial: (_state, target) => ({
    url: target.facts?.url ?? '',
    events: target.facts?.events ?? 'all',
    secret: hasSecret(target.facts) ? 'keep' : 'generate',
    delivery: target.facts?.enabled === 'no' ? 'paused' : 'enabled',
  }),
  check: (_state, target, values) => {
    const parsed = configInput(asConfig(values), hasSecret(target.facts));
    return parsed.issues.map((i) => ({
      field: i.field === 'secret' && values.secret === 'type' ? 'secretValue' : i.field,
      message: i.message,
    }));
  },
  submit: async (ops, _state, target, values) => {
    const parsed = configInput(asConfig(values), hasSecret(target.facts));
    if (!parsed.input)
      return {
        ok: false,
        error: { kind: 'validation', message: 'check the fields', fields: parsed.issues, retryable: false },
      };
    return saveWebhookConfig(ops, parsed.input, hasSecret(target.facts));
  },
  done: (_state, _target, _values, value) => {
    const saved = value as WebhookConfigSaved;
    const generated = saved.generatedSecret
      ? '; a new signing secret was generated (type one instead to know it)'
      : '';
    return `webhook configuration saved: ${safe(saved.config.url)}${generated}`;
  },
  next: () => ({ kind: 'webhooks' }),
  fieldAliases: { eventTypes: 'events', body: 'url' },
};
