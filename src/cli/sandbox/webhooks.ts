// `card-console sandbox webhooks faults show|set|clear` and `… replay --since INSTANT` / `… redeliver EVENT_ID`:
// the webhook chaos of the credential's merchant in a running sandbox, with the connection flags and profiles of
// the other scripted commands. Text by default, one JSON object with --json.
import { parseArgs } from 'node:util';
import { ApiError } from '../../api/index.js';
import { clientFor } from '../settings.js';
import {
  durationMs,
  isoDuration,
  type FaultPolicy,
  type FaultPolicyBody,
  type ReplayResult,
  type WebhookDelivery,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '../../contract/index.js';
import { sanitizeText } from '../../domain/index.js';
import { read, READS } from '../../reads/index.js';
import { UsageError, usageOf, type CommandIo } from '../command.js';
import {
  connectionArgs,
  CONNECTION_HELP,
  CONNECTION_OPTIONS,
  withRemote,
  type Remote,
} from '../script-connection.js';

export const WEBHOOKS_HELP = `Usage: card-console sandbox webhooks faults [show] [--json]
       card-console sandbox webhooks faults set [--seed N] [--duplicate RATE] [--delay RATE [--delay-by D]]
                  [--reorder RATE [--reorder-window D]] [--drop RATE [--redeliver-after D]] [--timeout RATE] [--json]
       card-console sandbox webhooks faults clear
       card-console sandbox webhooks replay --since INSTANT [--event-type TYPE] [--json]
       card-console sandbox webhooks redeliver EVENT_ID [--json]

Webhook chaos for the credential's merchant in a running sandbox: how does your receiver cope with an
event twice, late, out of order, lost, or unanswered? Each fault hits a fraction RATE (0 to 1) of new
events, drawn from --seed: the same seed over the same events gives the same faults. Every injected
fault is noted in the delivery history. Durations are on the merchant's test clock.

  faults show          the merchant's policy (none: every event is delivered as it is)
  faults set           replace the policy with the faults given:
    --duplicate RATE     send the event twice, same event id
    --delay RATE         hold the event back --delay-by (default 30s)
    --reorder RATE       hold the event back part of --reorder-window (default 1m): later ones pass it
    --drop RATE          lose the first attempt, send it again --redeliver-after (default 1m)
    --timeout RATE       send it but count the answer as never come: it is retried
    --seed N             the draws' seed (default 1)
  faults clear         no faults from now on
  replay --since T     send again every event created at or after the ISO 8601 instant T
                       (--event-type card_state, ... only that type)
  redeliver EVENT_ID   send one event again
  durations D          1d, 2h, 30m, 45s, 1w, or ISO 8601 (P1D, PT30S)
  --json               one JSON object

Connection: ${CONNECTION_HELP}

Exit status: 0 done, 1 the sandbox refused or could not be reached, 2 a usage error.
`;

type Verb =
  | { kind: 'show' }
  | { kind: 'set'; policy: FaultPolicyBody }
  | { kind: 'clear' }
  | { kind: 'replay'; since: string; eventType?: WebhookEventType }
  | { kind: 'redeliver'; eventId: string };

const OPTIONS = {
  ...CONNECTION_OPTIONS,
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  seed: { type: 'string' },
  duplicate: { type: 'string' },
  delay: { type: 'string' },
  'delay-by': { type: 'string' },
  reorder: { type: 'string' },
  'reorder-window': { type: 'string' },
  drop: { type: 'string' },
  'redeliver-after': { type: 'string' },
  timeout: { type: 'string' },
  since: { type: 'string' },
  'event-type': { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string | boolean>>;
const text = (values: Values, flag: keyof typeof OPTIONS): string | undefined => {
  const value = values[flag];
  return typeof value === 'string' ? value : undefined;
};

function rate(values: Values, flag: keyof typeof OPTIONS): { rate: number } | undefined {
  const raw = text(values, flag);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || value > 1)
    throw new UsageError(`--${flag} must be a rate from 0 to 1 (got "${sanitizeText(raw)}")`);
  return { rate: value };
}

function duration(values: Values, flag: keyof typeof OPTIONS, fallback: string): string {
  const raw = text(values, flag) ?? fallback;
  const ms = durationMs(raw, { short: true });
  if (ms === null)
    throw new UsageError(
      `--${flag} must be a positive duration: 1d, 2h, 30m, 45s, 1w or ISO 8601 such as PT30S (got "${sanitizeText(raw)}")`,
    );
  return isoDuration(ms);
}

/** A flag that belongs to another verb or fault is a mistake, not something to ignore. */
function only(values: Values, allowed: readonly string[], verb: string): void {
  const stray = Object.keys(values).find(
    (flag) => !(flag in CONNECTION_OPTIONS) && !['json', 'help'].includes(flag) && !allowed.includes(flag),
  );
  if (stray !== undefined) throw new UsageError(`--${stray} does not apply to ${verb}`);
}

function policyOf(values: Values): FaultPolicyBody {
  for (const [param, fault] of [
    ['delay-by', 'delay'],
    ['reorder-window', 'reorder'],
    ['redeliver-after', 'drop'],
  ] as const)
    if (values[param] !== undefined && values[fault] === undefined)
      throw new UsageError(`--${param} needs --${fault} RATE`);
  const seed = text(values, 'seed');
  if (seed !== undefined && !/^\d{1,10}$/.test(seed))
    throw new UsageError(`--seed must be a whole number (got "${sanitizeText(seed)}")`);
  const duplicate = rate(values, 'duplicate');
  const delay = rate(values, 'delay');
  const reorder = rate(values, 'reorder');
  const drop = rate(values, 'drop');
  const timeout = rate(values, 'timeout');
  return {
    ...(seed === undefined ? {} : { seed: Number(seed) }),
    ...(duplicate ? { duplicate } : {}),
    ...(delay ? { delay: { ...delay, by: duration(values, 'delay-by', '30s') } } : {}),
    ...(reorder ? { reorder: { ...reorder, window: duration(values, 'reorder-window', '1m') } } : {}),
    ...(drop ? { drop: { ...drop, redeliverAfter: duration(values, 'redeliver-after', '1m') } } : {}),
    ...(timeout ? { timeout } : {}),
  };
}

const POLICY_FLAGS = [
  'seed',
  'duplicate',
  'delay',
  'delay-by',
  'reorder',
  'reorder-window',
  'drop',
  'redeliver-after',
  'timeout',
];

function verbOf(positionals: string[], values: Values): Verb {
  const [group, name, value, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError(`unexpected "${sanitizeText(rest.join(' '))}"`);
  const noValue = (): void => {
    if (value !== undefined)
      throw new UsageError(`${name ?? group} takes no value (got "${sanitizeText(value)}")`);
  };
  if (group === 'faults') {
    const verb = name ?? 'show';
    if (verb === 'set') {
      noValue();
      only(values, POLICY_FLAGS, 'faults set');
      return { kind: 'set', policy: policyOf(values) };
    }
    if (verb !== 'show' && verb !== 'clear')
      throw new UsageError(`unknown faults verb "${sanitizeText(verb)}": show, set or clear`);
    noValue();
    only(values, [], `faults ${verb}`);
    return { kind: verb };
  }
  if (group === 'replay') {
    if (name !== undefined) throw new UsageError(`replay takes --since, not "${sanitizeText(name)}"`);
    only(values, ['since', 'event-type'], 'replay');
    const since = text(values, 'since');
    if (
      since === undefined ||
      !/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(since) ||
      Number.isNaN(Date.parse(since))
    )
      throw new UsageError(
        `replay needs --since with an ISO 8601 instant and its offset, such as 2026-06-01T00:00:00Z (got "${sanitizeText(since ?? '')}")`,
      );
    const eventType = WEBHOOK_EVENT_TYPES.find((t) => t === text(values, 'event-type'));
    if (values['event-type'] !== undefined && eventType === undefined)
      throw new UsageError(`--event-type must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
    return { kind: 'replay', since: new Date(since).toISOString(), ...(eventType ? { eventType } : {}) };
  }
  if (group === 'redeliver') {
    if (name === undefined || value !== undefined) throw new UsageError('redeliver needs one EVENT_ID');
    only(values, [], 'redeliver');
    return { kind: 'redeliver', eventId: name };
  }
  throw new UsageError(`unknown webhooks verb "${sanitizeText(group ?? '')}": faults, replay or redeliver`);
}

interface WebhooksArgs extends ReturnType<typeof connectionArgs> {
  readonly verb: Verb;
  readonly json: boolean;
}

export function parseWebhooksArgs(argv: string[]): WebhooksArgs | 'help' {
  const { values, positionals } = usageOf(() =>
    parseArgs({ args: argv, strict: true, allowPositionals: true, options: OPTIONS }),
  );
  if (values.help) return 'help';
  return { ...connectionArgs(values), verb: verbOf(positionals, values), json: values.json === true };
}

/** The policy in a few lines: each fault with its rate and parameter. */
export function policyText(policy: FaultPolicy): string {
  if (policy.updatedAt === null) return 'no fault policy: every event is delivered as it is\n';
  const faults = [
    policy.duplicate && `duplicate  ${policy.duplicate.rate}`,
    policy.delay && `delay      ${policy.delay.rate}  by ${policy.delay.by}`,
    policy.reorder && `reorder    ${policy.reorder.rate}  within ${policy.reorder.window}`,
    policy.drop && `drop       ${policy.drop.rate}  sent again after ${policy.drop.redeliverAfter}`,
    policy.timeout && `timeout    ${policy.timeout.rate}`,
  ].filter((line): line is string => typeof line === 'string');
  return `${[
    `seed       ${policy.seed}`,
    ...(faults.length > 0 ? faults : ['(no fault has a rate)']),
    `events     ${policy.eventsSeen} decided since ${policy.updatedAt}`,
  ].join('\n')}\n`;
}

type Answer = FaultPolicy | ReplayResult | WebhookDelivery | undefined;

function answerText(verb: Verb, answer: Answer): string {
  if (verb.kind === 'clear') return 'fault policy cleared: events from now on are delivered as they are\n';
  if (verb.kind === 'replay') {
    const r = answer as ReplayResult;
    return `${r.redelivered} event(s) since ${r.since} queued to be sent again\n`;
  }
  if (verb.kind === 'redeliver') {
    const d = answer as WebhookDelivery;
    return `event ${sanitizeText(d.eventId)} queued to be sent again (delivery ${d.id}, ${d.status})\n`;
  }
  return policyText(answer as FaultPolicy);
}

async function send(conn: Remote, verb: Verb): Promise<Answer> {
  const client = clientFor(conn);
  try {
    switch (verb.kind) {
      case 'show':
        return await read(client, READS.webhookFaults, undefined);
      case 'set':
        return await client.call('putWebhookFaults', { body: verb.policy });
      case 'clear':
        await client.call('deleteWebhookFaults', {});
        return undefined;
      case 'replay':
        return await client.call('sandboxReplayWebhooks', {
          body: { since: verb.since, ...(verb.eventType ? { eventType: verb.eventType } : {}) },
        });
      case 'redeliver':
        return await client.call('redeliverWebhookEvent', { params: { event_id: verb.eventId } });
    }
  } finally {
    await client.close();
  }
}

export async function runSandboxWebhooks(argv: string[], io: CommandIo): Promise<number> {
  const args = parseWebhooksArgs(argv);
  if (args === 'help') {
    io.stdout.write(WEBHOOKS_HELP);
    return 0;
  }
  if (args.flags.readOnly === true && args.verb.kind !== 'show')
    throw new UsageError('--read-only: only "faults show" reads; the other verbs change what is sent');
  return withRemote(args, io, 'sandbox webhooks', async (conn) => {
    try {
      const answer = await send(conn, args.verb);
      io.stdout.write(
        args.json ? `${JSON.stringify(answer ?? { cleared: true })}\n` : answerText(args.verb, answer),
      );
      return 0;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      io.stderr.write(`card-console sandbox webhooks: ${sanitizeText(error.message)}\n`);
      return 1;
    }
  });
}
