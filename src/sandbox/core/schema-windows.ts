// What counts and sums over a time window, and over a whole list, are read from: indexes that hold every column such
// a read looks at (so a window's count or sum reads the window's index entries, not the rows), and op_sums, the
// number and amount of operations per merchant, wallet, type, status and currency, kept by triggers in the same
// transaction as the change (so a list's total and totalAmount without dates never add up a million operations).
// The card operations' insert trigger is lifted for a bulk load (the scale seed), on either engine, which tallies the
// sums itself (bulk-load.ts, bulk-counts.ts).

const SOURCES = ['card_ops', 'wallet_ops'] as const;

const KEY = 'source, merchant_id, wallet_id, type, status, currency';

const sumTriggers = (table: string): string => `
CREATE TRIGGER IF NOT EXISTS ${table}_sum_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO op_sums (${KEY}, n, cents) VALUES ('${table}', new.merchant_id, new.wallet_id, new.type, new.status, new.currency, 1, new.amount)
    ON CONFLICT (${KEY}) DO UPDATE SET n = op_sums.n + 1, cents = op_sums.cents + excluded.cents;
END;
CREATE TRIGGER IF NOT EXISTS ${table}_sum_update AFTER UPDATE OF merchant_id, wallet_id, type, status, currency, amount ON ${table}
  WHEN old.merchant_id <> new.merchant_id OR old.wallet_id <> new.wallet_id OR old.type <> new.type OR old.status <> new.status
    OR old.currency <> new.currency OR old.amount <> new.amount BEGIN
  UPDATE op_sums SET n = n - 1, cents = cents - old.amount WHERE source = '${table}' AND merchant_id = old.merchant_id
    AND wallet_id = old.wallet_id AND type = old.type AND status = old.status AND currency = old.currency;
  INSERT INTO op_sums (${KEY}, n, cents) VALUES ('${table}', new.merchant_id, new.wallet_id, new.type, new.status, new.currency, 1, new.amount)
    ON CONFLICT (${KEY}) DO UPDATE SET n = op_sums.n + 1, cents = op_sums.cents + excluded.cents;
END;
CREATE TRIGGER IF NOT EXISTS ${table}_sum_delete AFTER DELETE ON ${table} BEGIN
  UPDATE op_sums SET n = n - 1, cents = cents - old.amount WHERE source = '${table}' AND merchant_id = old.merchant_id
    AND wallet_id = old.wallet_id AND type = old.type AND status = old.status AND currency = old.currency;
END;`;

/** Operations that exist (a database from before op_sums): tallied once, then kept by the triggers. */
const SUMS_FILL = SOURCES.map(
  (t) => `INSERT INTO op_sums (${KEY}, n, cents)
  SELECT '${t}', merchant_id, wallet_id, type, status, currency, COUNT(*), SUM(amount) FROM ${t}
  WHERE NOT EXISTS (SELECT 1 FROM op_sums WHERE source = '${t}') GROUP BY merchant_id, wallet_id, type, status, currency;`,
).join('\n');

/** Created after the tables of schema.ts; every statement is IF NOT EXISTS. */
export const WINDOW_SCHEMA = `
CREATE TABLE IF NOT EXISTS op_sums (
  source TEXT NOT NULL CHECK (source IN ('card_ops', 'wallet_ops')),
  merchant_id TEXT NOT NULL,
  wallet_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  currency TEXT NOT NULL,
  n INTEGER NOT NULL CHECK (n >= 0),
  cents INTEGER NOT NULL CHECK (cents >= 0),
  PRIMARY KEY (${KEY})
) STRICT, WITHOUT ROWID;
${SOURCES.map(sumTriggers).join('\n')}
${SUMS_FILL}

-- A merchant's operations of some types and statuses in a window (declined purchases of the last hour), with their
-- reason, amount and currency in the index: the count, the reasons and the sum read index entries only.
CREATE INDEX IF NOT EXISTS card_ops_kind_window ON card_ops(merchant_id, type, status, created_at, decline_reason, amount, currency);
-- The same by type alone (all purchases of the last hour, whatever became of them): the window is a range here too.
CREATE INDEX IF NOT EXISTS card_ops_type_window ON card_ops(merchant_id, type, created_at, status, decline_reason, amount, currency);
-- Operations left in a status since before a time (authorized for more than a day), whatever their type.
CREATE INDEX IF NOT EXISTS card_ops_status_window ON card_ops(merchant_id, status, created_at, amount, currency);
-- Declines of some reasons in a window, whatever their type.
CREATE INDEX IF NOT EXISTS card_ops_reason_window ON card_ops(merchant_id, decline_reason, created_at, amount, currency)
  WHERE decline_reason IS NOT NULL;
CREATE INDEX IF NOT EXISTS wallet_ops_kind_window ON wallet_ops(merchant_id, type, status, created_at, amount, currency);
-- Failed deliveries of a window, the oldest pending one: by status, in time order.
CREATE INDEX IF NOT EXISTS webhook_deliveries_status ON webhook_deliveries(merchant_id, status, created_at, seq);
`;
