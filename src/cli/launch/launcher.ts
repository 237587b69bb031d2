// The launcher's side of the bundle (bin/card-console.js imports this, built as dist/launcher.js):
// compile the console bundle with its code cache, then hand it the command line.
import { codeCacheDirectory, loadBundle, type CodeCacheStatus } from './code-cache.js';

// For the build (scripts/build.mjs), which has only the built launcher at hand.
export { writeSeedCache } from './code-cache.js';

/** What the bundle may ask of the launcher that started it. */
export interface Launch {
  /** What became of the code cache on this start. */
  readonly codeCache: CodeCacheStatus;
  /** The console's first frame is on the screen: a good moment to keep the compiled code for the next start. True when written. */
  afterFirstFrame(): boolean;
}

/** What the bundle (src/cli/main.ts) exports. */
export interface BundleExports {
  start(argv: string[], launch: Launch): void;
}

/** Runs the bundle at `bundlePath` with `argv`, from the code cache in the user's cache directory when it can. */
export function launch(bundlePath: string, argv: string[]): void {
  let cacheDirectory: string | undefined;
  try {
    cacheDirectory = codeCacheDirectory(process.env);
  } catch {
    // No cache directory (a read-only home): start without a cache.
  }
  const bundle = loadBundle<BundleExports>(bundlePath, cacheDirectory);
  bundle.exports.start(argv, { codeCache: bundle.status, afterFirstFrame: () => bundle.save() });
}
