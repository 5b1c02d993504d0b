// The guide as a page of the editor (GET /anleitung): headings with github.com's ids, so a link to a
// section (guideLink) lands on it; the guide's text escaped; only its own and web links.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { guideLink, headingId } from '../../src/editor/guideLink';
import { guideHtml } from '../../src/editor/guidePage';

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
  assert.is(guideLink('Den Schlüssel des Servers prüfen'), `/anleitung#${encodeURIComponent('den-schlüssel-des-servers-prüfen')}`);
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

html('every section the editor links is a heading of docs/band.md, with its id on the page', async () => {
  const page = guideHtml(await readFile(new URL('../../docs/band.md', import.meta.url), 'utf8'));
  for (const title of ['Den Schlüssel des Servers prüfen', 'Der Schlüssel des Servers hat sich geändert'])
    assert.ok(page.includes(` id="${headingId(title)}">`), title);
});

html.run();
