// Every example of the README and of docs/*.md runs as written from this checkout. A fenced block says
// what it is by its language: `sh` is a command, `json` a config file, `text` a capture (not run).
// - A `sh` block that starts with `npx card-console` runs on a fresh machine (a new HOME: no profile, no
//   sandbox database) and again with a console open on the embedded sandbox in tmux, whose sandbox the
//   scripts then reach. The pipe's effect is read back: the frozen cards of the sandbox are no more.
// - The README's two fresh-machine commands: `npm ci && npm start` runs as `npm start` (reinstalling
//   would replace the checkout's dependencies under the other tests), and the README's first walk
//   through is followed on it key by key; `npm ci && npm test` is what CI runs on a fresh clone.
// - A `json` block is a whole config file: `profiles list` must accept it (it names what the console
//   would refuse at start) and list its profiles.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir, Terminal, until } from './tmux.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const binary = join(root, 'bin', 'card-console.js');

interface Block {
  doc: string;
  line: number;
  lang: string;
  text: string;
}

const documents = (): string[] => [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** The fenced blocks of a document, with their language and the line they open on. */
function fencedBlocks(doc: string): Block[] {
  const blocks: Block[] = [];
  let open: { line: number; lang: string; body: string[] } | undefined;
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const fence = /^```(\S*)\s*$/.exec(line);
      if (open === undefined && fence) open = { line: i + 1, lang: fence[1] ?? '', body: [] };
      else if (open !== undefined && line.startsWith('```')) {
        blocks.push({ doc, line: open.line, lang: open.lang, text: open.body.join('\n') });
        open = undefined;
      } else open?.body.push(line);
    });
  return blocks;
}

const allBlocks = (): Block[] => documents().flatMap(fencedBlocks);
const where = (b: Block) => `${b.doc}:${b.line}`;
const scripts = (): Block[] =>
  allBlocks().filter((b) => b.lang === 'sh' && b.text.trim().startsWith('npx card-console'));

// The README's fresh-machine commands, each with what runs it.
const START = 'npm ci && npm start';
const TEST = 'npm ci && npm test';

function home(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-e2e-docs-'));
  homes.push(dir);
  return {
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_STATE_HOME: join(dir, 'state'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    // npx must not ask the registry anything: the checkout's own bin answers.
    npm_config_update_notifier: 'false',
    npm_config_offline: 'true',
  };
}

function sh(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', script], { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, out, err }));
  });
}

const frozen = async (env: Record<string, string>): Promise<string[]> => {
  const run = await sh(`node ${binary} cards list --profile sandbox --status frozen --json`, env);
  expect(run.code).toBe(0);
  return run.out
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => (JSON.parse(l) as { id: string }).id);
};

const homes: string[] = [];
afterAll(async () => {
  for (const dir of homes) await removeDir(dir);
});

describe('the examples of the README and docs/, as written from a checkout', { timeout: 240_000 }, () => {
  it('every block says what it is, and every command is one this test runs', () => {
    const blocks = allBlocks();
    expect(blocks.filter((b) => !['sh', 'json', 'text'].includes(b.lang)).map(where)).toEqual([]);
    const commands = blocks.filter((b) => b.lang === 'sh').map((b) => b.text.trim());
    expect(
      commands.filter((c) => !c.startsWith('npx card-console') && c !== START && c !== TEST),
      'a sh block this test does not run',
    ).toEqual([]);
    // The README opens with its two commands, in this order, before any other block.
    expect(
      fencedBlocks('README.md')
        .slice(0, 2)
        .map((b) => b.text.trim()),
    ).toEqual([START, TEST]);
    expect(scripts().some((b) => b.text.includes('sandbox info'))).toBe(true);
    expect(scripts().some((b) => b.text.includes('|\n'))).toBe(true);
    expect(scripts().length).toBeGreaterThanOrEqual(6);
  });

  it("CI's fresh clone runs the README's test command: npm ci, then npm test", () => {
    const stage = /node20_stage\(\) \{\n([^}]*)\}/.exec(readFileSync(join(root, '.ci', 'run'), 'utf8'));
    expect(stage?.[1]?.trim().split(/\s*\n\s*/)).toEqual(TEST.split(' && '));
  });

  it('each json block is a config file profiles list accepts whole, listing its profiles', async () => {
    const configs = allBlocks().filter((b) => b.lang === 'json');
    expect(configs.length).toBeGreaterThan(0);
    for (const block of configs) {
      const env = home();
      const dir = join(env.XDG_CONFIG_HOME as string, 'card-console');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'config.json'), block.text);
      chmodSync(join(dir, 'config.json'), 0o600);
      const run = await sh(`node ${binary} profiles list`, env);
      expect({ at: where(block), code: run.code, err: run.err }).toEqual({
        at: where(block),
        code: 0,
        err: '',
      });
      expect(run.out, where(block)).not.toMatch(/refused/i);
      const names = Object.keys((JSON.parse(block.text) as { profiles?: object }).profiles ?? {});
      for (const name of names) expect(run.out, where(block)).toMatch(new RegExp(`^  ${name} `, 'm'));
    }
  });

  it('each script runs on a fresh machine (the embedded sandbox started per command)', async () => {
    const env = home();
    const before = await frozen(env);
    expect(before.length).toBeGreaterThan(0);
    for (const { text, doc, line } of scripts()) {
      const run = await sh(text, env);
      const at = `${doc}:${line}`;
      expect({ at, code: run.code, err: run.err }).toEqual({ at, code: 0, err: expect.any(String) });
      expect(run.out.trim(), at).not.toBe('');
      expect(run.err, at).not.toMatch(/refus|error|unknown/i);
    }
    expect(await frozen(env)).toEqual([]);
  });

  it("each script runs with a console open, reaching the console's sandbox; the console's record goes when it quits", async () => {
    const env = home();
    const term = Terminal.start({
      command: `node ${binary}`,
      env: { ...env, CI: 'false', NO_COLOR: '1' },
      cols: 80,
      rows: 24,
    });
    try {
      await term.waitFor((s) => s.includes('SANDBOX') && s.includes('Main USD'));
      const state = join(env.XDG_STATE_HOME as string, 'card-console', 'sandbox.json');
      expect(existsSync(state)).toBe(true);
      const info = await sh('npx card-console sandbox info', env);
      expect(info.out).toMatch(/address: +http:\/\/127\.0\.0\.1:\d+ \(served by the console/);
      const before = await frozen(env);
      expect(before.length).toBeGreaterThan(0);
      for (const { text, doc, line } of scripts()) {
        const run = await sh(text, env);
        const at = `${doc}:${line}`;
        expect({ at, code: run.code }).toEqual({ at, code: 0 });
        expect(run.err, at).not.toMatch(/refus|error|unknown/i);
      }
      expect(await frozen(env)).toEqual([]);
      term.keys('q');
      expect(await term.waitForExit()).toBe(0);
      expect(existsSync(state)).toBe(false);
    } finally {
      await term.closeAndWait();
    }
  });

  it("the README's npm start opens the console on the embedded sandbox, and its first walk through goes as told", async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    // The steps this test takes are the README's.
    expect(readme).toContain('Type `:card 7292` and press `Enter`');
    expect(readme).toContain('Press `H`');
    expect(readme).toContain('onto the declined purchase');
    const env = home();
    const term = Terminal.start({
      command: `cd '${root}' && ${START.replace('npm ci && ', '')}`,
      env: { ...env, CI: 'false', NO_COLOR: '1' },
      cols: 80,
      rows: 24,
    });
    try {
      // The card index is ready (the header gives its age) once the first crawl ends.
      await term.waitFor(
        (s) => s.includes('SANDBOX') && s.includes('Travel USD') && / index \d+s old /.test(s),
        60_000,
      );
      term.keys(':');
      await term.waitFor('Command palette');
      term.type('card 7292');
      term.keys('Enter');
      await term.waitFor(
        (s) => s.includes('Sales travel') && s.includes('7292') && s.includes('daily limit'),
      );
      term.keys('H');
      await term.waitFor((s) => s.includes('Timeline') && s.includes('daily_limit_exceeded'));
      const why = 'why: the purchase would take the card over its daily limit';
      for (let i = 0; i < 10 && !term.screen().includes(why); i++) {
        term.keys('j');
        await new Promise((r) => setTimeout(r, 300));
      }
      const screen = await term.waitFor(why);
      expect(screen).toMatch(/^> .*purchase 25\.00 USD declined: daily_limit_exceeded/m);
      expect(screen).toContain("next: e: raise the daily limit up to the wallet's maximum");
      term.keys('Escape');
      await term.waitFor((s) => !s.includes(why));
      // `q` backs out of each open view (the card's detail, then the pane), then quits.
      for (let i = 0; i < 4 && !existsSync(term.exitFile); i++) {
        term.keys('q');
        await until(() => existsSync(term.exitFile), 2_000);
      }
      expect(await term.waitForExit()).toBe(0);
    } finally {
      await term.closeAndWait();
    }
  });
});
