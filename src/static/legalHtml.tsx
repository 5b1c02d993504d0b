/** The Impressum page as static HTML, for the no-JavaScript fallback: the legal notice must be reachable there too. */
import { renderToString } from 'preact-render-to-string';
import { Impressum } from '../ui/pages/Impressum';

/** Rendered once at build time; headings one level down, so the fallback keeps a single <h1>. */
export function legalHtml(): string {
  return renderToString(<Impressum />).replace(/<(\/?)h([1-5])\b/g, (_, slash, level) => `<${slash}h${Number(level) + 1}`);
}
