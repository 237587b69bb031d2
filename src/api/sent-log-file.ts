// `--log-file FILE`: the command log as JSON lines, for a session that must be reviewed later. The
// file is the operator's alone (0600, tightened if it already existed), appended to, and holds what
// the log holds (every profile's requests): redacted already, and every line redacted again with the
// secrets of the profiles opened so far.
import { closeSync, fchmodSync, openSync, writeSync } from 'node:fs';
import { redactSecrets } from '../domain/index.js';
import type { SentLog, SentRequest } from './sent-log.js';

/** One JSON line: the time as ISO 8601 with its offset, then the entry's fields (never headers). */
export function sentLogLine(entry: SentRequest, secrets: readonly string[] = []): string {
  const { headers: _redactedAnyway, startedAt, durationMs, ...rest } = entry;
  const line = JSON.stringify({
    time: new Date(startedAt).toISOString(),
    ...rest,
    durationMs: Math.round(durationMs * 10) / 10,
  });
  return `${redactSecrets(line, secrets)}\n`;
}

export interface SentLogFile {
  close(): void;
}

export interface SentLogFileOptions {
  /** Redacted from every line: the credentials of every profile that may record into the log. */
  readonly secrets?: readonly string[] | (() => readonly string[]);
  /** A write that fails (disk full, file gone): reported once; the console goes on. */
  readonly onError?: (error: Error) => void;
}

/** Opens (creating, 0600) and appends each entry of `log` from now on; throws if the file cannot be opened. */
export function writeSentLogTo(path: string, log: SentLog, opts: SentLogFileOptions = {}): SentLogFile {
  const fd = openSync(path, 'a', 0o600);
  try {
    fchmodSync(fd, 0o600);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  let failed = false;
  const stop = log.subscribe((entry) => {
    if (failed) return;
    try {
      const secrets = typeof opts.secrets === 'function' ? opts.secrets() : opts.secrets;
      writeSync(fd, sentLogLine(entry, secrets));
    } catch (error) {
      failed = true;
      opts.onError?.(error instanceof Error ? error : new Error(String(error)));
    }
  });
  let open = true;
  return {
    close() {
      if (!open) return;
      open = false;
      stop();
      closeSync(fd);
    },
  };
}
