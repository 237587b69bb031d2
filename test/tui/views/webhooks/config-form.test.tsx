// The webhook configuration form driven by keys against a real sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('webhook configuration form', () => {
  it('validates the URL, saves a typed secret without drawing it, and reopens the view', async () => {
    h = await mountSandbox();
    await h.press('W');
    await h.until((f) => f.includes('Webhooks') || f.includes('webhook'), 'the webhooks view');
    await h.press('C');
    await h.until((f) => f.includes('webhook configuration'), 'the form');
    await h.press(...Array(80).fill(KEYS.backspace));
    await h.type('http://example.com/hooks');
    expect(h.frame()).toMatch(/! .*(https|loopback)/i);
    await h.press(...Array(30).fill(KEYS.backspace));
    await h.type('https://hooks.example.com/in');
    expect(h.frame()).not.toMatch(/! .*(https|loopback)/i);
    await h.press(KEYS.down, KEYS.down);
    await h.press('\u001B[C');
    await h.until((f) => f.includes('type one'), 'the typed-secret choice');
    await h.press(KEYS.down);
    await h.type('s3cret-value-42');
    expect(h.frame()).not.toContain('s3cret-value-42');
    expect(h.frame()).toContain('*'.repeat(15));
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('webhook configuration saved'), 'the save');
    const config = await h.env.client.call('getWebhookConfig', {});
    expect(config.url).toBe('https://hooks.example.com/in');
    expect(config.hasSecret).toBe(true);
    expect(h.output()).not.toContain('s3cret-value-42');
  });
});
