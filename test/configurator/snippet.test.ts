// The configurator's code, for each choice a venue can make.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_CHOICE, frameAddress, snippet, type EmbedChoice } from '../../src/configurator/snippet';

const SITE = 'https://band.example/';
const code = (change: Partial<EmbedChoice>) => snippet({ ...DEFAULT_CHOICE, ...change }, SITE, 'Upgrade');

const snippets = suite('snippet');

snippets('the defaults: the div with its link for visitors without JavaScript, and the script', () => {
  assert.is(
    code({}),
    `<div data-band-widget="gigs">\n  <a href="https://band.example/#/auftritte">Termine von Upgrade</a>\n</div>\n<script src="https://band.example/band.js" defer></script>`,
  );
});

const SCRIPT: [Partial<EmbedChoice>, string][] = [
  [{ show: 'all' }, ' data-show="all"'],
  [{ limit: 5 }, ' data-limit="5"'],
  [{ theme: 'light' }, ' data-theme="light"'],
  [{ place: '  Kassel ' }, ' data-place="Kassel"'],
  [{ place: 'Bar "Zum <Hirsch> & Co"' }, ' data-place="Bar &#34;Zum &#60;Hirsch&#62; &#38; Co&#34;"'],
  [{ accent: '#b0002a' }, ' style="--band-accent: #b0002a"'],
  [{ show: 'past', limit: 3, theme: 'dark' }, ' data-show="past" data-limit="3" data-theme="dark"'],
  [{ headings: 'none' }, ' data-headings="none"'],
  [{ private: 'hide' }, ' data-private="hide"'],
  [{ place: '   ' }, ''],
  [{ headings: 'show', private: 'show' }, ''],
];

for (const [change, attributes] of SCRIPT) {
  snippets(`script: ${JSON.stringify(change)}`, () => {
    assert.ok(code(change).startsWith(`<div data-band-widget="gigs"${attributes}>`), code(change));
  });
}

snippets('script: the whole site takes no gig-list options', () => {
  assert.ok(code({ view: 'app', show: 'all', place: 'Kassel' }).startsWith('<div data-band-widget="app">\n'));
});

// The address as pasted into a site builder's field: parameters joined by a plain &, so the same text works there and in HTML.
const IFRAME: [Partial<EmbedChoice>, string][] = [
  [{}, 'https://band.example/gigs.html'],
  [{ theme: 'light', place: 'Kassel', limit: 5 }, 'https://band.example/gigs.html?limit=5&theme=light&place=Kassel'],
  [{ accent: '#b0002a' }, 'https://band.example/gigs.html?accent=%23b0002a'],
  [{ place: 'Fuldabrück' }, 'https://band.example/gigs.html?place=Fuldabr%C3%BCck'],
  [{ place: 'Bar "Zum <Hirsch>"' }, 'https://band.example/gigs.html?place=Bar+%22Zum+%3CHirsch%3E%22'],
  [{ headings: 'none', private: 'hide' }, 'https://band.example/gigs.html?headings=none&private=hide'],
];

for (const [change, src] of IFRAME) {
  snippets(`iframe: ${JSON.stringify(change)}`, () => {
    const html = code({ ...change, variant: 'iframe' });
    assert.ok(html.startsWith(`<iframe src="${src}" title="Termine von Upgrade" width="100%" height="480"`), html);
    assert.is(frameAddress({ ...DEFAULT_CHOICE, ...change, variant: 'iframe' }, SITE), src);
  });
}

snippets('iframe: lazy, allowed to share and copy, named, and sized by its list through a listener that checks origin and shape', () => {
  const html = code({ variant: 'iframe' });
  const frame = html.slice(0, html.indexOf('>') + 1);
  for (const attribute of ['loading="lazy"', 'allow="web-share; clipboard-write"', 'title="Termine von Upgrade"', ' data-band-frame>']) {
    assert.ok(frame.includes(attribute), attribute);
  }
  assert.match(html, `event.origin !== "https://band.example"`);
  assert.match(html, "data.bandWidget !== 'height'");
  assert.match(html, 'frames[i].contentWindow === event.source');
});

// In an attribute, "&name" is a character reference only when it ends in ";" or (a few legacy names) when
// neither "=" nor a letter or digit follows: every parameter is name=value and no ";" is left unencoded.
snippets('iframe: the address holds no ";" and no character reference, whatever the place', () => {
  const src = frameAddress(
    { ...DEFAULT_CHOICE, variant: 'iframe', place: 'a;b&c=d', headings: 'none', private: 'hide', accent: '#123' },
    SITE,
  );
  assert.not.match(src, ';');
  assert.not.match(src, '&#');
  assert.is(new URL(src).searchParams.get('place'), 'a;b&c=d');
  assert.is(new URL(src).searchParams.get('accent'), '#123');
});

snippets("iframe: the origin checked is the site address's, without its path", () => {
  assert.match(
    snippet({ ...DEFAULT_CHOICE, variant: 'iframe' }, 'https://example.org/band/', 'Upgrade'),
    'event.origin !== "https://example.org"',
  );
});

snippets('the whole site is never offered as an iframe (its page may not be framed): the script instead', () => {
  assert.ok(code({ view: 'app', variant: 'iframe' }).startsWith('<div data-band-widget="app">\n'));
});

snippets.run();
