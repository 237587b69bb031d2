import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isProductionProfile, looksLikeProduction } from '../../src/domain/index.js';

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

describe('isProductionProfile, the one production rule', () => {
  it('holds an address that looks like production as production, whatever the name', () => {
    expect(isProductionProfile({ profile: 'main', baseUrl: 'https://api.cards.example' })).toBe(true);
    expect(isProductionProfile({ profile: 'main', baseUrl: 'https://api.staging.example' })).toBe(false);
    expect(isProductionProfile({ profile: 'main', baseUrl: 'http://127.0.0.1:4010' })).toBe(false);
  });

  it('holds a profile named like production as production behind a local tunnel too', () => {
    for (const profile of ['prod', 'production', 'eu-prod', 'PROD_2'])
      expect(isProductionProfile({ profile, baseUrl: 'http://127.0.0.1:8443' }), profile).toBe(true);
    for (const profile of ['product', 'preprod', 'reproduce', 'staging'])
      expect(isProductionProfile({ profile, baseUrl: 'http://127.0.0.1:8443' }), profile).toBe(false);
  });

  it('never holds the embedded sandbox as production, and takes an answer already given', () => {
    expect(isProductionProfile({ profile: 'prod', baseUrl: 'http://127.0.0.1:1', sandbox: true })).toBe(
      false,
    );
    const facts = { profile: 'stage', baseUrl: 'https://staging.example' };
    expect(isProductionProfile({ ...facts, production: true })).toBe(true);
    expect(isProductionProfile({ ...facts, production: false, profile: 'prod' })).toBe(false);
  });
});
