/**
 * The logo as a file of its own (issue 47: dist/presse/upgrade-logo.svg, and the PNG the build
 * rasterises from it): the site's own Logo component rendered, so its paths have one source. On the
 * page the logo takes its colours from the stylesheet (CSS variables, currentColor); a file opened
 * in a layout program or printed has no stylesheet, so the colours are written in: the chevron in
 * the band's yellow, the word dark for white paper. No background: it lies on whatever the layout has.
 */
import { renderToString } from 'preact-render-to-string';
import { Logo } from '../ui/Logo';
import { BRAND } from './brand';

/** What the component's CSS variables and currentColor stand for on paper. */
const ON_PAPER: Record<string, string> = { 'var(--accent)': BRAND.accent, currentColor: BRAND.ink };

/** The logo as a standalone SVG document, named `label` for screen readers; throws for a colour the component took from CSS that has no value on paper here. */
export function logoSvg(label: string): string {
  const svg = renderToString(<Logo label={label} />)
    // The page's classes mean nothing outside it; the file needs its namespace and a size of its own.
    .replace(/ class="[^"]*"/g, '')
    .replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" width="236" height="48" ')
    .replace(/var\(--[\w-]+\)|currentColor/g, (colour) => ON_PAPER[colour] ?? colour);
  const left = /var\(|currentColor/.exec(svg);
  if (left) throw new Error(`logoSvg: the logo takes a colour from CSS that has no value on paper (${left[0]}…): add it to ON_PAPER`);
  return `${svg}\n`;
}
