/**
 * Links into the band's guide as the editor serves it (GET /anleitung, guidePage.ts): a section by
 * its heading, with the id github.com gives it, so the guide's own links work in both places. No
 * Node here: the page links with it too.
 */

/** Where the editor serves the guide. */
export const GUIDE_PATH = '/anleitung';

/** The id github.com gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export const headingId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** The link to the guide's section `title`. */
export const guideLink = (title: string) => `${GUIDE_PATH}#${encodeURIComponent(headingId(title))}`;
