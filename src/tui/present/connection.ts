// The header's connection text: "live", "stale since 12 s", "offline, retrying in 4 s".
import type { ConnectionState } from '../../store/index.js';

export { looksLikeProduction } from '../../domain/index.js';

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

