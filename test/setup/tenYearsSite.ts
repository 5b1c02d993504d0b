// The band's site built from the generated ten years (test/fixtures/tenYears.ts) for their day, as the
// build writes it: for the browser suites that show ten years (tenyears.test.ts, prerender.test.ts).
import '../../src/build/textAssets.mjs';
import { buildBundle, widgetCss } from '../../src/build/bundle';
import type { BandData } from '../../src/data/readData';
import { withGigs } from '../fixtures/data';
import { tenYearsOfGigs, tenYearsOfSongs } from '../fixtures/tenYears';

/** The ten years' day: the fixture runs from 2016 to the end of 2027. */
export const TEN_YEARS_DAY = '2026-11-25';
/** Noon in Kassel on that day. */
export const TEN_YEARS_NOW = new Date(`${TEN_YEARS_DAY}T12:00:00+01:00`);

/** The data, and dist/ by path from the site's root ('index.html', 'auftritte/2019.html'), band.js built from the same data. */
export async function tenYearsSite(): Promise<{ data: BandData; dist: Record<string, string | Uint8Array> }> {
  const data = withGigs(tenYearsOfGigs(new Date(2026, 10, 25, 12)), tenYearsOfSongs());
  const bundle = await buildBundle(data);
  // Loaded after the text loader: the pages render the app's components, which import pictures.
  const { renderStatic } = await import('../../src/static/index');
  const tools = { 'gigs.js': '', 'konfigurator.js': '', 'auftritt.js': '' };
  const files = renderStatic(data, bundle, tools, { widgetCss: await widgetCss(), day: TEN_YEARS_DAY });
  const dist = Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith('dist/'))
      .map(([path, content]): [string, string] => [path.slice(5), content]),
  );
  return { data, dist: { ...dist, 'band.js': bundle } };
}
