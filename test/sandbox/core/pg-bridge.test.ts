import { describe, expect, it } from 'vitest';
import {
  openPgBridge,
  passwordOf,
  PostgresError,
  redactAddress,
} from '../../../src/sandbox/core/pg-bridge.js';

describe('redactAddress', () => {
  it('hides the password of an address, in its user part and in its parameters', () => {
    expect(redactAddress('postgres://app:s3cr%40t@db.example:5432/sandbox')).toBe(
      'postgres://app:***@db.example:5432/sandbox',
    );
    expect(redactAddress('postgres://app@db.example/sandbox?password=hunter2&sslmode=require')).toBe(
      'postgres://app@db.example/sandbox?password=***&sslmode=require',
    );
    expect(redactAddress('postgres://app@db.example/sandbox')).toBe('postgres://app@db.example/sandbox');
  });

  it('says nothing of an address that does not parse', () => {
    expect(redactAddress('postgres://app:hunter2@[bad')).not.toContain('hunter2');
  });
});

describe('passwordOf', () => {
  it('reads the decoded password, or none', () => {
    expect(passwordOf('postgres://app:s3cr%40t@db/x')).toBe('s3cr@t');
    expect(passwordOf('postgres://app@db/x')).toBeUndefined();
  });
});

describe('openPgBridge', () => {
  it('fails a call synchronously, without the password, when no server answers', () => {
    // Port 1 of the loopback: nothing listens there, the connection is refused at once.
    const bridge = openPgBridge('postgres://app:hunter2-secret@127.0.0.1:1/x', { connectTimeoutMs: 2000 });
    try {
      let caught: unknown;
      try {
        bridge.call({ op: 'query', sql: 'SELECT 1', params: [] });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(PostgresError);
      expect(String(caught)).toMatch(/ECONNREFUSED/);
      expect(String(caught)).not.toContain('hunter2-secret');
    } finally {
      bridge.close();
    }
    expect(() => bridge.call({ op: 'query', sql: 'SELECT 1' })).toThrow(/closed/);
  });
});
