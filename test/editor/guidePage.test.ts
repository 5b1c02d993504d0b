// The guide as pages of the editor (GET /anleitung, /anleitung/<page>): headings with github.com's
// ids, so a link to a section (guideLink) lands on it; the guide's text escaped; links between its
// pages go to their addresses in the editor; only its own and web links.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ServerResponse } from 'node:http';
import { guideHref, guideLink, headingId, LINKED_SECTIONS } from '../../src/editor/guideLink';
import { answerGuide, guideHtml } from '../../src/editor/guidePage';
import { startEditor } from '../../src/editor/startEditor';
import { guidePages, links } from '../setup/guide';
import { repo } from './tempData';

const ids = suite('headingId');

for (const [title, id] of [
  ['Den Schlüssel des Servers prüfen', 'den-schlüssel-des-servers-prüfen'],
  ['Von GitHub aus, ohne Computer', 'von-github-aus-ohne-computer'],
  ['Im Editor (npm run edit)', 'im-editor-npm-run-edit'],
  ['Was in dist/ liegt', 'was-in-dist-liegt'],
] as const) {
  ids(`${title} → #${id}`, () => assert.is(headingId(title), id));
}

ids('a link to a section names its id', () => {
  assert.is(
    guideLink('Den Schlüssel des Servers prüfen'),
    `/anleitung/serverschluessel#${encodeURIComponent('den-schlüssel-des-servers-prüfen')}`,
  );
});

ids.run();

const html = suite('guideHtml');

html('headings, paragraphs, lists, code, links; the text escaped; no link but the guide’s own and the web’s', () => {
  const page = guideHtml(
    [
      '### Den Schlüssel des Servers prüfen',
      '',
      'Ein <b>Absatz</b> mit `code` und **fett**,',
      'über zwei Zeilen. [Mehr](#von-github-aus-ohne-computer), [böse](javascript:alert).',
      '',
      '- eins',
      '- zwei',
      '',
      '```',
      'npm run <deploy>',
      '```',
    ].join('\n'),
  );
  assert.is(
    page,
    [
      '<h3 id="den-schlüssel-des-servers-prüfen">Den Schlüssel des Servers prüfen</h3>',
      '<p>Ein &lt;b&gt;Absatz&lt;/b&gt; mit <code>code</code> und <strong>fett</strong>, über zwei Zeilen. <a href="#von-github-aus-ohne-computer">Mehr</a>, <a href="#">böse</a>.</p>',
      '<ul>',
      '<li>eins</li>',
      '<li>zwei</li>',
      '</ul>',
      '<pre><code>npm run &lt;deploy&gt;</code></pre>',
    ].join('\n'),
  );
});

html('every section the editor links is a heading of the page it links, with its id on the page', () => {
  const pages = new Map(guidePages().map(({ page, text }) => [page, guideHtml(text, page)]));
  assert.ok(Object.keys(LINKED_SECTIONS).length >= 2);
  for (const [title, page] of Object.entries(LINKED_SECTIONS))
    assert.ok(pages.get(page)?.includes(` id="${headingId(title)}">`), `${title} on docs/band/${page}.md`);
});

html.run();

const hrefs = suite('guideHref');

for (const [href, page, served] of [
  ['#vorschau', 'editor', '#vorschau'],
  ['https://nodejs.org/', '', 'https://nodejs.org/'],
  ['band/fotos.md', '', '/anleitung/fotos'],
  ['band/editor.md#vorschau', '', '/anleitung/editor#vorschau'],
  ['einrichten.md#was-der-host-bieten-muss', 'veroeffentlichen', '/anleitung/einrichten#was-der-host-bieten-muss'],
  ['../band.md#den-editor-starten', 'fotos', '/anleitung#den-editor-starten'],
  ['../band.md', 'fotos', '/anleitung'],
  ['../README.md', '', '#'],
  ['../venues.md', 'einrichten', '#'],
  ['fotos.md', '', '#'],
  ['band/../../secret.md', '', '#'],
  ['javascript:alert(1)', '', '#'],
] as const) {
  hrefs(`${href} on ${page || 'the start page'} → ${served}`, () => assert.is(guideHref(href, page), served));
}

hrefs.run();

const served = suite('GET /anleitung, /anleitung/<page>');

/** What answerGuide answers for `path`: its status and body. */
async function get(path: string): Promise<{ status: number; body: string }> {
  let status = 0;
  let body = '';
  const res = {
    writeHead(code: number) {
      status = code;
      return res;
    },
    end(text: string) {
      body = text;
    },
  };
  await answerGuide(res as unknown as ServerResponse, path);
  return { status, body };
}

served('the start page and every task page, each linking only pages the editor serves', async () => {
  const pages = guidePages();
  assert.ok(pages.length > 5, `${pages.length} pages`);
  for (const { page, text } of pages) {
    const path = page ? `/anleitung/${page}` : '/anleitung';
    const { status, body } = await get(path);
    assert.is(status, 200, path);
    assert.ok(body.includes(guideHtml(text, page)), path);
    for (const [, href] of body.matchAll(/<a href="(\/anleitung[^"#]*)[^"]*"/g))
      assert.is((await get(href!)).status, 200, `${path} links ${href}`);
  }
});

served('the start page links every task page', async () => {
  const { body } = await get('/anleitung');
  for (const { page } of guidePages().slice(1)) assert.ok(body.includes(`<a href="/anleitung/${page}">`), page);
  assert.ok(links(guidePages()[0]!.text).length > 10);
});

for (const path of ['/anleitung/keine-seite', '/anleitung/../package', '/anleitung/Fotos', '/anleitung/', '/anleitung/fotos/mehr']) {
  served(`${path}: 404, nothing read outside docs/band/`, async () => {
    const { status, body } = await get(path);
    assert.is(status, 404);
    assert.ok(body.startsWith('Diese Seite der Anleitung gibt es in diesem Ordner nicht'), body);
  });
}

served.run();

const live = suite('the editor’s server, GET /anleitung');

live('from the start page, every page of the guide is reached by its links, each with the sections it links to', async () => {
  const folder = await repo();
  const editor = await startEditor({ dataFolder: folder.data, preview: false });
  try {
    const seen = new Map<string, string>();
    const queue = ['/anleitung'];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (seen.has(path)) continue;
      const answer = await fetch(`${editor.origin}${path}`);
      assert.is(answer.status, 200, path);
      assert.match(answer.headers.get('content-type') ?? '', /^text\/html/, path);
      const body = await answer.text();
      seen.set(path, body);
      for (const [, to] of body.matchAll(/<a href="(\/anleitung[^"#]*)/g)) queue.push(to!);
    }
    assert.equal(
      [...seen.keys()].sort(),
      guidePages()
        .map(({ page }) => (page ? `/anleitung/${page}` : '/anleitung'))
        .sort(),
    );
    for (const [path, body] of seen)
      for (const [, to, id] of body.matchAll(/<a href="(\/anleitung[^"#]*)#([^"]+)"/g))
        assert.ok(seen.get(to!)?.includes(` id="${decodeURIComponent(id!)}">`), `${path} links ${to}#${id}`);
    assert.is((await fetch(`${editor.origin}/anleitung/keine-seite`)).status, 404);
  } finally {
    await editor.close();
    await folder.remove();
  }
});

live.run();
