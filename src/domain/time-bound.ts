// A list's time bound as an operator types it (`:from`, `:to`, the timeline's `--since`): a day or a
// wall time in the display zone, an instant with its offset, or now and a time back from it.
import { instantOf, isoInZone, parseTimestamp, utcZone, type DisplayZone } from './time.js';

/** The forms a list bound takes, as the palette and a refused bound name them. */
export const BOUND_FORMS = 'YYYY-MM-DD, YYYY-MM-DDTHH:MM, an ISO instant, now, -30m, -1h, -2d';

const AGO_MS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * A list's time bound, as the ISO instant sent to the service (createdAtFrom/To); null when the text is
 * none of the forms. `2026-01-31` is a day in the display zone: its first second (from) or last (to).
 * `2026-01-31T14:00` (seconds optional) is that wall time in the display zone; a timestamp with an
 * offset is kept as written; `now` and `-30m`, `-1h`, `-2d` count back from `now` (ms).
 */
export function parseDateBound(
  text: string | undefined,
  end: boolean,
  zone: DisplayZone,
  now: number,
): string | undefined | null {
  if (!text) return undefined;
  if (text === 'now') return isoInZone(now, utcZone());
  const ago = /^-(\d{1,4})([mhd])$/.exec(text);
  if (ago) return isoInZone(now - Number(ago[1]) * (AGO_MS[ago[2] ?? ''] ?? 0), utcZone());
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (local) {
    const clock = local[4] !== undefined ? `T${local[4]}:${local[5]}:${local[6] ?? '00'}` : 'T00:00:00';
    if (parseTimestamp(`${local[1]}-${local[2]}-${local[3]}${clock}Z`) === undefined) return null;
    const [year, month, day] = [Number(local[1]), Number(local[2]), Number(local[3])];
    const time =
      local[4] !== undefined
        ? { hour: Number(local[4]), minute: Number(local[5]), second: Number(local[6] ?? 0) }
        : end
          ? { hour: 23, minute: 59, second: 59 }
          : { hour: 0, minute: 0, second: 0 };
    return isoInZone(instantOf({ year, month, day, ...time }, zone), utcZone());
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
    return parseTimestamp(text) === undefined ? null : text;
  return null;
}
