/**
 * The band's guide as pages of the editor – its start page (docs/band.md) at GET /anleitung, each
 * task's page (docs/band/<page>.md) at GET /anleitung/<page> – so the editor can link a section of it (the host key's check, issue 53, item 8) where the band is: the guide lies in the
 * repository, and a browser follows no link to a file on disk. Plain HTML from the Markdown the
 * guide uses (headings, paragraphs, lists, code, links, emphasis); each heading's id as github.com
 * makes it, and the links between the pages as the editor serves them, so the guide's own links
 * (github.md, #den-editor-starten) work here too.
 */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../build/paths';
import { GUIDE_PATH, guideHref, headingId, isGuidePage } from './guideLink';

export { GUIDE_PATH } from './guideLink';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line's inline Markdown on the guide's page `page`: `code`, **bold**, *emphasis*, [links](…). */
function inline(text: string, page: string): string {
  return (
    escape(text)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
      // Only the guide's own pages and sections and web addresses: never a javascript: link.
      .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => `<a href="${guideHref(href, page)}">${label}</a>`)
  );
}

/** The Markdown of the guide's page `page` ('' the start page, else docs/band/<page>.md) as HTML. */
export function guideHtml(markdown: string, page = ''): string {
  const out: string[] = [];
  const paragraph: string[] = [];
  let list = false;
  let code: string[] | undefined;
  const flush = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map((line) => inline(line, page)).join(' ')}</p>`);
    paragraph.length = 0;
    if (list) out.push('</ul>');
    list = false;
  };
  for (const line of markdown.split('\n')) {
    if (code) {
      if (line.startsWith('```')) {
        out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
        code = undefined;
      } else code.push(line);
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (line.startsWith('```')) {
      flush();
      code = [];
    } else if (heading) {
      flush();
      const level = heading[1]!.length;
      const title = heading[2]!.replace(/`/g, '');
      out.push(`<h${level} id="${escape(headingId(title))}">${inline(heading[2]!, page)}</h${level}>`);
    } else if (item) {
      if (paragraph.length || !list) flush();
      if (!list) out.push('<ul>');
      list = true;
      out.push(`<li>${inline(item[1]!, page)}</li>`);
    } else if (!line.trim()) flush();
    else if (list) out[out.length - 1] = out.at(-1)!.replace(/<\/li>$/, ` ${inline(line.trim(), page)}</li>`);
    else paragraph.push(line.trim());
  }
  flush();
  if (code) out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
  return out.join('\n');
}

/** The guide's file for the address `path` (GET /anleitung or /anleitung/<page>), relative to the code's root; undefined for any other. */
export function guideFile(path: string): { page: string; file: string } | undefined {
  if (path === GUIDE_PATH) return { page: '', file: 'docs/band.md' };
  const page = path.startsWith(`${GUIDE_PATH}/`) ? path.slice(GUIDE_PATH.length + 1) : '';
  return isGuidePage(page) ? { page, file: `docs/band/${page}.md` } : undefined;
}

/**
 * GET /anleitung and /anleitung/<page>: the guide's start page and its task pages, each a page of
 * its own, no script, nothing of the band's secrets. The guide of the editor's own code (ROOT), so
 * it always describes the editor that serves it.
 */
export async function answerGuide(res: ServerResponse, path = GUIDE_PATH): Promise<void> {
  const found = guideFile(path);
  const markdown = found && (await readFile(join(ROOT, found.file), 'utf8').catch(() => undefined));
  if (!found || markdown === undefined)
    return void res
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`Diese Seite der Anleitung gibt es in diesem Ordner nicht (${found?.file ?? path}).`);
  const page =
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Anleitung der Band</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}' +
    'pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}code{font-family:ui-monospace,monospace}:target{background:#fff3c4}</style>' +
    `</head><body>${guideHtml(markdown, found.page)}</body></html>`;
  res
    .writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    })
    .end(page);
}
