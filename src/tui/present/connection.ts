// The header's connection text: "live", "stale since 12 s", "offline, retrying in 4 s",
// "degraded (server errors), retrying in 2 s", "degraded: the server sent an inconsistent page",
// "stalled: no answer for 12 s".
import type { ConnectionState, SyncError } from '../../store/index.js';

function seconds(ms: number): number {
  return Math.max(0, Math.round(ms / 1000));
}

/** Why the service is degraded, from the latest failure. */
function degradedText(kind: SyncError['kind'] | undefined): string {
  if (kind === 'rate_limited') return 'degraded (rate limited)';
  if (kind === 'inconsistent_page') return 'degraded: the server sent an inconsistent page';
  return 'degraded (server errors)';
}

export function connectionLabel(connection: ConnectionState, now: number): string {
  // A request that hangs is neither "live" nor a countdown: a retry in flight sits at "0 s" for as
  // long as the server keeps it waiting. Say how long nothing has answered instead.
  if (connection.stalledSince !== undefined)
    return `stalled: no answer for ${seconds(now - connection.stalledSince)} s`;
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
      return withRetry(degradedText(connection.lastError?.kind), connection, now);
  }
}

function withRetry(text: string, connection: ConnectionState, now: number): string {
  if (connection.retryAt === undefined) return text;
  const wait = seconds(connection.retryAt - now);
  return wait === 0 ? `${text}, retrying now` : `${text}, retrying in ${wait} s`;
}

/** The header's colour for the state: only a lost connection is an error; the other troubles warn. */
export function connectionTone(status: ConnectionState['status']): 'ok' | 'error' | 'warn' {
  return status === 'live' ? 'ok' : status === 'offline' ? 'error' : 'warn';
}
