// `card-console listen` against a real sandbox whose fault policy duplicates, reorders and delays deliveries:
// the operator sees each event once, in the order the events happened, told which arrived late and which twice.
// What the sandbox injected is read from its delivery history, so the test knows which events to expect where.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runListenCommand } from '../../../src/cli/listen/command.js';
import type { WebhookDelivery } from '../../../src/contract/index.js';
import { call } from '../../support/http-call.js';
import { fakeProcess } from '../../support/fake-listen-process.js';
import { startRealSandbox, tokenOf, twoAccounts, type RealSandbox } from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox({ dispatcher: { pollIntervalMs: 50 } });
});
afterAll(() => sandbox.close());

const EVENTS = 12;

interface Line {
  status: string;
  id?: string;
  lateAfter?: string;
  event?: { createdAt: string };
}

const api = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(sandbox.base, method, path, { headers: tokenOf(sandbox.one), body });

describe('listen under webhook chaos', { timeout: 60_000 }, () => {
  it('shows each event once, in order of occurrence, and says which arrived late or twice', async () => {
    const p = fakeProcess();
    const running = runListenCommand(['--json', '--order-window', '2s'], p.io);
    const { url } = await p.ready;
    await api('PUT', '/api/v2/webhooks/config', { url, eventTypes: ['account_topup'] });
    const policy = await api('PUT', '/api/v2/sandbox/webhooks/faults', {
      seed: 11,
      duplicate: { rate: 0.4 },
      reorder: { rate: 0.5, window: 'PT1S' },
      delay: { rate: 0.25, by: 'PT1M' },
    });
    expect(policy.status, policy.text).toBe(200);
    const since = new Date(Date.now() - 1_000).toISOString();
    const [wallet] = await twoAccounts(sandbox.base, sandbox.one);
    for (let i = 1; i <= EVENTS; i++) {
      const payin = await api('POST', `/api/v2/sandbox/accounts/${wallet}/payin`, { amount: `${i}.00` });
      expect(payin.status, payin.text).toBe(200);
    }
    const history = (
      await api('GET', `/api/v2/webhooks/events?eventType=account_topup&sortType=asc&createdAtFrom=${since}`)
    ).json?.items as WebhookDelivery[];
    const kinds = (d: WebhookDelivery) => (d.notes ?? []).map((n) => n.kind);
    const events = [...new Set(history.map((d) => d.eventId))];
    expect(events).toHaveLength(EVENTS);
    const delayed = new Set(history.filter((d) => kinds(d).includes('delay')).map((d) => d.eventId));
    const duplicated = new Set(history.filter((d) => kinds(d).includes('duplicate')).map((d) => d.eventId));
    const reordered = history.filter((d) => kinds(d).includes('reorder')).map((d) => d.eventId);
    // The seed gives every fault to some events and leaves others alone.
    expect(delayed.size).toBeGreaterThan(0);
    expect(duplicated.size).toBeGreaterThan(0);
    expect(reordered.length).toBeGreaterThan(0);
    const onTime = events.filter((id) => !delayed.has(id));

    const accepted = (lines: string[]) =>
      lines.map((l) => JSON.parse(l) as Line).filter((l) => l.status === 'accepted');
    // Everything not delayed arrives (held back at most the reorder window) and is shown.
    await p.waitForOut((lines) => accepted(lines).length >= onTime.length);
    // The delayed ones are sent once the merchant's clock has moved past their delay.
    await api('POST', '/api/v2/sandbox/clock', { advanceBy: 'PT1M' });
    const duplicates = () =>
      p.out
        .join('')
        .split('\n')
        .filter((l) => l.includes('"status":"duplicate"'));
    await p.waitForOut((lines) => accepted(lines).length >= EVENTS && duplicates().length >= duplicated.size);
    p.stop();
    expect(await running).toBe(0);

    const lines = p.out
      .join('')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Line);
    const shown = lines.filter((l) => l.status === 'accepted');
    const dump = JSON.stringify({ lines, delayed: [...delayed], reordered, events }, null, 1);
    // Each event once.
    expect(shown.map((l) => l.id).sort(), dump).toEqual([...events].sort());
    // In the order they happened: those on time first (the reordered ones put back in place), then the delayed
    // ones as they arrive after the clock moved. A delayed one that happened before an event shown earlier is
    // said to be late, after an event that happened later than it; the others are not.
    const delayedInOrder = events.filter((id) => delayed.has(id));
    expect(
      shown.map((l) => l.id),
      dump,
    ).toEqual([...onTime, ...delayedInOrder]);
    const lastOnTime = shown[onTime.length - 1]?.event?.createdAt ?? '';
    const late = shown.filter((l) => l.lateAfter !== undefined);
    expect(
      late.map((l) => l.id),
      dump,
    ).toEqual(
      shown
        .slice(onTime.length)
        .filter((l) => (l.event?.createdAt ?? '') < lastOnTime)
        .map((l) => l.id),
    );
    expect(late.length).toBeGreaterThan(0);
    for (const l of late)
      expect(Date.parse(l.lateAfter ?? '')).toBeGreaterThan(Date.parse(l.event?.createdAt ?? ''));
    // Each second delivery is a note that the id came twice, never the event again.
    expect(
      lines
        .filter((l) => l.status === 'duplicate')
        .map((l) => l.id)
        .sort(),
    ).toEqual([...duplicated].sort());
    expect(p.err.join('')).toMatch(
      new RegExp(
        `received ${EVENTS + duplicated.size}: ${EVENTS} accepted, 0 rejected, ${duplicated.size} duplicate`,
      ),
    );
  });
});
