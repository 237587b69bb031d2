// Injected into the CommonJS bundle (scripts/build.mjs) for `import.meta.url`, which a script has
// not: the bundle's own file URL, as every bundled module saw it in the ES-module build.
/* global __filename -- the bundle is CommonJS */
import { pathToFileURL } from 'node:url';

export const importMetaUrl = pathToFileURL(__filename).href;
