// The band's page as the build writes it (dist/index.html and demo.html), from fixture data:
// search-engine data, link previews, the prerendered site, and what the page loads.
import { suite } from 'uvu';
import { createHash } from 'node:crypto';
import * as assert from 'uvu/assert';
import { isoDate } from '../../src/domain/dates';
import { isCancelled, splitGigs } from '../../src/domain/gigs';
import { escapeHtml } from '../../src/domain/escapeHtml';
import { renderStatic } from '../../src/static/index';
import { noonOf } from '../../src/static/buildDay';
import { prerender, PRERENDERED_GIGS, renderRoute, ROUTE_SCRIPT, suffixIds, WAIT_SCRIPT } from '../../src/static/prerender';
import { lightDomCss } from '../../src/static/siteCss';
import { ROUTES, type Route } from '../../src/domain/routes';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { splitLocation } from '../../src/static/splitLocation';
import { HOME_EVENTS } from '../../src/static/structuredData';
import { gigPage } from '../../src/domain/siteUrls';
import { fixture, withGigs } from '../fixtures/data';
import { FAQ, PRESS, TESTIMONIALS, withExtras } from '../fixtures/siteExtras';
import { atTheLimits } from '../fixtures/tenYears';
import type { SiteVideo } from '../../src/domain/media';
import { capture, captures, must } from '../setup/must';
import stylesCss from '../../src/ui/styles.css';

const bundle = new TextEncoder().encode('/* a bundle */');
const TOOLS = { 'gigs.js': '/* gigs */', 'konfigurator.js': '/* kit */', 'auftritt.js': '/* gig page */' };
/** The widget's stylesheet (as written: the build minifies it) and the tests' day. */
const FACTS = { widgetCss: stylesCss, day: '2025-09-01' };
/** The fixture band with issue 47's lists and press data: the page holds every route. */
const files = renderStatic(withExtras(), bundle, TOOLS, FACTS);
const index = files['dist/index.html'];
const demo = files['demo.html'];
const { band } = fixture;
const VIDEO: SiteVideo = {
  video: { provider: 'youtube', id: 'aBcDeFgHiJk' },
  title: 'Live im Kulturbahnhof 2025',
  notice: 'Beim Abspielen …',
};
type Node = Record<string, any>;
/** The JSON-LD graph of a page. */
const graphOf = (html: string): Node[] => JSON.parse(capture(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/))['@graph'];
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

ld("holds the public gigs from the build's day on as MusicEvents with the required properties, each pointing to its page", () => {
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

ld("leaves the gigs before the build's day to their own pages", () => {
  const { past } = splitGigs(publicGigs, new Date(2025, 8, 1));
  for (const gig of past)
    assert.not.ok(
      events.some((e) => e.url === gigPage(band.siteUrl, gig)),
      gig.location,
    );
  const later = renderStatic(fixture, bundle, TOOLS, { ...FACTS, day: '2030-01-01' })['dist/index.html'];
  assert.equal(
    graphOf(later).map((n) => n['@type']),
    ['MusicGroup'],
  );
});

ld('never announces a private party as a public event', () => {
  const privateGigs = fixture.gigs.filter((gig) => gig.private);
  assert.ok(privateGigs.length > 0);
  for (const gig of privateGigs) {
    // A private party has no page of its own to point to.
    assert.is(gig.page, undefined);
    // Built on the party's day: the next public gigs from that day on are listed, never the party.
    const graph = graphOf(renderStatic(fixture, bundle, TOOLS, { ...FACTS, day: gig.iso })['dist/index.html']);
    const next = publicGigs.filter((g) => g.iso >= gig.iso).sort((a, b) => a.iso.localeCompare(b.iso));
    assert.equal(
      graph.filter((n) => n['@type'] === 'MusicEvent').map((e) => e.url),
      next.slice(0, HOME_EVENTS).map((g) => gigPage(band.siteUrl, g)),
      gig.location,
    );
    assert.not.ok(
      graph.some((e) => e.startDate?.startsWith(gig.iso) && e.location.name === splitLocation(gig.location).venue),
      gig.location,
    );
  }
});

ld('splits "venue, town" at the last comma', () => {
  assert.equal(splitLocation('Kulturbahnhof, Kassel'), { venue: 'Kulturbahnhof', town: 'Kassel' });
  assert.equal(splitLocation('Hof, Scheune 2, Baunatal'), { venue: 'Hof, Scheune 2', town: 'Baunatal' });
  assert.equal(splitLocation('Kassel'), { venue: 'Kassel', town: '' });
});

ld('is written compactly: one line, no indentation, nothing that could end the script element', () => {
  const json = capture(index, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  assert.is(json, JSON.stringify(JSON.parse(json)).replace(/</g, '\\u003c'));
  assert.not.match(json, '\n');
  assert.not.match(json, '</');
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

const site = suite('the prerendered site');

/**
 * Each route's app as the page holds it: the shell (written once) with that route's header and <main>,
 * the others' left out, wrapped as the widget mounts it.
 */
const copies = (html: string): ((route: Route) => string) => {
  const app = capture(
    html,
    /<div class="band band-route" lang="de" dir="ltr" data-view="app" data-theme="site">([\s\S]*)<\/div>\n<script>[^<]*<\/script><span class="band-end"/,
  );
  return (route) =>
    `<div class="band" lang="de" dir="ltr" data-view="app" data-theme="site">${app.replace(
      /<(header|main)\b[^>]*? data-band-route="(\w+)"[^>]*>[\s\S]*?<\/\1>/g,
      (part, _, own) => (own === route ? part.replace(` data-band-route="${route}"`, '') : ''),
    )}</div>`;
};
const routes = copies(index);
const H1: Record<Route, string> = {
  home: band.slogan,
  programm: 'Aktuelle Songauswahl',
  auftritte: 'Auftritte',
  kontakt: 'Kontakt',
  impressum: 'Impressum',
  presse: 'Presse &amp; Veranstalter',
};
const text = (html: string) => html.replace(/<!---->/g, '').replace(/<[^>]+>/g, '');

site('holds the shell once, and a header and a <main> for every route, in the app’s order, each with its own h1', () => {
  for (const [part, count] of [
    ['<div class="band', 1],
    ['<div class="app">', 1],
    ['<footer', 1],
    ['<header', ROUTES.length],
    ['<main', ROUTES.length],
  ] as const) {
    assert.is(index.split(part).length - 1, count, part);
  }
  assert.equal(captures(index, /<header\b[^>]*? data-band-route="(\w+)"/g), [...ROUTES]);
  assert.equal(captures(index, /<main\b[^>]*? data-band-route="(\w+)"/g), [...ROUTES]);
  for (const route of ROUTES) {
    assert.ok(routes(route).startsWith('<div class="band" lang="de" dir="ltr" data-view="app" data-theme="site"><div class="app">'), route);
    const h1s = captures(routes(route), /<h1>([\s\S]*?)<\/h1>/g).map(text);
    assert.equal(h1s, [H1[route]], route);
  }
});

site('marks the active link of each route as the app does, none on Impressum and Presse', () => {
  const labels: Partial<Record<Route, string>> = { home: 'Home', programm: 'Programm', auftritte: 'Auftritte', kontakt: 'Kontakt' };
  for (const route of ROUTES) {
    const active = captures(routes(route), /<a href="[^"]*" aria-current="page">([^<]*)<\/a>/g);
    assert.equal(active, labels[route] ? [labels[route]] : [], route);
  }
});

site('is the app’s own rendering: the same markup as the component renders, text nodes kept apart', () => {
  const now = noonOf('2025-09-01');
  for (const route of ROUTES) assert.is(routes(route), renderRoute(withExtras(), route, now), route);
  // "Rechtsform: ", the legal form, ". Gesellschafter…": separate texts in the browser, so separate here.
  assert.match(routes('impressum'), `Rechtsform: <!---->${escapeHtml(band.legalForm)}<!---->. Gesellschafter`);
  assert.not.match(index, /<!----><!---->|>[<]!---->/);
});

site('has no id twice, and every reference to an id finds it in its own copy', () => {
  const ids = captures(index, /\sid="([^"]*)"/g);
  assert.is(new Set(ids).size, ids.length, `duplicates: ${ids.filter((id, i) => ids.indexOf(id) !== i).join(' ')}`);
  for (const route of ROUTES) {
    const own = new Set(captures(routes(route), /\sid="([^"]*)"/g));
    const refs = captures(routes(route), /\s(?:for|aria-controls|aria-labelledby|aria-describedby)="([^"]*)"/g).flatMap((ids) =>
      ids.split(' '),
    );
    assert.ok(refs.length > 0, route);
    for (const ref of refs) assert.ok(own.has(ref), `${route}: ${ref}`);
  }
});

site('suffixes ids and the references to them by route, nothing else', () => {
  assert.is(
    suffixIds(
      '<ul id="P0-0"></ul><button aria-controls="P0-0"></button><section aria-labelledby="P0-1 P0-2"><label for="x">id="y"</label></section>',
      'kontakt',
    ),
    '<ul id="P0-0-kontakt"></ul><button aria-controls="P0-0-kontakt"></button><section aria-labelledby="P0-1-kontakt P0-2-kontakt"><label for="x-kontakt">id="y"</label></section>',
  );
});

site('leaves one <main> without the hidden attribute, Home’s, as a document may have one (the page shows the others by CSS)', () => {
  for (const route of ROUTES) assert.is(/<main hidden class="main">/.test(routes(route)), route !== 'home', route);
  // The hidden ones show by routeCss' rules for their route, which set their display.
  assert.match(files['dist/site.css'], '#\\/programm:target ~ .band-route [data-band-route="programm"]');
});

site('puts a marker for each address of a route before the pages, and an end marker after them', () => {
  const marks = captures(index, /<span class="band-mark" id="([^"]*)"><\/span>/g);
  assert.equal(marks, [
    '/',
    '/programm',
    '/programm/',
    '/auftritte',
    '/auftritte/',
    '/kontakt',
    '/kontakt/',
    '/impressum',
    '/impressum/',
    '/presse',
    '/presse/',
  ]);
  assert.ok(index.indexOf('class="band-mark"') < index.indexOf('class="band band-route"'));
  assert.match(index, `</div>\n<script>${ROUTE_SCRIPT}</script><span class="band-end" hidden></span>\n</div>\n</body>`);
});

site('holds the press page, its marker and its route only where the band has press data (issue 47)', () => {
  const now = noonOf('2025-09-01');
  const without = prerender(fixture, now);
  assert.not.match(without, 'id="/presse');
  assert.not.match(without, 'data-band-route="presse"');
  assert.not.match(without, 'Kurzbiografie');
  assert.equal(captures(without, /<main\b[^>]*? data-band-route="(\w+)"/g), ['home', 'programm', 'auftritte', 'kontakt', 'impressum']);
  const press = prerender(withExtras(), now);
  assert.match(press, '<span class="band-mark" id="/presse"></span><span class="band-mark" id="/presse/"></span>');
  assert.match(press, /<main\b[^>]*data-band-route="presse"[^>]*>[\s\S]*?<h1>Presse &amp; Veranstalter<\/h1>/);
  assert.match(press, escapeHtml(PRESS.short));
});

site('the route switch has rules for #/presse only where the page holds the press page, so without press data it shows Home', () => {
  const rule = '#\\/presse:target ~ .band-route [data-band-route="presse"]';
  const at = '[data-band-at="#/presse"]';
  assert.match(files['dist/site.css'], rule);
  assert.match(files['dist/site.css'], at);
  const without = renderStatic(fixture, bundle, TOOLS, FACTS)['dist/site.css'];
  assert.not.match(without, rule);
  assert.not.match(without, at);
  assert.not.match(without, 'data-band-route="presse"');
});

site('shows issue 47’s texts without JavaScript: the quotes on Home, the questions as native <details> on Kontakt', () => {
  assert.match(routes('home'), escapeHtml(must(TESTIMONIALS[0], 'a quote').quote));
  assert.match(routes('home'), '<h2>Referenzen</h2>');
  const kontakt = routes('kontakt');
  for (const { question, answer } of FAQ) {
    assert.match(kontakt, `<details><summary>${escapeHtml(question)}</summary>`);
    for (const paragraph of answer) assert.match(kontakt, escapeHtml(paragraph));
  }
  assert.match(kontakt, '<h2>Besetzungen</h2>');
});

site('shows the build’s day: the next-event box and upcoming and past gigs as band.js shows them that day', () => {
  const on = (day: string) => copies(renderStatic(fixture, bundle, TOOLS, { ...FACTS, day })['dist/index.html']);
  // 1.9.2025: the Weinfest (13.9.) is next, in 11 days; 14.9.: the Kulturbahnhof (18.10.), in 33.
  assert.match(
    on('2025-09-01')('home'),
    /<time datetime="2025-09-13">13\.9\.2025<\/time><\/p><p class="next-countdown">in <!---->11<!----> Tage\(n\):/,
  );
  assert.match(
    on('2025-09-14')('home'),
    /<time datetime="2025-10-18">18\.10\.2025<\/time><\/p><p class="next-countdown">in <!---->33<!----> Tage\(n\):/,
  );
  for (const day of ['2025-09-01', '2025-09-14', '2026-01-01']) {
    const { upcoming, past } = splitGigs(fixture.gigs, noonOf(day));
    const [ahead = '', behind = ''] = on(day)('auftritte').split('Vergangene Auftritte');
    for (const gig of upcoming) assert.match(ahead, `datetime="${isoDate(gig.date)}"`, `${day} ${gig.location}`);
    // That year's past gigs; each earlier year a closed group, its gigs not in the page (pastByYear).
    const year = Number(day.slice(0, 4));
    for (const gig of past) {
      const shown = gig.date.getFullYear() === year;
      assert.is(behind.includes(`datetime="${isoDate(gig.date)}"`), shown, `${day} ${gig.location}`);
      if (!shown) assert.match(behind, `<details class="gig-year"><summary>${gig.date.getFullYear()} · `);
    }
  }
  assert.match(index, '<div data-band-widget="app"><!-- prerendered for 2025-09-01 -->\n');
});

site('is the same in any time zone of the build machine', async () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  // The same sources, bundled once as the build bundles band.js (tsconfig's alias, pictures and CSS as
  // text), so that each zone's process starts at once instead of loading them one by one through tsx.
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents: `import { renderStatic } from './src/static/index.ts'; import { withExtras } from './test/fixtures/siteExtras.ts';
        process.stdout.write(renderStatic(withExtras(), new TextEncoder().encode('/* a bundle */'), ${JSON.stringify(TOOLS)}, ${JSON.stringify(FACTS)})['dist/index.html']);`,
      resolveDir: root,
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    loader: { '.svg': 'text', '.css': 'text' },
    write: false,
    logLevel: 'silent',
  });
  const dir = await mkdtemp(join(tmpdir(), 'band-zones-'));
  const script = join(dir, 'render.mjs');
  await writeFile(script, outputFiles[0]!.contents);
  const zones = ['Pacific/Kiritimati', 'America/Los_Angeles'];
  try {
    // A build machine in each zone, side by side.
    const pages = await Promise.all(
      zones.map((TZ) => promisify(execFile)('node', [script], { env: { ...process.env, TZ }, maxBuffer: 16 * 1024 * 1024 })),
    );
    pages.forEach(({ stdout }, i) => assert.ok(stdout === index, zones[i]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

site('site.css carries the widget’s stylesheet for the light DOM, :host as the app container', () => {
  const css = files['dist/site.css'];
  assert.is(
    lightDomCss(':host{display:block}:host([hidden]){display:none}.band{all:initial}'),
    '[data-band-widget]{display:block}[data-band-widget][hidden]{display:none}.band{all:initial}',
  );
  assert.not.match(css, ':host');
  // (as written: the build minifies it)
  for (const rule of ['.band{all:initial', '.nav-links[data-open=false]{display:none}', '@container(min-width:48em)']) {
    assert.match(css.replace(/\s+|"/g, '').replace(/;}/g, '}'), rule, rule);
  }
  assert.match(css, '#\\/programm\\/:target ~ .band-route [data-band-route="programm"]');
});

site('without JavaScript: nojs.css, linked in a <noscript>, opens the menu and hides what needs a script', () => {
  assert.match(index, /<noscript><link rel="stylesheet" href="nojs\.css\?v=[0-9a-f]{10}"><\/noscript>/);
  assert.match(demo, /<noscript><link rel="stylesheet" href="dist\/nojs\.css\?v=[0-9a-f]{10}"><\/noscript>/);
  const nojs = files['dist/nojs.css'];
  for (const hidden of ['.nav-toggle', '.finder', '.wish', '.contact-actions button', '.gig-share']) assert.match(nojs, hidden);
  // every class it names is one the app renders (a video's, where the band has one: the fixture has none)
  const withVideo = renderStatic({ ...fixture, media: { photos: [], videos: [VIDEO], audio: [] } }, bundle, TOOLS, FACTS)[
    'dist/index.html'
  ];
  for (const [, name] of nojs.matchAll(/\.([a-z-]+)/g)) assert.match(withVideo, new RegExp(`class="[^"]*\\b${name}\\b`), name);
});

site('lists at most PRERENDERED_GIGS gigs, those ahead first, and links the pages of the years of the others (issue 39)', () => {
  // 40 gigs ahead and a year played: the page lists the first PRERENDERED_GIGS ahead, none of this year's past.
  const now = new Date(2026, 10, 25, 12);
  const limits = atTheLimits(now);
  const page = copies(renderStatic(withGigs(limits.gigs, limits.songs), bundle, TOOLS, { ...FACTS, day: '2026-11-25' })['dist/index.html'])(
    'auftritte',
  );
  const items = (html: string) => html.split('<li class="gig').length - 1;
  assert.is(items(page), PRERENDERED_GIGS);
  const [ahead, past] = page.split('Vergangene Auftritte');
  const yearLinks = (html = '') =>
    captures(html, /<a href="https:\/\/upgrade-band\.example\/auftritte\/(\d+)\.html">Alle Auftritte \1 ansehen</g);
  // The gigs ahead not listed lie in 2027; this year's past gigs are all on 2026's page; every earlier year is a group.
  assert.equal(yearLinks(ahead), ['2027']);
  assert.equal(yearLinks(past), ['2026']);
  assert.is(must(past, 'the past').split('<details class="gig-year">').length - 1, 10);
  // With few gigs ahead the past fills the rest, and a list listed whole links nothing.
  const few = atTheLimits(now, { upcoming: 5 });
  const some = copies(renderStatic(withGigs(few.gigs, few.songs), bundle, TOOLS, { ...FACTS, day: '2026-11-25' })['dist/index.html'])(
    'auftritte',
  );
  const [someAhead, somePast] = some.split('Vergangene Auftritte');
  // 5 ahead and this year's 18 past: fewer than PRERENDERED_GIGS.
  assert.ok(items(some) > 5 && items(some) < PRERENDERED_GIGS, `${items(some)}`);
  assert.equal(yearLinks(someAhead), []);
  assert.equal(yearLinks(somePast), []);
  // The fixture's page lists every gig, as before.
  assert.not.match(index, 'Alle Auftritte 20');
});

site.run();

// ---

const loads = suite('what the page loads');

loads('index.html loads dist/’s files by their names, versioned by content; demo.html the same from dist/', () => {
  const version = /band\.js\?v=([0-9a-f]{10})"/.exec(index)![1];
  // async, not defer: Chromium sets :target (which picks the prerendered page) only once deferred scripts have run.
  assert.match(index, `<script src="band.js?v=${version}" async></script>`);
  assert.match(index, `<style>${files['dist/site.css']}</style>`, 'site.css inline');
  assert.not.match(index, /<link rel="stylesheet" href="site\.css/);
  assert.match(index, '<link rel="icon" href="favicon.svg" type="image/svg+xml">');
  assert.match(demo, `<script src="dist/band.js?v=${version}" async></script>`);
  assert.match(demo, '<link rel="icon" href="dist/favicon.svg"');
  assert.is(demo.replace(/dist\//g, ''), index);
});

loads('every page has the icon, so no browser asks for /favicon.ico; the page names its one address', () => {
  for (const file of ['dist/index.html', 'dist/gigs.html', 'dist/konfigurator.html'] as const) {
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

loads('inline: site.css in one <style>, the two route scripts and the JSON-LD data; no style attribute, no event handler attribute', () => {
  assert.is(index.match(/<style/gi)!.length, 1);
  assert.not.match(index, /\sstyle=/i);
  assert.not.match(index, /\son[a-z]+=/i);
  const inline = [...index.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([^<]*)/g)].map((m) => [
    must(m[1], 'attributes').trim(),
    m[1] ? '' : m[2],
  ]);
  assert.equal(inline, [
    ['type="application/ld+json"', ''],
    ['', WAIT_SCRIPT],
    ['', ROUTE_SCRIPT],
  ]);
});

loads('tells crawlers the site’s address', () => {
  assert.is(files['dist/robots.txt'], `User-agent: *\nAllow: /\n\nSitemap: ${band.siteUrl}sitemap.xml\n`);
  assert.match(files['dist/sitemap.xml'], `<loc>${band.siteUrl}</loc>`);
});

loads.run();

// ---

const policy = suite("the pages' policy");

policy(
  "allows the widget's stylesheet by its hash, on the band's page its inline stylesheet and route scripts too, nothing else, in .htaccess and _headers alike",
  () => {
    const hash = (text: string) => "'sha256-" + createHash('sha256').update(text).digest('base64') + "'";
    const [widget, page, scripts] = [hash(FACTS.widgetCss), hash(files['dist/site.css']), `${hash(WAIT_SCRIPT)} ${hash(ROUTE_SCRIPT)}`];
    for (const file of ['dist/.htaccess', 'dist/_headers']) {
      const policies = [...must(files[file], file).matchAll(/script-src ([^;"\n]*); style-src ([^;"\n]*)/g)].map((m) => [
        must(m[1], 'script-src').trim(),
        must(m[2], 'style-src').trim(),
      ]);
      assert.ok(policies.length >= 4, `${file}: index.html, konfigurator.html, gigs.html and the gig pages have a policy`);
      const own = policies.filter(([scripts]) => scripts !== "'self'");
      // _headers names the band's page twice, as / and as /index.html.
      assert.equal(new Set(own.map(String)).size, 1, file);
      assert.equal(own[0], [`'self' ${scripts}`, `'self' ${widget} ${page}`], file);
      for (const [, styles] of policies.filter(([scripts]) => scripts === "'self'")) assert.is(styles, `'self' ${widget}`, file);
    }
  },
);

policy.run();
