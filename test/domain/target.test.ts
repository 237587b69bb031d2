import { describe, expect, it } from 'vitest';
import { isLoopbackHost, looksLikeProduction } from '../../src/domain/index.js';

describe('base URL classification', () => {
  it('knows loopback hosts, bracketed IPv6 included', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', 'LOCALHOST'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['127.0.0.1.example.com', '10.0.0.1', 'api.example.com'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('treats loopback and test-system names as not production, everything else (and garbage) as production', () => {
    for (const url of [
      'http://127.0.0.1:4010',
      'http://[::1]:80',
      'https://sandbox.cards.example',
      'https://api.staging.example',
      'https://dev-api.example',
      'https://demo.example',
    ]) {
      expect(looksLikeProduction(url), url).toBe(false);
    }
    for (const url of ['https://api.cards.example', 'https://10.0.0.5', 'not a url'])
      expect(looksLikeProduction(url), url).toBe(true);
  });
});
