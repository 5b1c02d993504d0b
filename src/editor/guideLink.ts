/**
 * Links into the band's guide as the editor serves it (GET /anleitung, guidePage.ts): the start
 * page docs/band.md at /anleitung, each task's page docs/band/<page>.md at /anleitung/<page>; a
 * section by its heading, with the id github.com gives it, so the guide's own links work in both
 * places. No Node here: the page links with it too.
 */

/** Where the editor serves the guide's start page; its task pages lie below it. */
export const GUIDE_PATH = '/anleitung';

/** The sections the editor links, by heading, and the task page (docs/band/<page>.md) each is on. */
export const LINKED_SECTIONS: Readonly<Record<string, string>> = {
  'Den Schlüssel des Servers prüfen': 'serverschluessel',
  'Der Schlüssel des Servers hat sich geändert': 'serverschluessel',
};

/** A task page's name as the address may carry it: lower case letters, digits and hyphens. */
export const isGuidePage = (page: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(page);

/** The id github.com gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** Where the editor serves a page of the guide: '' is the start page. */
export const guidePagePath = (page: string) => (page ? `${GUIDE_PATH}/${page}` : GUIDE_PATH);

/** The link to the guide's section `title`, on the page LINKED_SECTIONS names (the start page if none). */
export const guideLink = (title: string) => `${guidePagePath(LINKED_SECTIONS[title] ?? '')}#${encodeURIComponent(headingId(title))}`;

/**
 * A link of the guide's page `page` ('' the start page) as the editor serves it: a section of the
 * page stays, a link to another page of the guide goes to its address, a web address stays;
 * anything else (a file of the repository, a javascript: link) goes nowhere.
 */
export function guideHref(href: string, page: string): string {
  if (href.startsWith('#') || /^https?:\/\//.test(href)) return href;
  const [file = '', anchor] = href.split('#', 2);
  const hash = anchor === undefined ? '' : `#${anchor}`;
  const target = page ? (file === '../band.md' ? '' : /^([a-z0-9-]+)\.md$/.exec(file)?.[1]) : /^band\/([a-z0-9-]+)\.md$/.exec(file)?.[1];
  return target !== undefined && (target === '' || isGuidePage(target)) ? `${guidePagePath(target)}${hash}` : '#';
}
