/**
 * The scripts of the pages beside the band's: dist/gigs.js (the iframe page), dist/konfigurator.js
 * and dist/auftritt.js (every gig's own page).
 * Bundles of their own, so band.js carries none of their bytes.
 */
import * as esbuild from 'esbuild';
import type { ToolScripts } from '../static/index';
import { shared } from './bundle';
import { onlyOutput } from './onlyOutput';

const ENTRIES: Record<keyof ToolScripts, string> = {
  'gigs.js': 'src/embed/frame.ts',
  'konfigurator.js': 'src/configurator/main.ts',
  'auftritt.js': 'src/gigPage/main.ts',
};

/** The kit's scripts by file name, in memory. */
export async function buildKit(): Promise<ToolScripts> {
  const kit = {} as ToolScripts;
  for (const [name, entry] of Object.entries(ENTRIES) as [keyof ToolScripts, string][]) {
    const result = await esbuild.build({ ...shared, entryPoints: [entry], format: 'iife', platform: 'browser', write: false });
    kit[name] = onlyOutput(result, entry).contents;
  }
  return kit;
}
