// Types of what build.mjs exports, for the tests that import it.
export const BUDGET_GZIP: number;
export const OUTFILE: string;
export function buildBundle(): Promise<Uint8Array>;
export function checkDataModule(file: string): Promise<string[]>;
export function describeSize(bytes: Uint8Array): { gzip: number; line: string };
export const FEED: string;
export const DEMO: string;
export function buildStatic(): Promise<{ feed: string; demo: string }>;
export const bundleOptions: import('esbuild').BuildOptions & { define: Record<string, string> };
export function compress(code: string): Promise<Uint8Array>;
