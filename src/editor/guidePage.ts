/**
 * The band's guide (docs/band.md) as a page of the editor, GET /anleitung, so the editor can link a
 * section of it (the host key's check, issue 53, item 8) where the band is: the guide lies in the
 * repository, and a browser follows no link to a file on disk. Plain HTML from the Markdown the
 * guide uses (headings, paragraphs, lists, code, links, emphasis); each heading's id as github.com
 * makes it, so the guide's own links (#von-github-aus-ohne-computer) work here too.
 */
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../build/paths';
import { headingId } from './guideLink';

export { GUIDE_PATH } from './guideLink';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One line's inline Markdown: `code`, **bold**, *emphasis*, [links](…). */
function inline(text: string): string {
  return escape(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
      // Only the guide's own sections and web addresses: never a javascript: link.
      const safe = href.startsWith('#') || /^https?:\/\//.test(href) ? href : '#';
      return `<a href="${safe}">${label}</a>`;
    });
}

/** The guide's Markdown as HTML. */
export function guideHtml(markdown: string): string {
  const out: string[] = [];
  const paragraph: string[] = [];
  let list = false;
  let code: string[] | undefined;
  const flush = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map(inline).join(' ')}</p>`);
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
      out.push(`<h${level} id="${escape(headingId(title))}">${inline(heading[2]!)}</h${level}>`);
    } else if (item) {
      if (paragraph.length || !list) flush();
      if (!list) out.push('<ul>');
      list = true;
      out.push(`<li>${inline(item[1]!)}</li>`);
    } else if (!line.trim()) flush();
    else if (list) out[out.length - 1] = out.at(-1)!.replace(/<\/li>$/, ` ${inline(line.trim())}</li>`);
    else paragraph.push(line.trim());
  }
  flush();
  if (code) out.push(`<pre><code>${escape(code.join('\n'))}</code></pre>`);
  return out.join('\n');
}

/**
 * GET /anleitung: the guide as a page of its own, no script, nothing of the band's secrets. The
 * guide of the editor's own code (ROOT), so it always describes the editor that serves it.
 */
export async function answerGuide(res: ServerResponse): Promise<void> {
  const markdown = await readFile(join(ROOT, 'docs', 'band.md'), 'utf8').catch(() => undefined);
  if (markdown === undefined)
    return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Keine Anleitung (docs/band.md) in diesem Ordner.');
  const page =
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Anleitung der Band</title><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}' +
    'pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}code{font-family:ui-monospace,monospace}:target{background:#fff3c4}</style>' +
    `</head><body>${guideHtml(markdown)}</body></html>`;
  res
    .writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    })
    .end(page);
}
