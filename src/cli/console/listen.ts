// Live events inside the console: the webhook receiver on loopback, its verified events fed to the
// store through sync's event intake, and — for the embedded sandbox or a service on this machine —
// the merchant's webhook configuration pointed at it until the console exits (then put back).
import { randomBytes } from 'node:crypto';
import type { ApiClient } from '../../api/index.js';
import {
  cleanText,
  createEventOrder,
  createReceiver,
  readWebhookConfig,
  registerEndpoint,
  RegistrationError,
  type Receiver,
  type Registration,
} from '../../api/receiver/index.js';
import type { DisplayZone } from '../../domain/index.js';
import type { AppStore } from '../../store/index.js';
import { createEventIntake, type EventIntake, type Sync } from '../../sync/index.js';
import type { ListenChoice } from './args.js';
import {
  consentToListen,
  recoverLeftBehind,
  removeListenRecord,
  writeListenRecord,
} from './listen-record.js';
import { SECRET_ENV } from '../listen/command.js';
import { DEFAULT_ORDER_WINDOW_MS } from '../listen/args.js';
import { isLoopbackHost } from '../settings.js';

export interface LiveEventsOptions {
  readonly choice: ListenChoice;
  /** The profile's name: one named like production is asked about as production. */
  readonly profile: string;
  /** The embedded sandbox: listening is on by default, and its configuration is ours to point. */
  readonly sandbox: boolean;
  readonly readOnly: boolean;
  readonly client: ApiClient;
  readonly baseUrl: string;
  readonly store: AppStore;
  readonly sync: Pick<Sync, 'refresh'>;
  readonly env: Record<string, string | undefined>;
  /** Credentials: never shown in a problem text. */
  readonly secrets: readonly string[];
  /** How long without an accepted event before the header says quiet. */
  readonly quietAfterMs?: number;
  /** Where to record a registration, so that a later console can put it back if this one dies. */
  readonly stateDir?: string;
  /** Set when the operator declined to have the configuration replaced: listening stays off. */
  readonly declined?: string;
}

export interface LiveEvents {
  /** Where the receiver listens, when it does. */
  readonly url?: string;
  readonly receiver?: Receiver;
  readonly intake?: EventIntake;
  /** Puts the previous webhook configuration back and stops the receiver. Never rejects. */
  close(): Promise<void>;
}

const NOTHING: LiveEvents = { close: () => Promise.resolve() };

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Whether to listen, and if not, why (shown beside "events: off"). */
function decide(
  opts: Pick<LiveEventsOptions, 'choice' | 'sandbox' | 'declined'>,
): { listen: true; port: number } | { listen: false; why: string } {
  if (opts.choice.mode === 'off') return { listen: false, why: '--no-listen' };
  if (opts.declined !== undefined) return { listen: false, why: opts.declined };
  if (opts.choice.mode === 'default' && !opts.sandbox)
    return { listen: false, why: 'remote service: start with --listen to receive events' };
  return { listen: true, port: opts.choice.mode === 'on' ? opts.choice.port : 0 };
}

/** Whether starting live events would point the merchant's webhook configuration at this console. */
export function willRegister(
  opts: Pick<LiveEventsOptions, 'choice' | 'sandbox' | 'readOnly' | 'baseUrl' | 'declined'>,
): boolean {
  return decide(opts).listen && canRegister(opts) && !opts.readOnly;
}

/** We point the configuration at ourselves only where the service can reach this machine's loopback. */
function canRegister(opts: Pick<LiveEventsOptions, 'sandbox' | 'baseUrl'>): boolean {
  if (opts.sandbox) return true;
  try {
    return isLoopbackHost(new URL(opts.baseUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * A configuration with a secret cannot be put back (the API never returns it). In the embedded
 * sandbox a loopback one is what an earlier console left when it was killed: replace it.
 */
async function register(opts: LiveEventsOptions, url: string, secret: string): Promise<Registration> {
  try {
    return await registerEndpoint(opts.client, { url, secret, eventTypes: 'all' });
  } catch (error) {
    if (!(error instanceof RegistrationError) || !opts.sandbox) throw error;
    const previous = await readWebhookConfig(opts.client);
    if (!previous || !isLoopbackHost(new URL(previous.url).hostname)) throw error;
    await opts.client.call('deleteWebhookConfig', {});
    return registerEndpoint(opts.client, { url, secret, eventTypes: 'all' });
  }
}

export interface PrepareListenOptions {
  readonly live: Pick<
    LiveEventsOptions,
    'choice' | 'profile' | 'sandbox' | 'readOnly' | 'baseUrl' | 'client'
  >;
  readonly stateDir: string;
  /** The display zone of the times in the questions (UTC when not given). */
  readonly zone?: DisplayZone;
  ask(question: string): Promise<string>;
  say(text: string): void;
}

/**
 * Before the full screen starts, while questions can still be asked on the terminal: offers to put
 * back a configuration a dead console left behind, and asks before replacing a production-looking
 * target's endpoint. Returns why listening stays off when the operator said no.
 */
export async function prepareListen(opts: PrepareListenOptions): Promise<string | undefined> {
  const { live } = opts;
  if (!willRegister(live)) return undefined;
  try {
    await recoverLeftBehind({
      client: live.client,
      stateDir: opts.stateDir,
      baseUrl: live.baseUrl,
      ask: opts.ask,
      say: opts.say,
      ...(opts.zone ? { zone: opts.zone } : {}),
    });
  } catch (error) {
    opts.say(`card-console: could not check for a webhook configuration left behind: ${message(error)}`);
  }
  if (live.sandbox || (await consentToListen(live, opts.ask))) return undefined;
  return 'declined: the webhook configuration is left as it is';
}

export async function startLiveEvents(opts: LiveEventsOptions): Promise<LiveEvents> {
  const setEvents = opts.store.getState().mutators.setEvents;
  const decision = decide(opts);
  if (!decision.listen) {
    setEvents({ status: 'off', problem: decision.why });
    return NOTHING;
  }
  const registering = canRegister(opts);
  if (registering && opts.readOnly) {
    setEvents({ status: 'off', problem: 'read-only: the webhook configuration is left as it is' });
    return NOTHING;
  }
  const given = opts.env[SECRET_ENV];
  const secret = registering ? randomBytes(32).toString('hex') : given;
  if (secret === undefined || secret === '') {
    setEvents({
      status: 'failed',
      problem: `set ${SECRET_ENV} to the webhook signing secret to verify events`,
    });
    return NOTHING;
  }
  const hidden = [...opts.secrets, secret];
  const fail = (what: string, error: unknown): LiveEvents => {
    setEvents({ status: 'failed', problem: cleanText(`${what}: ${message(error)}`, hidden) });
    return NOTHING;
  };

  const intake = createEventIntake({
    store: opts.store,
    refresh: (target, options) => opts.sync.refresh(target, options),
    ...(opts.quietAfterMs === undefined ? {} : { quietAfterMs: opts.quietAfterMs }),
  });
  // The Events view lists them as `card-console listen` shows them: in the order they happened, a late one and a
  // second delivery said so. What they carry reaches the store at once (applyAtOnce).
  const order = createEventOrder({ holdMs: DEFAULT_ORDER_WINDOW_MS, show: (e) => intake.receive(e) });
  const stopIntake = (): void => {
    order.close();
    intake.flush();
    intake.close();
  };
  let receiver: Receiver;
  try {
    receiver = await createReceiver({
      port: decision.port,
      secret,
      onEvent: (e) => {
        intake.applyAtOnce(e);
        order.receive(e);
      },
    });
  } catch (error) {
    stopIntake();
    return fail(`could not listen on 127.0.0.1:${decision.port}`, error);
  }
  let registration: Registration | undefined;
  if (registering) {
    try {
      registration = await register(opts, receiver.url, secret);
    } catch (error) {
      stopIntake();
      await receiver.close();
      return fail('could not point the webhook configuration here', error);
    }
  }
  if (registration && opts.stateDir !== undefined) {
    writeListenRecord(opts.stateDir, {
      pid: process.pid,
      baseUrl: opts.baseUrl,
      registeredUrl: registration.current.url,
      previous: registration.previous,
      startedAt: new Date().toISOString(),
    });
  }
  setEvents({ status: 'quiet', url: receiver.url, problem: undefined });

  let closing: Promise<void> | undefined;
  return {
    url: receiver.url,
    receiver,
    intake,
    close() {
      closing ??= (async () => {
        const restored = await registration?.restore().then(
          () => true,
          () => false,
        );
        // Put back: nothing is left for a later console to restore (kept when the restore failed).
        if (restored && opts.stateDir !== undefined) removeListenRecord(opts.stateDir, process.pid);
        await receiver.close();
        // What is held is shown before the listener says it stopped.
        stopIntake();
        setEvents({ status: 'off', problem: 'stopped' });
      })();
      return closing;
    },
  };
}
