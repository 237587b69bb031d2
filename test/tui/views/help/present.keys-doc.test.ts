// The key table of docs/keys.md and the help (`?`) say the same thing: every entry of the help (generated
// from the command table) is a row of the table with the same heading and description, and every row
// is an entry. UPDATE_KEYS_DOC=1 rewrites the table from the help.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpTable } from '../../../../src/tui/views/help/present.js';
import { consoleViews } from '../../../support/views.js';

const KEYS_DOC = new URL('../../../../docs/keys.md', import.meta.url);
const START =
  '<!-- keys:start (generated from the command table; test/tui/views/help/present.keys-doc.test.ts) -->';
const END = '<!-- keys:end -->';

interface Row {
  heading: string;
  label: string;
  description: string;
}

const escape = (text: string) => text.replace(/\|/g, '\\|');
const unescape = (text: string) => text.replace(/\\\|/g, '|');

function renderTable(rows: readonly Row[]): string {
  const lines = rows.map((r) => `| ${r.heading} | \`${escape(r.label)}\` | ${escape(r.description)} |`);
  return ['| where | key | what it does |', '| --- | --- | --- |', ...lines].join('\n');
}

/** The rows between the markers: `| heading | `key` | description |`, pipes inside cells escaped. */
function parseTable(doc: string): Row[] {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error('docs/keys.md has no key table between the keys markers');
  return doc
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(where|---)/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => unescape(c.trim()));
      if (cells.length !== 3) throw new Error(`a key table row needs 3 cells: ${line}`);
      const [heading, key, description] = cells as [string, string, string];
      return { heading, label: key.replace(/^`|`$/g, ''), description };
    });
}

const keyOf = (r: Row) => `${r.heading} | ${r.label} | ${r.description}`;

describe('the key table of docs/keys.md', () => {
  it("lists every help entry, and nothing else, with the help's heading and description", () => {
    const help: Row[] = helpTable(consoleViews());
    let doc = readFileSync(KEYS_DOC, 'utf8');
    if (process.env.UPDATE_KEYS_DOC === '1') {
      const start = doc.indexOf(START);
      const end = doc.indexOf(END);
      doc = `${doc.slice(0, start + START.length)}\n${renderTable(help)}\n${doc.slice(end)}`;
      writeFileSync(KEYS_DOC, doc);
    }
    const table = parseTable(doc);
    const inDoc = new Set(table.map(keyOf));
    const inHelp = new Set(help.map(keyOf));
    expect(
      help.filter((r) => !inDoc.has(keyOf(r))).map(keyOf),
      'in help, missing or different in docs/keys.md',
    ).toEqual([]);
    expect(table.filter((r) => !inHelp.has(keyOf(r))).map(keyOf), 'in docs/keys.md, not in help').toEqual([]);
    expect(table.map(keyOf)).toEqual(help.map(keyOf));
  });

  it('parses what it renders, pipes and all', () => {
    const rows = [{ heading: 'Find and filters', label: ':sort <field> [asc|desc]', description: 'a | b' }];
    expect(parseTable(`${START}\n${renderTable(rows)}\n${END}`)).toEqual(rows);
  });
});
