import { describe, expect, it } from 'vitest';
import { databaseLabel, resolveDatabaseUrl } from '../../../src/cli/sandbox/database-url.js';
import { UsageError } from '../../../src/cli/command.js';
import type { SecretIo } from '../../../src/cli/secret-flags.js';

const WITH_PASSWORD = 'postgres://app:hunter2-pg@db.example:5432/sandbox';
const files = (content: Record<string, string>): SecretIo => ({
  readFile: (path) => {
    const text = content[path];
    if (text === undefined) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
    return text;
  },
  readStdin: () => '',
  stdinIsTerminal: true,
});

function resolve(values: Record<string, string>, env: Record<string, string> = {}, io = files({})) {
  const warnings: string[] = [];
  const url = resolveDatabaseUrl(values, env, (w) => warnings.push(w), io);
  return { url, warnings };
}

describe('resolveDatabaseUrl', () => {
  it('takes the address from the command line, warning (without repeating it) when it holds a password', () => {
    const { url, warnings } = resolve({ 'database-url': WITH_PASSWORD });
    expect(url).toBe(WITH_PASSWORD);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/--database-url on the command line is visible to other users/);
    expect(warnings[0]).toMatch(/--database-url-file FILE or CARD_CONSOLE_DATABASE_URL/);
    expect(warnings[0]).not.toContain('hunter2-pg');
  });

  it('does not warn for an address without a password, nor for one read from a file or the environment', () => {
    expect(resolve({ 'database-url': 'postgres://app@db/sandbox' }).warnings).toEqual([]);
    const fromFile = resolve(
      { 'database-url-file': '/run/secrets/db' },
      {},
      files({ '/run/secrets/db': `${WITH_PASSWORD}\n` }),
    );
    expect(fromFile).toEqual({ url: WITH_PASSWORD, warnings: [] });
    expect(resolve({}, { CARD_CONSOLE_DATABASE_URL: WITH_PASSWORD })).toEqual({
      url: WITH_PASSWORD,
      warnings: [],
    });
  });

  it('prefers the flag to the environment, and gives none (SQLite) when neither is set', () => {
    expect(
      resolve({ 'database-url': 'postgres://a@flag/x' }, { CARD_CONSOLE_DATABASE_URL: 'postgres://a@env/x' })
        .url,
    ).toBe('postgres://a@flag/x');
    expect(resolve({}, { CARD_CONSOLE_DATABASE_URL: '' }).url).toBeUndefined();
  });

  it('refuses what is not a PostgreSQL address, without showing its password', () => {
    const attempt = () => resolve({ 'database-url': 'mysql://app:hunter2-pg@db/x' });
    expect(attempt).toThrow(UsageError);
    expect(attempt).toThrow(/must be a PostgreSQL address/);
    expect(attempt).not.toThrow(/hunter2-pg/);
  });

  it('refuses the flag and its file twin together, and an unreadable file', () => {
    expect(() => resolve({ 'database-url': WITH_PASSWORD, 'database-url-file': 'x' })).toThrow(
      /cannot both be given/,
    );
    expect(() => resolve({ 'database-url-file': '/missing' })).toThrow(/cannot read \/missing: no such file/);
  });
});

describe('databaseLabel', () => {
  it('shows a PostgreSQL address without its password, and a file or memory as before', () => {
    expect(databaseLabel(WITH_PASSWORD)).toBe('PostgreSQL postgres://app:***@db.example:5432/sandbox');
    expect(databaseLabel(':memory:')).toBe('in memory (discarded on exit)');
    expect(databaseLabel('/data/sandbox.db')).toBe('/data/sandbox.db');
  });
});
