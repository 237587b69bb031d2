// The bundle's text modules build their Unicode tables on first need, not when they load, and
// measure exactly as the packages do.
import { build } from 'esbuild';
import stringWidth from 'string-width';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyConstants, lazyTextTablesPlugin } from '../../scripts/bundle-plugins.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** wrap-ansi's own string-width (an older major), bundled beside the top-level one. */
const OLDER_STRING_WIDTH = `${root}node_modules/wrap-ansi/node_modules/string-width/index.js`;

describe('lazyConstants', () => {
  const source = [
    'let built = 0;',
    'const table = (built++, [1, 2, 3]);',
    'const plain = 7;',
    'export const size = () => table.length + plain;',
    'export const builds = () => built;',
  ].join('\n');

  it('builds a costly constant on its first use, once, and leaves the others alone', async () => {
    const out = lazyConstants(source, (expr) => expr.includes('built++'), 'fixture');
    expect(out).toContain('const plain = 7;');
    const url = `data:text/javascript,${encodeURIComponent(out)}`;
    const mod = (await import(/* @vite-ignore */ url)) as { size(): number; builds(): number };
    expect(mod.builds()).toBe(0);
    expect(mod.size()).toBe(10);
    expect(mod.size()).toBe(10);
    expect(mod.builds()).toBe(1);
  });

  it('fails the build when the package no longer has the constant (an upgrade must be looked at)', () => {
    expect(() => lazyConstants(source, (expr) => expr.includes('Segmenter'), 'pkg/index.js')).toThrow(
      /pkg\/index\.js: no costly table to defer/,
    );
  });
});

/** Ink's two string-width versions, bundled with the plugin, run with an Intl whose segmenters are counted. */
async function bundledWidths(): Promise<{
  widths: Array<(text: string) => number>;
  segmenters: () => number;
}> {
  const entry = [
    "import a from 'string-width';",
    `import b from ${JSON.stringify(OLDER_STRING_WIDTH)};`,
    "import sliceAnsi from 'slice-ansi';",
    "import { tokenize } from '@alcalzone/ansi-tokenize';",
    'module.exports = { a, b, sliceAnsi, tokenize };',
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    plugins: [lazyTextTablesPlugin],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  expect(code).toMatch(/rgiEmojiRegex\$lazy/);
  let made = 0;
  const CountedSegmenter = class extends Intl.Segmenter {
    constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
      super(...args);
      made += 1;
    }
  };
  const counted = { ...Intl, Segmenter: CountedSegmenter };
  const module = { exports: {} as Record<string, (text: string) => number> };
  new Function('Intl', 'module', 'exports', 'require', code)(counted, module, module.exports, require);
  const { a, b } = module.exports;
  return { widths: [a!, b!], segmenters: () => made };
}

describe('the lazy text tables plugin', () => {
  it('loads string-width, slice-ansi and ansi-tokenize with no segmenter; plain ASCII builds none', async () => {
    const { widths, segmenters } = await bundledWidths();
    expect(segmenters()).toBe(0);
    expect(widths[0]!('Main USD  1,234.56')).toBe(18);
    expect(segmenters()).toBe(0);
  });

  it('measures every kind of text as the package does', async () => {
    const { widths, segmenters } = await bundledWidths();
    const samples = [
      'abc',
      '日本語',
      '👍🏽 ok',
      'e\u0301te\u0301',
      '\u001b[31mred\u001b[0m',
      '한국어',
      'ｱｲ',
      '1️⃣',
      '👨‍👩‍👧',
    ];
    const older = (
      (await import(/* @vite-ignore */ OLDER_STRING_WIDTH)) as { default: (t: string) => number }
    ).default;
    for (const text of samples) {
      expect(widths[0]!(text), text).toBe(stringWidth(text));
      expect(widths[1]!(text), text).toBe(older(text));
    }
    expect(segmenters()).toBe(2);
  });
});
