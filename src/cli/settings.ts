// Resolves where the console connects and with which credentials: flags, then environment, then
// the named (or current) profile. No base URL anywhere means the embedded sandbox.
import { isLoopbackHost } from '../domain/index.js';
import type { ConfigFile, Profile } from './config.js';
import type { JournalTarget } from '../actions/index.js';

export { isLoopbackHost, looksLikeProduction } from '../domain/index.js';

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
  | { kind: 'sandbox'; readOnly: boolean; profile: 'sandbox' }
  | {
      kind: 'remote';
      profile: string;
      baseUrl: string;
      credentials: { orgId?: string; apiKey?: string; apiToken?: string; jwt?: string };
      readOnly: boolean;
    };

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

function pickProfile(flags: ConnectionFlags, config: ConfigFile): { name: string; profile?: Profile } {
  const name = flags.profile ?? config.currentProfile;
  if (name === undefined) return { name: 'default' };
  const profile = config.profiles[name];
  if (!profile) {
    const known = Object.keys(config.profiles);
    throw new SettingsError(
      `--profile: no profile named "${name}"${known.length ? ` (known: ${known.join(', ')})` : ''}`,
    );
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

export function resolveConnection(flags: ConnectionFlags, env: Env, config: ConfigFile): Connection {
  const { name, profile } = pickProfile(flags, config);
  const pick = (key: keyof typeof ENV) =>
    nonEmpty(flags[key]) ?? nonEmpty(env[ENV[key]]) ?? nonEmpty(profile?.[key]);
  const readOnly = flags.readOnly ?? profile?.readOnly ?? false;
  const baseUrl = pick('baseUrl');
  if (baseUrl === undefined) return { kind: 'sandbox', readOnly, profile: 'sandbox' };
  const insecure = flags.insecure ?? profile?.insecure ?? false;
  const credentials = {
    orgId: pick('orgId'),
    apiKey: pick('apiKey'),
    apiToken: pick('apiToken'),
    jwt: pick('jwt'),
  };
  if (!credentials.apiKey && !credentials.apiToken && !credentials.jwt) {
    throw new SettingsError(
      `no credentials for ${baseUrl}: give --api-key(-file) (with --org), --api-token(-file) or --jwt(-file), ${ENV.apiKey}/${ENV.apiToken}/${ENV.jwt}, or a profile`,
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
export function journalTarget(profile: string, place: string, orgId: string | undefined): JournalTarget {
  return { profile, baseUrl: place, ...(orgId ? { merchant: orgId } : {}) };
}
