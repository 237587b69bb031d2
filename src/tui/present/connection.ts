// The header's connection text: "live", "stale since 12 s", "offline, retrying in 4 s",
// "degraded (server errors), retrying in 2 s".
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
      return withRetry('offline', connection, now);
    case 'degraded':
      return withRetry(
        connection.lastError?.kind === 'rate_limited'
          ? 'degraded (rate limited)'
          : 'degraded (server errors)',
        connection,
        now,
      );
  }
}

function withRetry(text: string, connection: ConnectionState, now: number): string {
  return connection.retryAt === undefined
    ? text
    : `${text}, retrying in ${seconds(connection.retryAt - now)} s`;
}

/** The header's colour for the state: only a lost connection is an error; the other troubles warn. */
export function connectionTone(status: ConnectionState['status']): 'ok' | 'error' | 'warn' {
  return status === 'live' ? 'ok' : status === 'offline' ? 'error' : 'warn';
}
