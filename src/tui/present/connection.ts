// The header's connection text: "live", "stale since 12 s", "offline, retrying in 4 s".
import type { ConnectionState } from '../../store/index.js';

function seconds(ms: number): number {
  return Math.max(0, Math.round(ms / 1000));
}

export function connectionLabel(connection: ConnectionState, now: number): string {
  switch (connection.status) {
    case 'connecting':
      return 'connecting...';
    case 'live':
      return 'live';
    case 'stale':
      return `stale since ${seconds(now - (connection.staleSince ?? now))} s`;
    case 'offline':
      return connection.retryAt === undefined
        ? 'offline'
        : `offline, retrying in ${seconds(connection.retryAt - now)} s`;
  }
}

/** A base URL that looks like production: not loopback, not named sandbox/test/staging. */
export function looksLikeProduction(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return true;
  }
  if (host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.')) return false;
  return !/(sandbox|test|staging|dev)/i.test(host);
}
