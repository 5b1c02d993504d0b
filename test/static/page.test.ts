// The band's page as the build writes it (dist/index.html and demo.html), from fixture data:
// search-engine data, link previews, the no-JS fallback, and what the page loads.
import { suite } from 'uvu';
import { createHash } from 'node:crypto';
import * as assert from 'uvu/assert';
import { isoDate } from '../../src/domain/dates';
import { isCancelled, splitGigs } from '../../src/domain/gigs';
import { escapeHtml } from '../../src/domain/escapeHtml';
import { renderStatic } from '../../src/static/index';
import { splitLocation } from '../../src/static/splitLocation';
import { gigPage } from '../../src/domain/siteUrls';
import { fixture } from '../fixtures/data';

const bundle = new TextEncoder().encode('/* a bundle */');
const TOOLS = { 'gigs.js': '/* gigs */', 'konfigurator.js': '/* kit */' };
/** The build's day: the fixture's day, in the afternoon (only its UTC calendar day counts). */
const BUILD_DAY = new Date(Date.UTC(2025, 8, 1, 15, 30));
const FACTS = { widgetCss: '.band{color:red}', buildDay: BUILD_DAY };
const files = renderStatic(fixture, bundle, TOOLS, FACTS);
const index = files['dist/index.html'];
const demo = files['demo.html'];
const { band } = fixture;
type Node = Record<string, any>;
/** The JSON-LD graph of a page. */
const graphOf = (html: string): Node[] => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1])['@graph'];
const graph = graphOf(index);
const events = graph.filter((n) => n['@type'] === 'MusicEvent');
const publicGigs = fixture.gigs.filter((gig) => !gig.private);

const ld = suite('JSON-LD');

ld('describes the band as a MusicGroup', () => {
  const group = graph.find((n) => n['@type'] === 'MusicGroup')!;
  assert.is(group.name, band.name);
  assert.is(group.url, band.siteUrl);
  assert.equal(group.sameAs, [band.instagram]);
  assert.is(group.address.addressLocality, band.address.town);
});

ld('holds the public gigs from the build\'s day on as MusicEvents with the required properties, each pointing to its page', () => {
  const { upcoming, past } = splitGigs(publicGigs, new Date(2025, 8, 1));
  assert.ok(upcoming.length > 0 && past.length > 0, 'the fixture has gigs on both sides of its day');
  assert.is(events.length, upcoming.length);
  for (const gig of upcoming) {
    const { venue, town } = splitLocation(gig.location);
    const event = events.find((e) => e.url === gigPage(band.siteUrl, gig))!;
    assert.ok(event, gig.location);
    assert.is(event.startDate.slice(0, 10), isoDate(gig.date));
    assert.is(event.name, `${band.name} live: ${venue}`);
    assert.is(event.location['@type'], 'Place');
    assert.equal(event.location.address, { '@type': 'PostalAddress', addressLocality: town, addressCountry: 'DE' });
    assert.is(event.performer.name, band.name);
    assert.is(event.eventStatus, `https://schema.org/${isCancelled(gig) ? 'EventCancelled' : 'EventScheduled'}`);
    assert.is(event.description, gig.info || undefined);
  }
});

ld('leaves the gigs before the build\'s day to their own pages', () => {
  const { past } = splitGigs(publicGigs, new Date(2025, 8, 1));
  for (const gig of past) assert.not.ok(events.some((e) => e.url === gigPage(band.siteUrl, gig)), gig.location);
  const later = renderStatic(fixture, bundle, TOOLS, { ...FACTS, buildDay: new Date(Date.UTC(2030, 0, 1)) })['dist/index.html'];
  assert.equal(graphOf(later).map((n) => n['@type']), ['MusicGroup']);
});

ld('never announces a private party as a public event', () => {
  const privateGigs = fixture.gigs.filter((gig) => gig.private);
  assert.ok(privateGigs.length > 0);
  // Built before every gig, so every public one is listed.
  const early = renderStatic(fixture, bundle, TOOLS, { ...FACTS, buildDay: new Date(Date.UTC(2021, 0, 1)) })['dist/index.html'];
  const all = graphOf(early);
  assert.is(all.filter((n) => n['@type'] === 'MusicEvent').length, publicGigs.length);
  for (const gig of privateGigs) {
    assert.not.ok(all.some((e) => e.url === gigPage(band.siteUrl, gig) || (e.startDate?.startsWith(isoDate(gig.date)) && e.location.name === splitLocation(gig.location).venue)), gig.location);
  }
});

ld('splits "venue, town" at the last comma', () => {
  assert.equal(splitLocation('Kulturbahnhof, Kassel'), { venue: 'Kulturbahnhof', town: 'Kassel' });
  assert.equal(splitLocation('Hof, Scheune 2, Baunatal'), { venue: 'Hof, Scheune 2', town: 'Baunatal' });
  assert.equal(splitLocation('Kassel'), { venue: 'Kassel', town: '' });
});

ld.run();

// ---

const preview = suite('link preview');

preview('has title, description, Open Graph and Twitter meta, with the picture at the site’s root', () => {
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(index)?.[1];
  assert.match(index, new RegExp(`<title>${band.name} – Live-Musik aus ${band.address.town}`));
  for (const key of ['description', 'og:title', 'og:description', 'og:image', 'og:url', 'twitter:card', 'twitter:image']) {
    assert.ok(meta(key), key);
  }
  assert.is(meta('twitter:card'), 'summary_large_image');
  assert.is(meta('og:url'), band.siteUrl);
  assert.is(meta('og:image'), new URL('og-image.png', band.siteUrl).href);
});

preview.run();

// ---

const noJs = suite('static fallback');

noJs('sits in the app container with band, slogan, contact, gigs, songs and the legal notice', () => {
  const fallback = index.split('<div data-band-widget="app">')[1].split('</div>\n</body>')[0];
  assert.match(fallback, `<h1>${band.name} – ${band.slogan}</h1>`);
  assert.match(fallback, `href="mailto:${band.email}"`);
  assert.match(fallback, escapeHtml(band.phone.display));
  assert.match(fallback, '<h2>Impressum</h2>');
  assert.match(fallback, '<h4>10. Keine automatisierten Entscheidungen und kein Profiling</h4>');
  assert.is(fallback.match(/<h1>/g)!.length, 1);
  for (const gig of fixture.gigs) assert.match(fallback, `<time datetime="${isoDate(gig.date)}">`);
  for (const song of fixture.songs) assert.match(fallback, escapeHtml(`${song.title} - ${song.artist}`));
});

noJs('shows a private party as the app does: place and "Private Feier", nothing more', () => {
  for (const gig of fixture.gigs.filter((g) => g.private)) {
    const line = new RegExp(`<li><time datetime="${isoDate(gig.date)}">[^<]*</time> ([^<]*)</li>`).exec(index)![1];
    assert.is(line, `${escapeHtml(gig.location)} – Private Feier`);
  }
});

noJs('escapes what it writes', () => {
  assert.is(escapeHtml(`<a href="x">Tom & Jerry's</a>`), '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;');
});

noJs.run();

// ---

const loads = suite('what the page loads');

loads('index.html loads dist/’s files by their names, versioned by content; demo.html the same from dist/', () => {
  const version = /band\.js\?v=([0-9a-f]{10})"/.exec(index)![1];
  assert.match(index, `<script src="band.js?v=${version}" defer></script>`);
  assert.match(index, /<link rel="stylesheet" href="site\.css\?v=[0-9a-f]{10}">/);
  assert.match(index, '<link rel="icon" href="favicon.svg" type="image/svg+xml">');
  assert.match(demo, `<script src="dist/band.js?v=${version}" defer></script>`);
  assert.match(demo, '<link rel="icon" href="dist/favicon.svg"');
  assert.is(demo.replace(/dist\//g, ''), index);
});

loads('every page has the icon, so no browser asks for /favicon.ico; the page names its one address', () => {
  for (const file of ['dist/index.html', 'dist/gigs.html', 'dist/konfigurator.html']) {
    assert.match(files[file], '<link rel="icon" href="favicon.svg" type="image/svg+xml">', file);
  }
  // It answers at / and at /index.html: search engines are to keep the site's address.
  assert.match(index, `<link rel="canonical" href="${band.siteUrl}">`);
  assert.is(index.match(/rel="canonical"/g)!.length, 1);
});

loads('a new bundle gets a new version', () => {
  const other = renderStatic(fixture, new TextEncoder().encode('/* another bundle */'), TOOLS, FACTS)['dist/index.html'];
  const v = (html: string) => /band\.js\?v=(\w+)/.exec(html)![1];
  assert.is.not(v(other), v(index));
  assert.is(v(renderStatic(fixture, bundle, TOOLS, FACTS)['dist/index.html']), v(index));
});

loads('has no inline style, no inline script but the JSON-LD data, no event handler attributes', () => {
  assert.not.match(index, /<style/i);
  assert.not.match(index, /\sstyle=/i);
  assert.not.match(index, /\son[a-z]+=/i);
  const inline = [...index.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((m) => m[1].trim());
  assert.equal(inline, ['type="application/ld+json"']);
});

loads('tells crawlers the site’s address', () => {
  assert.is(files['dist/robots.txt'], `User-agent: *\nAllow: /\n\nSitemap: ${band.siteUrl}sitemap.xml\n`);
  assert.match(files['dist/sitemap.xml'], `<loc>${band.siteUrl}</loc>`);
});

loads.run();

// ---

const policy = suite('the pages\' policy');

policy('allows the widget\'s stylesheet by its hash, and nothing else inline, in .htaccess and _headers alike', () => {
  // echo -n '.band{color:red}' | openssl dgst -sha256 -binary | base64
  const hash = "'sha256-" + createHash('sha256').update(FACTS.widgetCss).digest('base64') + "'";
  for (const file of ['dist/.htaccess', 'dist/_headers']) {
    const styleSources = [...files[file].matchAll(/style-src ([^;"\n]*)/g)].map((m) => m[1].trim());
    assert.ok(styleSources.length >= 3, `${file}: index.html, konfigurator.html and gigs.html have a policy`);
    for (const sources of styleSources) assert.is(sources, `'self' ${hash}`, file);
  }
});

policy.run();
