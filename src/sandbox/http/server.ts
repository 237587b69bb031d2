// Runs a sandbox around a core: the HTTP listener, the core's workers and the webhook dispatcher, with one
// orderly shutdown (stop accepting, finish in-flight requests, stop delivering, stop workers, close the DB).
import type { AddressInfo } from 'node:net';
import type { MerchantCredentials, SandboxCore, TrafficRate } from '../core-types.js';
import { buildApp, type BuildAppOptions } from './app.js';
import { startDispatcher, type DispatcherOptions } from './dispatcher.js';

export interface ServeOptions extends BuildAppOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  dispatcher?: DispatcherOptions;
}

export interface RunningSandbox {
  baseUrl: string;
  merchants: MerchantCredentials[];
  /** The sandbox's simulated traffic as this process's start set it (shared by every process on the database). */
  traffic: TrafficRate;
  /** Idempotent: later calls return the first call's promise. */
  close(): Promise<void>;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;

/** The base URL a client on this machine uses to reach a listener bound to `host`. */
export function baseUrlFor(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export async function serveSandbox(core: SandboxCore, opts: ServeOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? DEFAULT_HOST;
  const app = buildApp(core, opts);
  let traffic: TrafficRate;
  try {
    await app.listen({ host, port: opts.port ?? DEFAULT_PORT });
    traffic = core.start();
  } catch (error) {
    await app.close().catch(() => undefined);
    core.close();
    throw error;
  }
  const dispatcher = startDispatcher(core.webhooks, opts.dispatcher);
  const { port } = app.server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    baseUrl: baseUrlFor(host, port),
    merchants: core.credentials(),
    traffic,
    close() {
      closing ??= (async () => {
        try {
          await app.close();
          await dispatcher.stop();
        } finally {
          core.close();
        }
      })();
      return closing;
    },
  };
}
