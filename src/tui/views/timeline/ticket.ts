// The ticket block: a Markdown summary of a card's timeline to paste into a ticket (the masked number as
// everywhere, its state, the selected decline explained, the last rows, who made the report and when).
// Pure; never a full card number, CVV or token: built from masked and sanitised fields only, and the whole
// text passes the secret redactor once more as a second line of defence.
import type { Explanation, TimelineData, TimelineRow } from '../../../actions/index.js';
import { formatInstant, redactSecrets, type DisplayZone } from '../../../domain/index.js';
import { cardName } from '../../present/card-name.js';
import { safe } from '../../text.js';
import { shortTime } from '../../present/rows.js';
import { sourcesText, whatText } from './present.js';

export const TICKET_ROWS = 15;

export interface TicketInput {
  readonly data: TimelineData;
  readonly rows: readonly TimelineRow[];
  /** The decline the operator selected, with its explanation, if any. */
  readonly decline?: { readonly row: TimelineRow; readonly explanation?: Explanation };
  readonly profile: string;
  readonly nowMs: number;
  readonly zone: DisplayZone;
  /** Values that must never appear (the profile's credentials). */
  readonly secrets?: readonly string[];
  readonly rowCount?: number;
}

/** A table cell: pipes escaped, one line. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');

function declineBlock(zone: DisplayZone, decline: NonNullable<TicketInput['decline']>): string[] {
  const lines = [
    '',
    '### Selected decline',
    '',
    `- ${shortTime(decline.row.at, zone)}: ${whatText(decline.row, zone)}`,
  ];
  const e = decline.explanation;
  if (!e) return [...lines, '- explanation: not computed yet'];
  return [...lines, `- why: ${e.why}`, ...e.facts.map((f) => `- ${f}`), `- next step: ${e.nextStep.text}`];
}

export function ticketMarkdown(input: TicketInput): string {
  const { data, zone } = input;
  const card = data.card;
  const count = input.rowCount ?? TICKET_ROWS;
  const lines = [
    `## Card ${cardName(card)}: ${safe(card.status)}`,
    '',
    `- card: ${safe(card.maskedNumber)} (id ${safe(card.id)})`,
    `- wallet: ${safe(data.wallet?.name ?? card.accountName ?? card.accountId ?? 'unknown')}`,
    `- report: profile ${safe(input.profile)}, ${formatInstant(input.nowMs, zone, 'stamp')}`,
    ...data.gaps.map((g) => `- could not read: ${safe(g.reason)}`),
    ...(input.decline ? declineBlock(zone, input.decline) : []),
    '',
    `### Last ${Math.min(count, input.rows.length)} of ${input.rows.length} rows read (${zone.label(input.nowMs)})`,
    '',
    '| time | what | source |',
    '| --- | --- | --- |',
    ...input.rows
      .slice(0, count)
      .map((r) => `| ${shortTime(r.at, zone)} | ${cell(whatText(r, zone))} | ${sourcesText(r.sources)} |`),
  ];
  return `${redactSecrets(lines.join('\n'), input.secrets ?? [])}\n`;
}
