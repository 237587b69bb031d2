// The account detail's spend chart: the pure lines (UTF-8, ASCII, narrow widths, partial, not read) and, against
// a real sandbox, the chart read from the wallet-filtered operations list when the detail opens.
import { afterEach, describe, expect, it } from 'vitest';
import { dailySpend } from '../../../../src/domain/index.js';
import { toAccount, type DetailSpend } from '../../../../src/store/index.js';
import { walletSpendLines } from '../../../../src/tui/views/detail/spend.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../../../src/tui/views/timeline/chart.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { walletListItem } from '../../../support/contract-objects.js';
import { operation } from '../../../support/timeline-fixtures.js';

const NOW = Date.parse('2026-05-30T12:00:00Z');
const account = toAccount(walletListItem(1, { balance: '12345.5', currency: 'USD' }));
const ready = (complete = true): DetailSpend => {
  const ops = [
    operation('2026-05-30T01:00:00Z', '1200.00'),
    operation('2026-05-29T01:00:00Z', '600.00'),
    operation('2026-05-28T02:00:00Z', '25.00', { status: 'declined' }),
    operation('2026-05-01T01:00:00Z', '0.01'),
  ];
  return { state: 'ready', days: dailySpend(ops, NOW, 30), purchases: ops.length, complete };
};

describe('wallet spend chart lines', () => {
  it('draws 30 days against the highest day in Unicode blocks, with its window and the balance', () => {
    const lines = walletSpendLines(account, ready(), UNICODE_GLYPHS, 100);
    expect(lines[0]!.slice(0, 30)).toBe(`▁${'·'.repeat(27)}▄█`);
    expect(lines[0]).toContain('█ = 1,200.00 USD (highest day); 30 days (UTC)');
    expect(lines[1]).toContain('✗ = 1 decline');
    expect(lines).toContain('2026-05-01 to 2026-05-30 (UTC), every card of the wallet: 4 purchases read');
    expect(lines.at(-1)).toBe('balance now 12,345.50 USD');
  });

  it('uses ASCII where the locale is not UTF-8, and says so in words (no colour needed)', () => {
    const lines = walletSpendLines(account, ready(), ASCII_GLYPHS, 100);
    expect(lines[0]!.slice(0, 30)).toBe(`.${'_'.repeat(27)}=@`);
    expect(lines[0]).toContain('@ = 1,200.00 USD (highest day)');
    for (const line of lines) expect(line).toMatch(/^[\x20-\x7e]*$/);
  });

  it('fits narrow widths: the newest days kept, the amounts never cut, the notes wrapped', () => {
    for (const width of [20, 40, 60, 78]) {
      const lines = walletSpendLines(account, ready(false), UNICODE_GLYPHS, width);
      for (const line of lines) expect(line.length, `${width}: ${line}`).toBeLessThanOrEqual(width);
      const text = lines.join(' ');
      expect(text).toContain('12,345.50 USD');
      if (width >= 40) expect(text).toContain('1,200.00 USD');
      expect(text.replace(/\s+/g, ' ')).toContain('partial (the read stopped at its cap)');
    }
    expect(walletSpendLines(account, ready(), UNICODE_GLYPHS, 20)[0]).toBe(`${'·'.repeat(18)}▄█`);
  });

  it('says when it is being read, and why it could not be', () => {
    expect(walletSpendLines(account, { state: 'reading' }, UNICODE_GLYPHS, 80)).toEqual([
      'reading the cards’ purchases…',
    ]);
    expect(walletSpendLines(account, undefined, UNICODE_GLYPHS, 80)).toEqual(['not read (no connection)']);
    expect(walletSpendLines(account, { state: 'failed', error: 'HTTP 503' }, UNICODE_GLYPHS, 80)).toEqual([
      'not read: HTTP 503',
    ]);
  });
});

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('the account detail', () => {
  it("reads its cards' purchases of the last 30 days and draws them at 80x24", async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    await h.press('1');
    await h.until((f) => f.includes('1 Wallets'), 'the accounts pane');
    await h.press('g');
    await h.press(KEYS.enter);
    const top = () => h!.store.getState().view.details.at(-1);
    const spend = () => {
      const detail = top();
      return detail?.kind === 'account' ? detail.spend : undefined;
    };
    await h.until(() => spend()?.state === 'ready', 'the spend read');
    const read = spend()!;
    if (read.state !== 'ready') throw new Error('not ready');
    // The demo seed's wallet has a month of purchases: the chart is not empty.
    expect(read.purchases).toBeGreaterThan(0);
    expect(read.days).toHaveLength(30);
    await h.until(
      (f) => f.includes('Card spend, last 30 days (UTC)') && f.includes('(highest day)'),
      'the chart',
    );
    const frame = h.frame();
    expect(frame).toMatch(/every card of the wallet: \d+ purchases? read/);
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});
