import type { Plugin } from 'esbuild';
export declare const inkOutputPlugin: Plugin;
export declare const zodEnglishOnlyPlugin: Plugin;
export declare const undiciRarePathsPlugin: Plugin;
export declare const yogaSyncPlugin: Plugin;
export declare const inkWithoutDevtoolsPlugin: Plugin;
export declare const lazyTextTablesPlugin: Plugin;
export declare function lazyConstants(
  source: string,
  costly: (expression: string) => boolean,
  what: string,
): string;
export declare const consolePlugins: Plugin[];
