/** The Impressum page as static HTML, for the no-JavaScript fallback: the legal notice must be reachable there too. */
import { renderToString } from 'preact-render-to-string';
import { Impressum } from '../ui/pages/Impressum';
import { BandDataContext } from '../ui/BandDataContext';
import type { BandData } from '../data/readData';

/** Rendered once at build time; headings one level down, so the fallback keeps a single <h1>. */
export function legalHtml(data: BandData): string {
  const page = (
    <BandDataContext.Provider value={data}>
      <Impressum />
    </BandDataContext.Provider>
  );
  return renderToString(page).replace(/<(\/?)h([1-5])\b/g, (_, slash, level) => `<${slash}h${Number(level) + 1}`);
}
