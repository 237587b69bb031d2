// Card-number masking, the Luhn check, and redaction of secrets from any text bound for logs, audit
// entries, error messages or crash output.
//
// Masked format (our decision; the sandbox writes maskedNumber with it): the number keeps its length,
// every hidden digit becomes "*", and it is grouped in fours separated by single spaces, e.g.
// first4last4 "4111 **** **** 1111", first6last4 "4111 11** **** 1111". Grouping in fours keeps
// 15- and 19-digit numbers readable too ("3782 **** ***0 005").

export type MaskStyle = 'first4last4' | 'first6last4';

export const PAN_MIN_DIGITS = 12;
export const PAN_MAX_DIGITS = 19;
export const REDACTED = '[redacted]';

const SEPARATORS = /[\s-]/g;

function digitsOf(pan: string): string {
  return pan.replace(SEPARATORS, '');
}

function groupInFours(text: string): string {
  return text.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Throws if `pan` is not 12–19 digits (spaces and dashes ignored); the message never echoes the input. */
export function maskCardNumber(pan: string, style: MaskStyle): string {
  const digits = digitsOf(pan);
  if (!/^\d+$/.test(digits) || digits.length < PAN_MIN_DIGITS || digits.length > PAN_MAX_DIGITS) {
    throw new RangeError(`a card number must have ${PAN_MIN_DIGITS} to ${PAN_MAX_DIGITS} digits`);
  }
  const shown = style === 'first6last4' ? 6 : 4;
  const hidden = '*'.repeat(digits.length - shown - 4);
  return groupInFours(digits.slice(0, shown) + hidden + digits.slice(-4));
}

/** The last four digits of a masked or full number, or null when it does not end in four digits. */
export function last4(maskedOrFull: string): string | null {
  const compact = digitsOf(maskedOrFull);
  const tail = compact.slice(-4);
  return /^\d{4}$/.test(tail) ? tail : null;
}

function luhnSum(digits: string, doubleFirstFromRight: boolean): number {
  let total = 0;
  let double = doubleFirstFromRight;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
    double = !double;
  }
  return total;
}

/** The Luhn check digit to append to `payload` (digits only). */
export function luhnCheckDigit(payload: string): number {
  if (!/^\d+$/.test(payload)) throw new RangeError('Luhn payload must be digits only');
  // The check digit will be the rightmost, so the payload's rightmost digit is the first one doubled.
  return (10 - (luhnSum(payload, true) % 10)) % 10;
}

/** True when `pan` (spaces and dashes ignored) is at least two digits and passes the Luhn check. */
export function isLuhnValid(pan: string): boolean {
  const digits = digitsOf(pan);
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

// Runs of digit groups joined by single spaces or dashes. A PAN may sit inside such a run ("4111 1111
// 1111 1111 12 27" — number, then expiry), so candidates are windows of whole groups, checked one by one.
const DIGIT_GROUPS = /(?<!\d)\d+(?:[ -]\d+)*(?!\d)/g;
const PAN_REDACT_MIN = 13;
/** Captured, so that `split` keeps the ids between the parts it returns. */
const UUID = /(?<![0-9A-Za-z])([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9A-Za-z])/i;
// Printed PANs are grouped in fours (or 4-6-5, 6-13): a group of one or two digits is a neighbour — an
// expiry month, a list of small numbers — never part of the number.
const PAN_MIN_GROUP = 3;
const BEARER = /\b(Bearer\s+)[A-Za-z0-9\-._~+/]+=*/gi;
// Header or JSON field carrying a credential or CVV: keep the name, hide the value.
const NAMED_SECRET = /\b((?:x-api-token|api[_-]?key|cvv2?|cvc2?|password)["']?\s*[:=]\s*["']?)[^\s"',;}&]+/gi;
/** Shorter "secrets" would shred ordinary text; a CVV (3 digits) is the shortest real one. */
const MIN_SECRET_LENGTH = 3;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function redactGiven(text: string, secrets: readonly string[]): string {
  const usable = [...new Set(secrets)].filter((s) => s.length >= MIN_SECRET_LENGTH);
  if (usable.length === 0) return text;
  // Longest first, so a secret that contains another is hidden whole.
  usable.sort((a, b) => b.length - a.length);
  return text.replace(new RegExp(usable.map(escapeRegExp).join('|'), 'g'), REDACTED);
}

/**
 * Replace every occurrence of the given secrets, anything that looks like a full card number (13–19 digits
 * passing Luhn), Bearer tokens, and the values of X-API-Token / api key / CVV / password fields with
 * "[redacted]". Over-redaction is the safe side: a 13-digit id that happens to pass Luhn is hidden too. A run of more
 * than 19 digits with no separator is not a card number and is left alone.
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let out = redactGiven(text, secrets);
  out = out.replace(BEARER, `$1${REDACTED}`);
  out = out.replace(NAMED_SECRET, `$1${REDACTED}`);
  // Ids (UUIDs) are hex groups joined by dashes: their digit-only stretches are not card numbers, so
  // the card-number rule runs on the text between them (a random id once lost "18210-6477-4639").
  return out
    .split(UUID)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(DIGIT_GROUPS, redactPansInRun)))
    .join('');
}

/** Marks every group that lies inside some window of whole groups forming a Luhn-valid 13–19 digit number. */
function panGroups(groups: readonly string[]): boolean[] {
  const covered = groups.map(() => false);
  for (let start = 0; start < groups.length; start += 1) {
    let digits = '';
    for (let end = start; end < groups.length; end += 1) {
      const group = groups[end] as string;
      if (group.length < PAN_MIN_GROUP) break;
      digits += group;
      if (digits.length > PAN_MAX_DIGITS) break;
      if (digits.length >= PAN_REDACT_MIN && isLuhnValid(digits)) covered.fill(true, start, end + 1);
    }
  }
  return covered;
}

// Every candidate window is covered (not only the first found), so no part of a real PAN can stay visible
// because a neighbouring number happened to form a Luhn-valid window with its first digits.
function redactPansInRun(run: string): string {
  if (run.length < PAN_REDACT_MIN) return run;
  const groups = run.split(/[ -]/);
  const separators = run.match(/[ -]/g) ?? [];
  const covered = panGroups(groups);
  let out = '';
  groups.forEach((group, i) => {
    if (i > 0 && !(covered[i] && covered[i - 1])) out += separators[i - 1] as string;
    if (!covered[i]) out += group;
    else if (!covered[i - 1] || i === 0) out += REDACTED;
  });
  return out;
}
