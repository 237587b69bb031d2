// `card-console sandbox snapshot save|restore|list|delete [NAME]`: a running sandbox's snapshots of the
// connection's merchant, with the connection flags and profiles of the other scripted commands.
import { parseArgs } from 'node:util';
import { ApiError } from '../../api/index.js';
import { clientFor } from '../settings.js';
import { read, READS } from '../../reads/index.js';
import { UsageError, usageOf, type CommandIo } from '../command.js';
import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionArgs, withRemote } from '../script-connection.js';

export const SNAPSHOT_HELP = `Usage: card-console sandbox snapshot save|restore|delete NAME [--json] [connection]
       card-console sandbox snapshot list [--json] [connection]

Saves the state of the connection's merchant in a running sandbox under NAME, puts it back (every
balance, card, operation, webhook configuration, pending delivery and idempotency record as saved),
lists or deletes the merchant's snapshots. A name is 1-64 letters, digits, ".", "_" or "-"; saving
under a taken name is refused (delete it first).

Connection: ${CONNECTION_HELP}
`;

const OPTIONS = {
  ...CONNECTION_OPTIONS,
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
const VERBS = ['save', 'restore', 'delete', 'list'] as const;
type Verb = (typeof VERBS)[number];

const isVerb = (word: string | undefined): word is Verb => VERBS.some((v) => v === word);

interface Snap {
  name: string;
  createdAt: string;
  rows: Record<string, number>;
}

const line = (s: Snap): string =>
  `${s.name}  saved ${s.createdAt}  ${s.rows.cards ?? 0} cards, ${s.rows.wallets ?? 0} accounts`;

export async function runSnapshotCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = usageOf(() =>
    parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true }),
  );
  if (values.help) {
    io.stdout.write(SNAPSHOT_HELP);
    return 0;
  }
  const [verb, name, ...extra] = positionals;
  if (!isVerb(verb)) throw new UsageError(`snapshot needs one of ${VERBS.join(', ')} (got "${verb ?? ''}")`);
  if (verb === 'list' ? name !== undefined : name === undefined || extra.length > 0)
    throw new UsageError(verb === 'list' ? 'snapshot list takes no name' : `snapshot ${verb} takes one NAME`);
  return withRemote(connectionArgs(values), io, 'sandbox snapshot', async (conn) => {
    const client = clientFor(conn);
    try {
      const out = (text: string, json: unknown): number => {
        io.stdout.write(values.json ? `${JSON.stringify(json)}\n` : `${text}\n`);
        return 0;
      };
      if (verb === 'list') {
        const items = await read(client, READS.snapshots, undefined);
        return out(items.length === 0 ? 'no snapshots' : items.map(line).join('\n'), items);
      }
      const named = { params: { name: name ?? '' } };
      if (verb === 'save') {
        const saved = await client.call('sandboxSaveSnapshot', { body: { name: name ?? '' } });
        return out(`saved ${line(saved)}`, saved);
      }
      if (verb === 'restore') {
        const restored = await client.call('sandboxRestoreSnapshot', named);
        return out(`restored ${line(restored)}`, restored);
      }
      await client.call('sandboxDeleteSnapshot', named);
      return out(`deleted ${name ?? ''}`, { deleted: name });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      io.stderr.write(`card-console sandbox snapshot ${verb}: ${error.message}\n`);
      return 1;
    } finally {
      await client.close();
    }
  });
}
