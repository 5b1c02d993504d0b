// Types of what build.mjs exports, for the tests that import it.
import type { BandData } from './src/data/readData';

export const CODE_BUDGET_GZIP: number;
export const OUTFILE: string;
export const DATA_DIR: string;
export class BuildError extends Error {}
export function loadData(dir?: string): Promise<BandData>;
/** The checked data as the bundle carries it (read back by src/data/hydrate.ts). */
export function serializeData(data: BandData): import('./src/data/hydrate').SerializedData;
export function buildBundle(data: BandData): Promise<Uint8Array>;
/** The data with every list emptied and every text blank: what the code budget is measured with. */
export function emptyData(data: BandData): BandData;
export function compress(code: string): Promise<Uint8Array>;
export function checkBudget(bundle: Uint8Array, codeOnly: Uint8Array): { gzip: number; code: number; report: string };
/** Every static file by path: the page (dist/index.html, demo.html), feeds, host configuration. */
export function buildStatic(data: BandData, bundle: Uint8Array, tools: import('./src/static/index').ToolScripts): Promise<Record<string, string>>;
/** The venue kit's scripts (dist/gigs.js, dist/konfigurator.js), bundled apart from band.js. */
export function buildTools(): Promise<import('./src/static/index').ToolScripts>;
/** Everything a build writes, by path relative to the repo; throws a BuildError before writing anything. */
export function produce(dir?: string): Promise<{ files: Record<string, Uint8Array | string>; report: string }>;
export function build(): Promise<string>;
export function bundleOptions(data: BandData): import('esbuild').BuildOptions & { define: Record<string, string> };
