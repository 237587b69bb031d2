// What `--listen` changed outside the console, written down where a later console can find it. A
// console that points the merchant's webhook configuration at itself records what it registered,
// the configuration it replaced and its pid in the state directory (0600). If it dies without
// putting the configuration back, the next console against the same target finds the record (the
// pid is gone, the configuration still points at the dead endpoint) and offers to restore it.
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import type { ApiClient } from '../../api/index.js';
import { readWebhookConfig, restoreWebhookConfig, type RestoreOutcome } from '../../api/receiver/index.js';
import { WebhookConfig } from '../../contract/index.js';
import { formatTime, isProductionProfile, utcZone, type DisplayZone } from '../../domain/index.js';

export const ListenRecord = z.object({
  pid: z.number().int().positive(),
  baseUrl: z.string(),
  registeredUrl: z.string(),
  previous: WebhookConfig.nullable(),
  startedAt: z.string(),
});
export type ListenRecord = z.infer<typeof ListenRecord>;

const PREFIX = 'listen-';
const fileOf = (stateDir: string, pid: number): string => join(stateDir, `${PREFIX}${pid}.json`);

export function writeListenRecord(stateDir: string, record: ListenRecord): void {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const file = fileOf(stateDir, record.pid);
  writeFileSync(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an older file of a recycled pid keeps its mode otherwise
}

export function removeListenRecord(stateDir: string, pid: number): void {
  rmSync(fileOf(stateDir, pid), { force: true });
}

export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
}

/** Records of consoles that are gone, for this target. Unreadable files are skipped. */
export function leftBehind(
  stateDir: string,
  baseUrl: string,
  alive: (pid: number) => boolean = pidAlive,
): ListenRecord[] {
  let names: string[];
  try {
    names = readdirSync(stateDir).filter((n) => n.startsWith(PREFIX) && n.endsWith('.json'));
  } catch {
    return [];
  }
  const records: ListenRecord[] = [];
  for (const name of names) {
    try {
      const parsed = ListenRecord.safeParse(JSON.parse(readFileSync(join(stateDir, name), 'utf8')));
      if (parsed.success && parsed.data.baseUrl === baseUrl && !alive(parsed.data.pid))
        records.push(parsed.data);
    } catch {
      // a half-written or foreign file: not ours to judge
    }
  }
  return records;
}

export interface RecoverOptions {
  client: ApiClient;
  stateDir: string;
  baseUrl: string;
  /** Asks the operator on the terminal; resolves with the answer. */
  ask(question: string): Promise<string>;
  /** Tells the operator (stderr, before the full screen starts). */
  say(text: string): void;
  alive?(pid: number): boolean;
  /** The display zone the question's time is shown in (UTC when not given). */
  zone?: DisplayZone;
}

const yes = (answer: string): boolean => /^y(es)?$/i.test(answer.trim());

export function describeOutcome(outcome: RestoreOutcome): string {
  switch (outcome.action) {
    case 'deleted':
      return 'webhook configuration removed (there was none before)';
    case 'restored':
      return `previous webhook configuration restored (${outcome.config.url})`;
    case 'left alone':
      return `webhook configuration was changed by someone else (now ${outcome.currentUrl ?? 'none'}); left as it is`;
  }
}

/**
 * Offers to put back configurations that dead consoles left pointing at themselves. A record whose
 * endpoint is no longer configured (someone changed it since) is simply dropped.
 */
export async function recoverLeftBehind(opts: RecoverOptions): Promise<void> {
  for (const record of leftBehind(opts.stateDir, opts.baseUrl, opts.alive)) {
    const now = await readWebhookConfig(opts.client);
    if (now?.url !== record.registeredUrl) {
      removeListenRecord(opts.stateDir, record.pid);
      continue;
    }
    if (record.previous?.hasSecret) {
      opts.say(
        `card-console: a console that is gone (pid ${record.pid}) left the webhook configuration pointing at ` +
          `${record.registeredUrl}; the one before had a signing secret, which cannot be put back: configure it again`,
      );
      continue;
    }
    const before = record.previous?.url ?? 'none';
    const answer = await opts.ask(
      `card-console: a console that is gone (pid ${record.pid}, ` +
        `started ${formatTime(record.startedAt, opts.zone ?? utcZone(), 'stamp')}) ` +
        `left the webhook configuration pointing at its endpoint ${record.registeredUrl}. ` +
        `Put back the previous configuration (${before})? [y/N] `,
    );
    if (!yes(answer)) {
      opts.say('card-console: left as it is');
      continue;
    }
    opts.say(
      `card-console: ${describeOutcome(await restoreWebhookConfig(opts.client, { ours: record.registeredUrl, previous: record.previous }))}`,
    );
    removeListenRecord(opts.stateDir, record.pid);
  }
}

/**
 * `--listen` against a target that looks like production replaces the merchant's webhook endpoint
 * for the session: the operator says yes first. The one production rule (the badge's, the guard's):
 * a profile named like production is production even behind a local tunnel.
 */
export async function consentToListen(
  target: { readonly profile: string; readonly baseUrl: string },
  ask: (question: string) => Promise<string>,
): Promise<boolean> {
  const { baseUrl } = target;
  if (!isProductionProfile(target)) return true;
  const host = (() => {
    try {
      return new URL(baseUrl).host;
    } catch {
      return baseUrl;
    }
  })();
  return yes(
    await ask(
      `card-console: --listen replaces the merchant's webhook endpoint on ${host}, which is not a sandbox, ` +
        'with this console for the session (put back on exit). Continue? [y/N] ',
    ),
  );
}

/** One question on the terminal (stdin, the question on stderr), before the full screen starts. */
export function askOnTerminal(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
  });
}
