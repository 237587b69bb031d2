// The command log: what this console sent in this session, every attempt (retries included), kept
// in a ring of fixed size so memory does not grow with the session. Recording is O(1): one slot
// overwritten, one counter moved. Listeners (the log view, the --log-file writer) are told of each entry.
// One ring for the whole console: each profile records through its own handle (`forProfile`), which
// names the profile on its entries and reads the same ring, so `@` on any profile shows them all.
import { createListeners, extended } from '../domain/index.js';
import type { RequestLog } from './types.js';

/** One attempt as the log keeps it: the client's record, with the profile it was sent for and its number. */
export interface SentRequest extends RequestLog {
  /** 1 for the session's first request; never reused, so a row can be named after it. */
  readonly seq: number;
  readonly profile: string;
}

export interface SentLog {
  record(entry: RequestLog): SentRequest;
  /** How many entries it holds now (at most the capacity). */
  readonly size: number;
  /** How many were recorded this session, including those that fell out of the ring. */
  readonly total: number;
  readonly capacity: number;
  /** The entry `index` places from the newest (0 = newest), or undefined beyond what it holds. */
  newest(index: number): SentRequest | undefined;
  subscribe(listener: (entry: SentRequest) => void): () => void;
  /** The same ring, recording what `profile` sends under its name. */
  forProfile(profile: string): SentLog;
}

/** "The last N thousand requests": enough for a working day's changes and the reads around them. */
export const DEFAULT_SENT_LOG_CAPACITY = 5_000;

export function createSentLog(profile: string, capacity = DEFAULT_SENT_LOG_CAPACITY): SentLog {
  if (!Number.isInteger(capacity) || capacity < 1)
    throw new RangeError('the command log capacity must be a whole number of at least 1');
  const ring: (SentRequest | undefined)[] = new Array<SentRequest | undefined>(capacity);
  const listeners = createListeners<[entry: SentRequest]>();
  let total = 0;
  const recordAs = (entry: RequestLog, as: string): SentRequest => {
    total += 1;
    const sent: SentRequest = extended(entry, { seq: total, profile: as });
    ring[(total - 1) % capacity] = sent;
    // A broken listener does not break the request it observes (the one listener rule).
    listeners.emit(sent);
    return sent;
  };
  const handles = new Map<string, SentLog>();
  const handle = (as: string): SentLog => {
    const known = handles.get(as);
    if (known) return known;
    const made: SentLog = {
      record: (entry) => recordAs(entry, as),
      get size() {
        return Math.min(total, capacity);
      },
      get total() {
        return total;
      },
      capacity,
      newest(index) {
        if (!Number.isInteger(index) || index < 0 || index >= Math.min(total, capacity)) return undefined;
        return ring[(total - 1 - index) % capacity];
      },
      subscribe: listeners.add,
      forProfile: handle,
    };
    handles.set(as, made);
    return made;
  };
  return handle(profile);
}
