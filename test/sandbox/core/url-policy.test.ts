import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from '../../../src/sandbox/core/url-policy.js';

describe('webhook URL policy', () => {
  it.each([
    ['https://hooks.example.com/x', null],
    ['https://8.8.8.8/x', null],
    ['http://127.0.0.1:9000/hook', null],
    ['http://127.8.9.10/hook', null],
    ['http://localhost:3000/hook', null],
    ['https://[::1]:8443/hook', null],
    ['http://[::1]/hook', null],
    ['http://hooks.example.com/x', 'https'],
    ['http://8.8.8.8/x', 'https'],
    ['https://10.1.2.3/x', 'refused'],
    ['https://172.16.0.1/x', 'refused'],
    ['https://172.31.255.255/x', 'refused'],
    ['https://192.168.1.1/x', 'refused'],
    ['https://169.254.169.254/latest/meta-data', 'refused'],
    ['https://[fe80::1]/x', 'refused'],
    ['https://[fd12:3456::1]/x', 'refused'],
    ['https://[::ffff:10.0.0.1]/x', 'refused'],
    ['https://0.0.0.0/x', 'refused'],
    ['ftp://example.com/x', 'https'],
    ['https://user:pw@example.com/x', 'credentials'],
  ])('%s', (url, problem) => {
    const answer = webhookUrlProblem(url);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });
  it('accepts 172.15 and 172.32 (outside 172.16/12)', () => {
    expect(webhookUrlProblem('https://172.15.0.1/')).toBeNull();
    expect(webhookUrlProblem('https://172.32.0.1/')).toBeNull();
  });
});
