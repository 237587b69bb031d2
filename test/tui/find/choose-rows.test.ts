// Cards that share their last four digits are told apart in the chooser by holder,
// wallet, status, balance and last operation (declined or not); at 80 columns nothing of the money is
// cut; the rows can be ordered by last activity.
import { describe, expect, it } from 'vitest';
import {
  cardOperation,
  createAppStore,
  recentCardOpsKey,
  toAccount,
  type Card,
  type Choice,
} from '../../../src/store/index.js';
import { byLastActivity, chooserLines } from '../../../src/tui/find/choose-rows.js';
import { card, cardOperationItem, walletListItem } from '../../support/contract-objects.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const slot = (ids: string[]) => ({ ids, total: ids.length, page: 1, pages: 1, loadedAt: 0 });

function chooser() {
  const store = createAppStore();
  const wallets = [
    toAccount(walletListItem(1, { name: 'Travel and Entertainment EUR' })),
    toAccount(walletListItem(2, { name: 'Main USD' })),
  ];
  const owner = (first: string, last: string) => ({
    cardOwnerId: `${first}.${last}`,
    firstName: first,
    lastName: last,
    email: `${first}@x.example`,
  });
  const cards: Card[] = [
    {
      ...card(1, 1),
      cardOwner: owner('Barbara', 'Lamarr'),
      maskedNumber: '4111 11** **** 2462',
      availableBalance: '1234567.89',
      currency: 'EUR',
    },
    { ...card(2, 2), holder: 'Barbara Liskov', maskedNumber: '4111 **** **** 2462', status: 'frozen' },
    { ...card(3, 2), holder: 'Hedy Lamarr-Markey of a very long name', maskedNumber: '5500 **** **** 2462' },
    { ...card(4, 1), holder: 'Ada Lovelace', maskedNumber: '4111 **** **** 2462' },
  ];
  const ops = [
    cardOperation(
      cardOperationItem(1, 1, { amount: '-12.00', currency: 'EUR', createdAt: '2026-03-01T10:00:00Z' }),
    ),
    cardOperation(
      cardOperationItem(2, 2, {
        status: 'declined',
        amount: '-250.00',
        createdAt: '2026-03-01T11:55:00+02:00',
      }),
    ),
  ];
  store.getState().mutators.applyBatch({
    accounts: wallets,
    cards,
    operations: ops,
    lists: {
      [recentCardOpsKey(cards[0]!.id)]: slot([ops[0]!.id]),
      [recentCardOpsKey(cards[1]!.id)]: slot([ops[1]!.id]),
      [recentCardOpsKey(cards[3]!.id)]: slot([]),
    },
    at: 1,
  });
  const choices: Choice[] = cards.map((c) => ({ cardId: c.id, accountId: c.accountId!, label: c.name }));
  return { state: store.getState(), choices, cards };
}

describe('chooser rows', () => {
  it('show holder, wallet, status, balance and the last operation, declined or not', () => {
    const { state, choices } = chooser();
    const lines = chooserLines(choices, state, 160, NOW);
    expect(lines[0]).toMatch(
      /^\.\.2462 +Barbara Lamarr +Travel and Entertainment EUR +active +1,234,567\.89 EUR +purchase -12\.00 2h ago$/,
    );
    // 11:55 at +02:00 is 09:55 UTC: two hours before noon UTC, whatever the offset.
    expect(lines[1]).toMatch(
      /^\.\.2462 +Barbara Liskov +Main USD +frozen +10\.00 USD +purchase -250\.00 declined 2h ago$/,
    );
    expect(lines[2]).toMatch(
      /Hedy Lamarr-Markey of a very long name +Main USD +active +10\.00 USD +last op: \.\.\.$/,
    );
    expect(lines[3]).toMatch(/Ada Lovelace .* no operations$/);
  });

  it('say whether the last operation is being read or could not be read', () => {
    const { state, choices } = chooser();
    const lines = chooserLines(
      [
        { ...choices[2]!, activity: 'reading' },
        { ...choices[2]!, activity: 'failed' },
      ],
      state,
      120,
      NOW,
    );
    expect(lines[0]).toMatch(/last op: reading\.\.\.$/);
    expect(lines[1]).toMatch(/last op: not read$/);
  });

  it('at 80 columns: no line is wider, every balance and amount is whole, names give way', () => {
    const { state, choices } = chooser();
    // 80 columns less the Viewport's cursor marker ("> ").
    const lines = chooserLines(choices, state, 78, NOW);
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(78);
    expect(lines[0]).toContain('1,234,567.89 EUR');
    expect(lines[0]).toContain('purchase -12.00 2h ago');
    expect(lines[1]).toContain('-250.00 declined 2h ago');
    // The holder keeps its start; a long name is cut with ~ (the wallet went first).
    expect(lines[2]).toMatch(/\.\.2462 +Hedy Lama~ +active/);
    expect(lines.join('\n')).not.toContain('Main USD');
    // Narrower still: the names go, the money stays whole (the age of the last operation is cut last).
    const narrow = chooserLines(choices, state, 62, NOW);
    for (const line of narrow) expect(line.length, line).toBeLessThanOrEqual(62);
    expect(narrow[0]).toContain('1,234,567.89 EUR');
    expect(narrow[1]).toContain('-250.00 declined');
  });

  it('sort by last activity: newest first, cards with no known operation after, in their order', () => {
    const { state, choices, cards } = chooser();
    expect(byLastActivity(choices, state).map((c) => c.cardId)).toEqual([
      cards[0]!.id,
      cards[1]!.id,
      cards[2]!.id,
      cards[3]!.id,
    ]);
    const [a, b, c, d] = choices;
    expect(byLastActivity([c!, d!, b!, a!], state).map((x) => x.cardId)).toEqual([
      cards[0]!.id,
      cards[1]!.id,
      cards[2]!.id,
      cards[3]!.id,
    ]);
  });
});
