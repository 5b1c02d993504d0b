// The page of all songs (dist/programm/songs.html) and the band's page's Programm, which lists the first
// screenful and links it (issue 31): the band's page stays small however long the song list grows, and a
// visitor without JavaScript still reads every song.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SitePath } from '../../src/domain/siteUrls';
import { songLine, sortSongs } from '../../src/domain/songs';
import { ruleFor, SONG_PAGE_NAMES } from '../../src/static/hosting';
import { renderStatic } from '../../src/static/index';
import { FIRST_SCREEN_SONGS } from '../../src/ui/SongFinder';
import { fixture, withGigs } from '../fixtures/data';
import { gigs } from '../fixtures/data/gigs';
import { tenYearsOfSongs } from '../fixtures/tenYears';
import stylesCss from '../../src/ui/styles.css';
import { captures, must } from '../setup/must';

const bundle = new TextEncoder().encode('/* a bundle */');
const TOOLS = { 'gigs.js': '/* gigs */', 'konfigurator.js': '/* kit */', 'auftritt.js': '' };
const FACTS = { widgetCss: stylesCss, day: '2025-09-01' };
const many = withGigs(gigs, tenYearsOfSongs());
const files = renderStatic(many, bundle, TOOLS, FACTS);
const songsPage = must(files[`dist/${SitePath.Songs}`], 'the page of all songs');
/** What a browser shows of `html`: no tags, its characters' references read (the build writes `&amp;` and `&#38;` alike). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? name);
/** The lines of the first `<ol class="songs">` in `html`. */
const songLines = (html: string) =>
  captures(must(/<ol class="songs">[\s\S]*?<\/ol>/.exec(html), 'a song list')[0], /<li\b[^>]*>([\s\S]*?)<\/li>/g).map(text);
/** Programm as the band's page `html` prerenders it. */
const programmIn = (html: string) => must(/<main data-band-route="programm"[\s\S]*?<\/main>/.exec(html), 'Programm in the band’s page')[0];
const programm = programmIn(files['dist/index.html']);
const sorted = sortSongs(many.songs).map(songLine);

const page = suite('the page of all songs');

page('every song once, sorted as on Programm, under Programm’s headings; the app’s shell leading back to the band’s page', () => {
  assert.equal(songLines(songsPage), sorted);
  assert.equal(captures(songsPage, /<h1>([\s\S]*?)<\/h1>/g).map(text), ['Aktuelle Songauswahl']);
  assert.match(songsPage, '<h2>Alphabetisch Sortiert</h2>');
  assert.match(text(songsPage), `Alle ${many.songs.length} Songs unseres Programms auf einen Blick.`);
  const hrefs = captures(songsPage, /<a [^>]*?href="([^"]*)"/g);
  for (const href of ['../#/', '../#/programm', '../#/auftritte', '../#/kontakt', '../#/impressum']) assert.ok(hrefs.includes(href), href);
  assert.match(songsPage, `<link rel="canonical" href="${many.band.siteUrl}${SitePath.Songs}">`);
  // Nothing that needs a script, and no script: no wish-list toggles; its menu is a <details>.
  assert.not.match(songsPage, '<button');
  assert.equal(
    [...songsPage.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
    ['<script type="application/ld+json">'],
  );
  assert.match(songsPage, '<details class="nav-menu">');
});

page('served as the other static pages are, under the pages’ policy; listed in the sitemap; the same on any build day', () => {
  const rule = must(ruleFor(SitePath.Songs), 'a hosting rule');
  assert.is(rule.type, 'text/html; charset=utf-8');
  assert.ok(rule.headers?.['Content-Security-Policy'], 'the pages’ policy');
  assert.match(files['dist/.htaccess'], SONG_PAGE_NAMES);
  assert.match(files['dist/_headers'], `/${SitePath.Songs.replace(/[^/]+$/, '*')}`);
  assert.match(files['dist/sitemap.xml'], `<loc>${many.band.siteUrl}${SitePath.Songs}</loc>`);
  assert.is(renderStatic(many, bundle, TOOLS, { ...FACTS, day: '2031-02-03' })[`dist/${SitePath.Songs}`], songsPage);
});

page.run();

// ---

const band = suite('Programm in the band’s page');

band('a long list: its first screenful, unnumbered (the list’s own order), and a link to the page of all songs', () => {
  assert.equal(songLines(programm), sorted.slice(0, FIRST_SCREEN_SONGS));
  assert.not.match(programm, '<li value=');
  assert.match(programm, `<a href="${many.band.siteUrl}${SitePath.Songs}">Alle ${many.songs.length} Songs auf einer Seite</a>`);
});

band('a list that fits the first screen: every song, no link', () => {
  const small = programmIn(renderStatic(fixture, bundle, TOOLS, FACTS)['dist/index.html']);
  assert.ok(fixture.songs.length <= FIRST_SCREEN_SONGS, 'the fixture’s list fits');
  assert.is(songLines(small).length, fixture.songs.length);
  assert.not.match(small, 'Songs auf einer Seite');
});

band.run();
