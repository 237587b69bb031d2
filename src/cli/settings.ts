// Resolves where the console connects and with which credentials: flags, then environment, then
// the named (or current) profile. No base URL anywhere means the embedded sandbox, which is also the
// profile named `sandbox` (unless the config file has a profile of that name).
import { createClient, type ApiClient } from '../api/index.js';
import { isLoopbackHost } from '../domain/index.js';
import type { ConfigFile, Profile } from './config.js';
import type { JournalOwner } from '../actions/index.js';

export { isLoopbackHost } from '../domain/index.js';

export interface ConnectionFlags {
  baseUrl?: string;
  orgId?: string;
  apiKey?: string;
  apiToken?: string;
  jwt?: string;
  readOnly?: boolean;
  insecure?: boolean;
  profile?: string;
}

export type Connection =
  | {
      kind: 'sandbox';
      readOnly: boolean;
      profile: 'sandbox';
      /** True when `--profile sandbox` or the current profile named it; false when nothing named a target. */
      named: boolean;
    }
  | {
      kind: 'remote';
      profile: string;
      baseUrl: string;
      credentials: { orgId?: string; apiKey?: string; apiToken?: string; jwt?: string };
      readOnly: boolean;
    };

type RemoteConnection = Extract<Connection, { kind: 'remote' }>;

/** The one place the console and its commands build an API client: a connection's base URL and credentials. */
export function clientFor(
  conn: Pick<RemoteConnection, 'baseUrl' | 'credentials'>,
  options: Omit<Parameters<typeof createClient>[0], 'baseUrl' | 'credentials'> = {},
): ApiClient {
  return createClient({ ...options, baseUrl: conn.baseUrl, credentials: conn.credentials });
}

/** A connection's secrets (those given), to redact wherever they could be written. */
export function secretsOf(credentials: RemoteConnection['credentials']): string[] {
  return [credentials.apiKey, credentials.apiToken, credentials.jwt].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

export const ENV = {
  baseUrl: 'CARD_CONSOLE_BASE_URL',
  orgId: 'CARD_CONSOLE_ORG_ID',
  apiKey: 'CARD_CONSOLE_API_KEY',
  apiToken: 'CARD_CONSOLE_API_TOKEN',
  jwt: 'CARD_CONSOLE_JWT',
} as const;

/** The connection's secret flags and their environment twins (each flag also has a `-file` twin). */
export const CONNECTION_SECRETS = [
  { flag: '--api-key', env: ENV.apiKey },
  { flag: '--api-token', env: ENV.apiToken },
  { flag: '--jwt', env: ENV.jwt },
] as const;

type Env = Record<string, string | undefined>;

const nonEmpty = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);

/** The embedded sandbox's profile name: always there, never in the config file. */
export const SANDBOX_PROFILE = 'sandbox';

/** True when `name` means the embedded sandbox in this config (a config profile of that name wins). */
export const isSandboxProfile = (name: string | undefined, config: ConfigFile): boolean =>
  name === SANDBOX_PROFILE && !config.profiles[name];

function pickProfile(flags: ConnectionFlags, config: ConfigFile): { name: string; profile?: Profile } {
  const name = flags.profile ?? config.currentProfile;
  if (name === undefined) return { name: 'default' };
  const profile = config.profiles[name];
  if (!profile) {
    const known = [...Object.keys(config.profiles), SANDBOX_PROFILE];
    throw new SettingsError(`--profile: no profile named "${name}" (known: ${known.join(', ')})`);
  }
  return { name, profile };
}

/** True for 127.0.0.0/8, ::1 and localhost: plain http is acceptable only there. */

export function checkBaseUrl(value: string, insecure: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`--base-url: "${value}" is not a URL (expected e.g. https://api.example.com)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingsError(`--base-url: the scheme must be https (got ${url.protocol})`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname) && !insecure) {
    throw new SettingsError(
      '--base-url: plain http is only allowed for loopback addresses; use https, or pass --insecure to accept the risk',
    );
  }
  if (url.username || url.password)
    throw new SettingsError('--base-url: credentials in the URL are not allowed; use --api-key/--api-token');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export function resolveConnection(flags: ConnectionFlags, env: Env, given: ConfigFile): Connection {
  const sandbox = { kind: 'sandbox', profile: SANDBOX_PROFILE, named: true } as const;
  const givenUrl = nonEmpty(flags.baseUrl) ?? nonEmpty(env[ENV.baseUrl]);
  if (isSandboxProfile(flags.profile, given)) {
    if (givenUrl !== undefined)
      throw new SettingsError(
        `--profile sandbox is the embedded sandbox: it takes no ${flags.baseUrl ? '--base-url' : ENV.baseUrl}`,
      );
    return { ...sandbox, readOnly: flags.readOnly ?? false };
  }
  // The current profile `sandbox` gives way to a base URL given by flag or environment, as any profile does.
  const sandboxCurrent = flags.profile === undefined && isSandboxProfile(given.currentProfile, given);
  if (sandboxCurrent && givenUrl === undefined) return { ...sandbox, readOnly: flags.readOnly ?? false };
  const config = sandboxCurrent ? { ...given, currentProfile: undefined } : given;
  const { name, profile } = pickProfile(flags, config);
  const pick = (key: keyof typeof ENV) =>
    nonEmpty(flags[key]) ?? nonEmpty(env[ENV[key]]) ?? nonEmpty(profile?.[key]);
  const readOnly = flags.readOnly ?? profile?.readOnly ?? false;
  const baseUrl = pick('baseUrl');
  if (baseUrl === undefined) return { kind: 'sandbox', readOnly, profile: SANDBOX_PROFILE, named: false };
  const insecure = flags.insecure ?? profile?.insecure ?? false;
  const credentials = {
    orgId: pick('orgId'),
    apiKey: pick('apiKey'),
    apiToken: pick('apiToken'),
    jwt: pick('jwt'),
  };
  if (!credentials.apiKey && !credentials.apiToken && !credentials.jwt) {
    throw new SettingsError(
      `no credentials for ${baseUrl}: give --api-key(-file) (with --org), --api-token(-file) or --jwt(-file), ` +
        `${ENV.apiKey}/${ENV.apiToken}/${ENV.jwt}, or a profile`,
    );
  }
  if (credentials.apiKey && !credentials.orgId) {
    throw new SettingsError(`--org: an organization id is required with --api-key (or set ${ENV.orgId})`);
  }
  return {
    kind: 'remote',
    profile: profile ? name : 'command line',
    baseUrl: checkBaseUrl(baseUrl, insecure),
    credentials,
    readOnly,
  };
}

/**
 * What the job journal names as the target of a job: the profile, where it points (a base URL, or
 * the embedded sandbox's database) and the organization. A job is never resumed against another.
 */
export function journalOwner(profile: string, place: string, orgId: string | undefined): JournalOwner {
  return { profile, baseUrl: place, ...(orgId ? { merchant: orgId } : {}) };
}

/** The journal's and the card index's name of the embedded sandbox over `database` (console and scripts). */
export const embeddedPlace = (database: string): string => `embedded-sandbox:${database}`;
