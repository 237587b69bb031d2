// A command log entry as a change to copy: which console action its route is (from the one table of
// change routes), the card and wallet its path names, and the amount and description it sent.
import type { SentRequest } from '../../api/index.js';
import { CHANGE_ROUTES } from '../family.js';
import type { CopiedChange } from './copy-command.js';

const ACTION_OF_ROUTE: ReadonlyMap<string, string> = new Map(
  Object.entries(CHANGE_ROUTES).flatMap(([action, routes]) =>
    [routes.org, routes.account]
      .filter((r): r is NonNullable<typeof r> => r !== null)
      .map((r) => [r, action]),
  ),
);

function bodyFields(body: string | undefined): { amount?: string; description?: string } {
  if (body === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { amount, description } = parsed as Record<string, unknown>;
    return {
      ...(typeof amount === 'string' ? { amount } : {}),
      ...(typeof description === 'string' ? { description } : {}),
    };
  } catch {
    // A body cut for length is not JSON any more: no amount to copy.
    return {};
  }
}

/** The change an entry made, or undefined when it is a read (nothing to copy). */
export function changeOfRequest(entry: SentRequest): CopiedChange | undefined {
  if (!entry.change) return undefined;
  const action = ACTION_OF_ROUTE.get(entry.routeId) ?? entry.routeId;
  const card = entry.params.instrument_id ?? entry.params.card_uuid;
  const wallet = entry.params.wallet_id ?? entry.params.account_uuid;
  return {
    action,
    cardIds: card ? [card] : [],
    ...(wallet ? { walletId: wallet } : {}),
    ...bodyFields(entry.body),
  };
}
