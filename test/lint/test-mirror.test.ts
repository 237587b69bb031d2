// test/ mirrors src/: a test for src/x/y.ts lives at test/x/y.test.ts, and a second file for the same
// subject at test/x/y.<aspect>.test.ts. A reader looking for the tests of a file finds them by its
// path, and a test named after a behaviour instead of its subject is caught here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEST_SUFFIX = /\.test\.tsx?$/;

// Folders whose tests are about the whole program or a contract, not one source file.
const CROSS_CUTTING_FOLDERS = [
  'test/e2e/', // the built bundle driven in a terminal
  'test/conformance/', // the sandbox checked against the interface spec
  'test/lint/', // rules over the tree itself
  'test/bench/', // the benchmark programs of bench/ (mirrored from there, not from src/)
  'test/scripts/', // the build and test programs of scripts/ (mirrored from there)
];

// Single files about a property of several modules at once, so no one source file is their subject;
// each is named after that property and says which. The check fails on an entry that no longer exists
// or now names a source file, so this list only shrinks.
const ALLOWED_FILES = new Set<string>([
  // single actions (card-change, run) and bulk items (bulk/execute) send and settle a change alike
  'test/actions/one-engine.test.ts',
  // 30,000 events through the intake, sync's one-off reads, the card index's intake and the store
  'test/sync/events-soak.test.ts',
  // every route of the contract's table through the HTTP server and the real core
  'test/sandbox/http/every-route.test.ts',
  // an action on the core, the outbox, the dispatcher and a receiver, end to end
  'test/sandbox/http/webhooks-e2e.test.ts',
  // the sandbox command, its core and SQLite, killed mid-write
  'test/sandbox/process/sigkill.test.ts',
]);

// Suites with harnesses of their own, which no test outside them imports: the terminal driver and the
// bundle build for the end-to-end tests; the setup, arbitraries, id pools and integrator for conformance.
const OWN_HELPER_FOLDERS = ['test/e2e/', 'test/conformance/'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const testFiles = (dir: string): string[] => filesUnder(dir).filter((p) => TEST_SUFFIX.test(p));

/** The source files a test path may name: its stem, then the stem without each `.<aspect>` part. */
function subjectCandidates(testPath: string): string[] {
  const stem = testPath.replace(/^test\//, 'src/').replace(TEST_SUFFIX, '');
  const stems = [stem];
  let shorter = stem;
  while (/\.[^./]+$/.test(shorter)) {
    shorter = shorter.replace(/\.[^./]+$/, '');
    stems.push(shorter);
  }
  return stems.flatMap((s) => [`${s}.ts`, `${s}.tsx`, `${s}/index.ts`, `${s}/index.tsx`]);
}

const namesASource = (testPath: string): boolean =>
  subjectCandidates(testPath).some((candidate) => existsSync(join(ROOT, candidate)));

describe('test/ mirrors src/', () => {
  const all = testFiles('test').map((p) => relative(ROOT, join(ROOT, p)).split(sep).join('/'));

  it('every test file names a source file (minus .test and any .<aspect>), or is allowed', () => {
    const strays = all.filter(
      (p) => !CROSS_CUTTING_FOLDERS.some((f) => p.startsWith(f)) && !ALLOWED_FILES.has(p) && !namesASource(p),
    );
    expect(strays).toEqual([]);
  });

  it('the allow-list names only files that exist and still do not mirror a source file', () => {
    const stale = [...ALLOWED_FILES].filter((p) => !all.includes(p) || namesASource(p));
    expect(stale).toEqual([]);
  });

  it('a helper, fake or fixture that is not a test lives in test/support/', () => {
    const helpers = filesUnder('test').filter(
      (p) =>
        !TEST_SUFFIX.test(p) &&
        !p.startsWith('test/support/') &&
        !OWN_HELPER_FOLDERS.some((f) => p.startsWith(f)),
    );
    expect(helpers).toEqual([]);
  });

  it('no file outside those suites imports one of their harnesses', () => {
    const intoSuite = /from '(?:\.\.?\/)+(?:e2e|conformance)\//;
    const reaching = filesUnder('test').filter(
      (p) =>
        !OWN_HELPER_FOLDERS.some((f) => p.startsWith(f)) &&
        p !== 'test/lint/test-mirror.test.ts' &&
        intoSuite.test(readFileSync(join(ROOT, p), 'utf8')),
    );
    expect(reaching).toEqual([]);
  });
});
