import type { Plugin } from 'esbuild';
export declare const inkOutputPlugin: Plugin;
export declare const zodEnglishOnlyPlugin: Plugin;
export declare const undiciRarePathsPlugin: Plugin;
export declare const yogaWithoutFetchPlugin: Plugin;
export declare const consolePlugins: Plugin[];
