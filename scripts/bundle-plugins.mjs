// esbuild plugin: bundles src/tui/terminal-output.ts in place of Ink's internal Output class
// (ink/build/output.js), which rebuilds the whole frame cell by cell on every render. Used by the
// console bundle (scripts/build.mjs) and by the keypress benchmark, which must measure the same code.
import { join, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const replacement = join(root, 'src', 'tui', 'terminal-output.ts');
const inkRenderer = join('node_modules', 'ink', 'build', 'renderer.js');

/** @type {import('esbuild').Plugin} */
export const inkOutputPlugin = {
  name: 'ink-output',
  setup(build) {
    build.onResolve({ filter: /^\.\/output\.js$/ }, (args) =>
      args.importer.endsWith(`${sep}${inkRenderer}`) ? { path: replacement } : undefined);
  },
};
