// The ids a bulk command reads: every line that names something is answered, numbered as in the input.
import { describe, expect, it } from 'vitest';
import { classifyIdLines } from '../../../src/cli/cards/input.js';

const A = '98539a05-9714-4b3d-8822-704d430afe63';
const B = 'a4e5c43e-c823-4613-af12-5c0ad9942dce';

describe('classifyIdLines', () => {
  it('numbers every line that names something: a card, a repeat of an earlier line, no card id at all', () => {
    const text = [
      '# header',
      A,
      '',
      B,
      `  ${A}  `,
      'not-a-uuid',
      '{"id":"' + B + '","status":"frozen"}',
    ].join('\n');
    expect(classifyIdLines(text)).toEqual([
      { kind: 'card', line: 2, id: A },
      { kind: 'card', line: 4, id: B },
      { kind: 'duplicate', line: 5, id: A, firstLine: 2 },
      { kind: 'invalid', line: 6, id: 'not-a-uuid', why: 'a card id is a UUID' },
      { kind: 'duplicate', line: 7, id: B, firstLine: 4 },
    ]);
  });

  it('reads the JSON lines of cards list and skips the job and summary lines of our own output', () => {
    const text = [
      JSON.stringify({ job: 'job-1' }),
      JSON.stringify({ id: A, name: 'Ada' }),
      JSON.stringify({ summary: true, job: 'job-1', total: 1 }),
      '{"name": "no id"}',
      '{not json',
      '[1, 2]',
    ].join('\n');
    expect(classifyIdLines(text)).toEqual([
      { kind: 'card', line: 2, id: A },
      {
        kind: 'invalid',
        line: 4,
        id: '{"name": "no id"}',
        why: 'a JSON line must carry the card id in "id"',
      },
      { kind: 'invalid', line: 5, id: '{not json', why: 'not valid JSON' },
      { kind: 'invalid', line: 6, id: '[1, 2]', why: 'a card id is a UUID' },
    ]);
  });

  it('echoes at most 64 characters of a line that is no card id', () => {
    const [line] = classifyIdLines('x'.repeat(500));
    expect(line).toMatchObject({ kind: 'invalid', line: 1 });
    expect(line?.id).toHaveLength(64);
    expect(line?.id.endsWith('…')).toBe(true);
  });

  it('names nothing in an empty input or one of comments', () => {
    expect(classifyIdLines('')).toEqual([]);
    expect(classifyIdLines('# only\n\n   \n# comments\n')).toEqual([]);
  });
});
