// Test helpers: one HTTP request as any client sends it, and polling for a condition (never a timed
// assertion).
import { request } from 'undici';

/** Polls until `check` returns a value other than undefined/false; fails after `timeoutMs` (a safety net only). */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: Record<string, unknown> | undefined;
}

/** One request with undici directly (never src/api: the sandbox is tested as any client would see it). */
export async function call(
  base: string,
  method: Method,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; raw?: string } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await request(`${base}${path}`, { method, headers, body });
  const text = await res.body.text();
  return {
    status: res.statusCode,
    headers: res.headers,
    text,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}
