// Which webhook URLs the sandbox accepts: https anywhere public, http or https to loopback (local
// development). Literal link-local, private and unspecified addresses are refused. Host names other
// than localhost are not resolved here (a configuration call must not wait on DNS).
import { isIP } from 'node:net';

type HostClass = 'loopback' | 'refused' | 'public';

function classifyV4(address: string): HostClass {
  const [a = 0, b = 0] = address.split('.').map(Number);
  if (a === 127) return 'loopback';
  const refused =
    a === 0 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127);
  return refused ? 'refused' : 'public';
}

/** `::ffff:7f00:1` (as URL normalises it) or `::ffff:127.0.0.1` → the IPv4 address, else undefined. */
function mappedV4(address: string): string | undefined {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1] ?? '0', 16);
  const low = parseInt(hex[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function classifyV6(address: string): HostClass {
  const mapped = mappedV4(address);
  if (mapped !== undefined) return classifyV4(mapped);
  if (address === '::1') return 'loopback';
  if (address === '::') return 'refused';
  const first = parseInt(address.split(':')[0] || '0', 16);
  // fc00::/7 (unique local) and fe80::/10 (link-local).
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return 'refused';
  return 'public';
}

function classifyHost(hostname: string): HostClass {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  const version = isIP(host);
  if (version === 4) return classifyV4(host);
  if (version === 6) return classifyV6(host);
  return 'public';
}

/** Why a URL is refused, or null when it is acceptable. */
export function webhookUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (_error) {
    return 'not a valid URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'the URL must use https';
  if (parsed.username !== '' || parsed.password !== '') return 'the URL must not carry credentials';
  const host = classifyHost(parsed.hostname);
  if (host === 'refused') return 'private, link-local and unspecified addresses are refused';
  if (parsed.protocol === 'http:' && host !== 'loopback')
    return 'the URL must use https (http is allowed for loopback only)';
  return null;
}
