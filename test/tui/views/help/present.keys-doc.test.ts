// The README's key table and the help (`?`) say the same thing: every entry of the help (generated
// from the command table) is a row of the README table with the same heading and description, and
// every row is an entry. UPDATE_README_KEYS=1 rewrites the table from the help.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpTable } from '../../../../src/tui/views/help/present.js';
import { consoleViews } from '../../../support/views.js';

const README = new URL('../../../../README.md', import.meta.url);
const START =
  '<!-- keys:start (generated from the command table; test/tui/views/help/present.readme-keys.test.ts) -->';
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
function parseTable(readme: string): Row[] {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README has no key table between the keys markers');
  return readme
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

describe('the README key table', () => {
  it("lists every help entry, and nothing else, with the help's heading and description", () => {
    const help: Row[] = helpTable(consoleViews());
    let readme = readFileSync(README, 'utf8');
    if (process.env.UPDATE_README_KEYS === '1') {
      const start = readme.indexOf(START);
      const end = readme.indexOf(END);
      readme = `${readme.slice(0, start + START.length)}\n${renderTable(help)}\n${readme.slice(end)}`;
      writeFileSync(README, readme);
    }
    const table = parseTable(readme);
    const inReadme = new Set(table.map(keyOf));
    const inHelp = new Set(help.map(keyOf));
    expect(
      help.filter((r) => !inReadme.has(keyOf(r))).map(keyOf),
      'in help, missing or different in the README',
    ).toEqual([]);
    expect(table.filter((r) => !inHelp.has(keyOf(r))).map(keyOf), 'in the README, not in help').toEqual([]);
    expect(table.map(keyOf)).toEqual(help.map(keyOf));
  });

  it('parses what it renders, pipes and all', () => {
    const rows = [{ heading: 'Find and filters', label: ':sort <field> [asc|desc]', description: 'a | b' }];
    expect(parseTable(`${START}\n${renderTable(rows)}\n${END}`)).toEqual(rows);
  });
});
