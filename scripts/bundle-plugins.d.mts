import type { Plugin } from 'esbuild';
export declare const inkOutputPlugin: Plugin;
