/**
 * The one skeleton of every page the build writes (the band's page, each gig's page, the venue
 * kit's two pages): the doctype, the language, the charset and the viewport, then the page's
 * own head lines and its body. The pages differ in those alone.
 */
import { escapeHtml } from '../domain/escapeHtml';
import { BRAND } from './brand';

export function htmlDocument(head: readonly string[], body: string): string {
  return [
    '<!doctype html>',
    '<html lang="de">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...head,
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Content versions for `?v=`, by file name in dist/ ('band.js'). */
export type Versions = Record<string, string>;

/** A file of dist/ as a page links it: from `prefix` ('', '../', 'dist/'), with its content version for `?v=` where it has one, escaped. */
export const assetLink = (prefix: string, file: string, versions: Versions = {}) => {
  const version = versions[file];
  return escapeHtml(`${prefix}${file}${version ? `?v=${version}` : ''}`);
};

/** The head lines of the band's own pages (not the kit's): the browser's colour, and the icon from `prefix`. */
export const brandHead = (prefix: string) => [
  `<meta name="theme-color" content="${BRAND.ink}">`,
  `<link rel="icon" href="${assetLink(prefix, 'favicon.svg')}" type="image/svg+xml">`,
];
