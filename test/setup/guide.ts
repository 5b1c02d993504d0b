// The band's guide as the tests read it: the start page docs/band.md and each task's page
// docs/band/<page>.md, with their headings, their sections and their links.
import { readdirSync, readFileSync } from 'node:fs';
import { headingId } from '../../src/editor/guideLink';

const root = new URL('../../', import.meta.url);

/** One page of the guide: '' is the start page; `file` relative to the repository. */
export type GuidePage = { page: string; file: string; text: string };

/** Every page of the guide, the start page first. */
export const guidePages = (): GuidePage[] => [
  { page: '', file: 'docs/band.md', text: readFileSync(new URL('docs/band.md', root), 'utf8') },
  ...readdirSync(new URL('docs/band/', root))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      page: name.slice(0, -3),
      file: `docs/band/${name}`,
      text: readFileSync(new URL(`docs/band/${name}`, root), 'utf8'),
    })),
];

/** The text outside ``` fences, where headings and links are Markdown. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** A page's headings, as written (`code` marks kept). */
export const headings = (text: string) => [...prose(text).matchAll(/^#{1,4} (.+)$/gm)].map(([, title]) => title!);

/** A page's heading ids, as github.com gives them. */
export const headingIds = (text: string) => new Set(headings(text).map((title) => headingId(title.replace(/`/g, ''))));

/** A page's links, as written: [label](href). */
export const links = (text: string) => [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map(([, href]) => href!);

/** The page (by its file) that holds the section `heading`, and the section's text up to the next heading. */
export function guideSection(heading: string): { file: string; text: string } {
  for (const { file, text } of guidePages()) {
    const [, after] = text.split(new RegExp(`^#{1,4} ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`, 'm'));
    if (after !== undefined) return { file, text: after.split(/\n#{1,4} /)[0]! };
  }
  throw new Error(`no page of the guide (docs/band.md, docs/band/*.md) has the section "${heading}": rename it here too`);
}
