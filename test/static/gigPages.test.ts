// Every public gig's own page (dist/auftritte/…html) and calendar file (dist/kalender/…ics), as the
// build writes them from fixture data for the tests' day: one page per public gig and none for a
// private party, each with its canonical address, its previews, its JSON-LD and its sitemap entry,
// in the app's design, static, its links leading back to the band's page.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ICAL from 'ical.js';
import { formatDate, isoDate } from '../../src/domain/dates';
import { escapeHtml } from '../../src/domain/escapeHtml';
import { isCancelled, isUpcoming, publicGigs, type Gig } from '../../src/domain/gigs';
import { gigUid } from '../../src/domain/ics';
import { gigCalendarPath, gigPage, gigPagePath, siteHost, SitePath, yearPagePath } from '../../src/domain/siteUrls';
import { noonOf } from '../../src/static/buildDay';
import { contentVersion, description, renderStatic } from '../../src/static/index';
import { musicEvent, musicGroup } from '../../src/static/structuredData';
import { pageYears } from '../../src/static/yearPages';
import { fixture, withGigs } from '../fixtures/data';
import { capture, captures, must } from '../setup/must';
import { gigs as rawGigs } from '../fixtures/data/gigs';
import stylesCss from '../../src/ui/styles.css';

const bundle = new TextEncoder().encode('/* a bundle */');
const TOOLS = { 'gigs.js': '/* gigs */', 'konfigurator.js': '/* kit */', 'auftritt.js': '/* gig page */' };
const FACTS = { widgetCss: stylesCss, day: '2025-09-01' };
const NOW = noonOf(FACTS.day);
const files = renderStatic(fixture, bundle, TOOLS, FACTS);
const { band } = fixture;
const gigs = publicGigs(fixture.gigs);
const pageOf = (gig: Gig) => must(files[`dist/${gigPagePath(gig)}`], `the page of ${gig.location}`);
/** A gig of the fixtures by its day. */
const on = (day: string) => fixture.gigs.find((gig) => isoDate(gig.date) === day)!;
type Node = Record<string, any>;
const graphOf = (html: string): Node[] => JSON.parse(capture(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/))['@graph'];
/** The gig in a page's JSON-LD: the graph's second node, after the band. */
const eventOf = (html: string): Node => must(graphOf(html)[1], 'the MusicEvent of the JSON-LD');
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const text = (html: string) => html.replace(/<!---->/g, '').replace(/<[^>]+>/g, '');
/** The page's body: what a visitor sees (the head repeats the place in its meta). */
const body = (html: string) => html.slice(html.indexOf('<body>'));
/** The body without the renderer's empty comments between texts. */
const bare = (html: string) => body(html).replace(/<!---->/g, '');

const pages = suite('one page per public gig');

pages(
  'writes a page and a calendar file for every public gig, past and upcoming, and nothing else in their folders but the years’ pages',
  () => {
    const ahead = gigs.filter((gig) => isUpcoming(gig, NOW));
    assert.ok(ahead.length > 0 && ahead.length < gigs.length, 'the fixtures have gigs on both sides of the day');
    const inFolder = (folder: string) =>
      Object.keys(files)
        .filter((path) => path.startsWith(`dist/${folder}/`))
        .sort();
    const years = pageYears(fixture.gigs).map((year) => `dist/${yearPagePath(year)}`);
    assert.equal(inFolder('auftritte'), [...gigs.map((gig) => `dist/${gigPagePath(gig)}`), ...years].sort());
    assert.equal(inFolder('kalender'), gigs.map((gig) => `dist/${gigCalendarPath(gig)}`).sort());
    assert.is(inFolder('auftritte').length, new Set(gigs.map(gigPagePath)).size + years.length);
  },
);

pages('none for a private party or an unlisted booking: their places are on no gig page and in no calendar file', () => {
  const hidden = rawGigs.filter((gig) => gig.private).map((gig) => gig.location);
  assert.ok(hidden.includes('Gutshof Verborgen, Calden'), 'the fixtures have an unlisted booking');
  for (const [path, content] of Object.entries(files).filter(([path]) => /^dist\/(auftritte|kalender)\//.test(path))) {
    for (const location of hidden) {
      // "Firmenjubiläum, Kassel" is private; a public gig in Kassel is not: the whole place must not appear.
      assert.not.ok(content.includes(escapeHtml(location)) && !gigs.some((gig) => gig.location === location), `${location} in ${path}`);
    }
  }
  assert.ok(gigs.every((gig) => !gig.private));
});

pages('the address is the calendar UID with its day written as a date', () => {
  const gig = on('2025-10-18');
  assert.is(gigPagePath(gig), 'auftritte/2025-10-18-kulturbahnhof-kassel.html');
  assert.is(gigCalendarPath(gig), 'kalender/20251018-kulturbahnhof-kassel.ics');
  assert.is(gigUid(gig, siteHost(band.siteUrl)), '20251018-kulturbahnhof-kassel@upgrade-band.example');
});

pages.run();

// ---

const head = suite('what a gig page tells search engines and link previews');

head('title and description name the day and the place; canonical and og:url are the page’s own address', () => {
  for (const gig of gigs) {
    const html = pageOf(gig);
    const url = gigPage(band.siteUrl, gig);
    const title = capture(html, /<title>([^<]*)<\/title>/);
    assert.is(title, escapeHtml(`${band.name} live am ${formatDate(gig.date)}: ${gig.location}`));
    for (const key of ['description', 'og:description', 'twitter:description']) {
      assert.match(meta(html, key)!, formatDate(gig.date), `${gig.location} ${key}`);
      assert.match(meta(html, key)!, escapeHtml(gig.location), `${gig.location} ${key}`);
    }
    assert.equal(captures(html, /<link rel="canonical" href="([^"]*)">/g), [url]);
    assert.is(meta(html, 'og:url'), url);
    assert.is(meta(html, 'og:title'), title);
    assert.is(meta(html, 'og:type'), 'website');
    assert.is(meta(html, 'og:image'), `${band.siteUrl}og-image.png`);
  }
});

head(
  'the description names the day, the place and the information, true before the day and after it; a cancelled gig is not “live”',
  () => {
    // The data's typography gives "6 €" its non-breaking space.
    const fee = on('2025-10-18').info;
    assert.is(fee, 'Eintritt 6\u00a0€, Beginn 21\u00a0Uhr');
    const cases: [day: string, says: string][] = [
      [
        '2025-10-18',
        `${band.name} live am 18.10.2025: Kulturbahnhof, Kassel. ${fee}. Live-Musik aus Kassel für Firmenfeiern, Geburtstage und Hochzeiten.`,
      ],
      ['2023-12-09', `${band.name} live am 09.12.2023: Kulturbahnhof, Kassel. ${fee}. Live-Musik`],
      ['2025-03-15', `${band.name} live am 15.03.2025: Frühlingsball im Stadtpark, Bad Wildungen. Live-Musik`],
      ['2023-05-20', `${band.name} am 20.05.2023: Brunnenfest, Helsa. Abgesagt wegen Dauerregens. Live-Musik`],
    ];
    for (const [day, says] of cases)
      assert.ok(meta(pageOf(on(day)), 'description')!.startsWith(escapeHtml(says)), `${day}: ${meta(pageOf(on(day)), 'description')}`);
  },
);

head(
  'JSON-LD: the band and the gig as a MusicEvent whose url is the page; a start with Berlin’s offset where the information names one',
  () => {
    for (const gig of gigs) {
      const graph = graphOf(pageOf(gig));
      assert.equal(graph, JSON.parse(JSON.stringify([musicGroup(band, description(band)), musicEvent(gig, band)])), gig.location);
      assert.is(eventOf(pageOf(gig)).url, gigPage(band.siteUrl, gig));
      assert.is(eventOf(pageOf(gig)).eventStatus, `https://schema.org/${isCancelled(gig) ? 'EventCancelled' : 'EventScheduled'}`);
    }
    // Summer and winter time, a start and end, a day without a time.
    assert.is(eventOf(pageOf(on('2025-10-18'))).startDate, '2025-10-18T21:00:00+02:00');
    assert.is(eventOf(pageOf(on('2025-11-29'))).startDate, '2025-11-29T21:00:00+01:00');
    assert.is(eventOf(pageOf(on('2024-08-10'))).endDate, '2024-08-10T18:00:00+02:00');
    assert.is(eventOf(pageOf(on('2025-03-15'))).startDate, '2025-03-15');
    assert.equal(eventOf(pageOf(on('2025-10-18'))).offers, {
      '@type': 'Offer',
      price: 6,
      priceCurrency: 'EUR',
      url: gigPage(band.siteUrl, on('2025-10-18')),
    });
  },
);

head('sitemap.xml lists the band’s page, every gig page, every year’s page and the songs’ page once, no private party', () => {
  const locs = [...files['dist/sitemap.xml'].matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const years = pageYears(fixture.gigs).map((year) => `${band.siteUrl}${yearPagePath(year)}`);
  assert.equal(locs, [band.siteUrl, ...gigs.map((gig) => gigPage(band.siteUrl, gig)), ...years, `${band.siteUrl}${SitePath.Songs}`]);
  assert.not.match(files['dist/sitemap.xml'], /lastmod/);
  // The same data gives the same sitemap, whatever the build's day.
  assert.is(renderStatic(fixture, bundle, TOOLS, { ...FACTS, day: '2030-01-01' })['dist/sitemap.xml'], files['dist/sitemap.xml']);
});

head.run();

// ---

const design = suite('a gig page: the app’s design, static, leading back to the band’s page');

design('the app’s shell around one gig: nav, one h1, the gig as the list shows it, footer', () => {
  for (const gig of gigs) {
    const html = pageOf(gig);
    assert.match(
      html,
      '<div class="band" lang="de" dir="ltr" data-view="app" data-theme="site"><div class="app"><header class="header"><nav aria-label="Hauptnavigation" class="nav">',
    );
    // The narrow layout's menu needs no script: a <details>, closed.
    assert.match(html, '<details class="nav-menu"><summary class="nav-toggle">');
    assert.equal(captures(html, /<h1>([\s\S]*?)<\/h1>/g).map(text), [
      `${band.name} live: ${gig.location.slice(0, gig.location.lastIndexOf(','))}`,
    ]);
    assert.match(
      html,
      `<li class="${isCancelled(gig) ? 'gig gig-cancelled' : 'gig'}"><time datetime="${isoDate(gig.date)}" class="gig-date">${formatDate(gig.date)}</time> <span class="gig-location">${escapeHtml(gig.location)}</span>`,
    );
    // A cancelled gig's page marks it as the lists do: the word in a badge, not only the note.
    assert.is(html.includes('<span class="gig-badge">Abgesagt</span>'), isCancelled(gig), gig.location);
    if (gig.info) assert.match(html, `<span class="gig-info">${escapeHtml(gig.info)}</span>`);
    assert.match(html, '<footer class="footer">');
    assert.not.match(html, /aria-current/, 'no page of the nav is this one');
  }
});

design('every link of the app leads back to the band’s page (../#/…); booking and all gigs are among them', () => {
  for (const gig of gigs) {
    const html = pageOf(gig);
    const hrefs = captures(html, /<a [^>]*?href="([^"]*)"/g);
    assert.not.ok(
      hrefs.some((href) => href.startsWith('#')),
      gig.location,
    );
    for (const href of ['../#/', '../#/programm', '../#/auftritte', '../#/kontakt', '../#/impressum'])
      assert.ok(hrefs.includes(href), `${gig.location}: ${href}`);
    assert.match(html, '<a href="../#/kontakt" class="button">Kontakt aufnehmen</a>');
  }
});

design(
  'ahead or played is the visitor’s day’s to say: both sentences there, hidden, beside the gig’s day; the calendar file and the map',
  () => {
    const hidden = (when: string, says: string) => `<span data-when="${when}" hidden>${says} </span>`;
    const cases: [day: string, ahead: string, past: string][] = [
      [
        '2025-10-18',
        'Kommen Sie vorbei und feiern Sie mit!',
        'Diesen Auftritt haben wir am 18.10.2025 gespielt – danke an alle, die dabei waren!',
      ],
      [
        '2023-12-09',
        'Kommen Sie vorbei und feiern Sie mit!',
        'Diesen Auftritt haben wir am 09.12.2023 gespielt – danke an alle, die dabei waren!',
      ],
      ['2023-05-20', 'Dieser Auftritt fällt leider aus.', 'Dieser Auftritt ist leider ausgefallen.'],
    ];
    for (const [day, ahead, past] of cases) {
      const gig = on(day);
      const html = bare(pageOf(gig));
      assert.match(html, `<article data-day="${day}" class="page">`);
      assert.match(html, hidden('ahead', ahead), day);
      assert.match(html, hidden('past', past), day);
      assert.match(
        html,
        `<a href="../${gigCalendarPath(gig)}" aria-label="In den Kalender: ${formatDate(gig.date)}" class="gig-calendar">In den Kalender</a>`,
      );
      assert.ok(files[`dist/${gigCalendarPath(gig)}`], 'the link finds its file');
      assert.match(html, `href="https://www.openstreetmap.org/search?query=`);
      assert.match(html, `<span class="gig-info">${gig.info}</span>`, 'the information, ahead and after');
    }
  },
);

design('“Teilen” with the page’s one status, and the link to copy by hand, hidden until the clipboard is refused', () => {
  for (const gig of gigs) {
    const html = bare(pageOf(gig));
    assert.match(html, `<button type="button" aria-label="Teilen: ${formatDate(gig.date)}" class="gig-share link-button">Teilen</button>`);
    assert.match(html, `<label hidden>Link zum Kopieren: <input readonly value="${gigPage(band.siteUrl, gig)}"/></label>`);
    assert.is(html.split('role="status"').length, 2, 'one status');
  }
});

design('the same pages and calendar files whatever day the build runs on: only the data changes them', () => {
  const later = renderStatic(fixture, bundle, TOOLS, { ...FACTS, day: '2031-02-03' });
  const ofGigs = Object.keys(files).filter((path) => /^dist\/(auftritte\/|kalender\/|auftritte\.ics$)/.test(path));
  assert.ok(ofGigs.length > 2);
  for (const path of ofGigs) assert.is(later[path], files[path], path);
});

design('its one script from one folder up, no inline script or style; the site’s stylesheets, nojs.css in a <noscript>', () => {
  const index = files['dist/index.html'];
  const version = (name: string, html: string) => new RegExp(`href="(?:\\.\\./)?${name}\\?v=([0-9a-f]{10})"`).exec(html)?.[1];
  for (const gig of gigs) {
    const html = pageOf(gig);
    assert.equal(
      [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
      [`<script src="../auftritt.js?v=${contentVersion(TOOLS['auftritt.js'])}" defer>`, '<script type="application/ld+json">'],
      gig.location,
    );
    assert.not.match(html, /\sstyle=|<style|band\.js|\son[a-z]+=/);
    assert.is(version('nojs\\.css', html), version('nojs\\.css', index), 'nojs.css');
    assert.is(version('site\\.css', html), contentVersion(files['dist/site.css']), 'site.css');
    assert.match(html, '<link rel="stylesheet" href="../site.css?v=');
    assert.match(html, `<link rel="stylesheet" href="../auftritt.css?v=${contentVersion(files['dist/auftritt.css'])}">`);
    assert.match(html, '<noscript><link rel="stylesheet" href="../nojs.css?v=');
    assert.match(html, '<link rel="icon" href="../favicon.svg" type="image/svg+xml">');
  }
});

design('escapes what the data says: a place with quotes and angle brackets stays text', () => {
  const built = renderStatic(
    withGigs([{ date: '2027-07-14', location: 'Bar "Zum <Hahn>" & Co, Kassel', info: 'Beginn 21 Uhr' }]),
    bundle,
    TOOLS,
    FACTS,
  );
  const html = must(built['dist/auftritte/2027-07-14-bar-zum-hahn-co-kassel.html'], 'the page of the bar');
  assert.not.match(html, '<Hahn>');
  assert.match(html, '<title>Upgrade live am 14.07.2027: Bar „Zum &#60;Hahn&#62;“ &#38; Co, Kassel</title>');
  assert.match(html, '<span class="gig-location">Bar „Zum &lt;Hahn>“ &amp; Co, Kassel</span>');
  assert.is(eventOf(html).location.name, 'Bar „Zum <Hahn>“ & Co');
  assert.match(html, '"name":"Bar „Zum \\u003cHahn>“ & Co"', 'no "<" in the JSON-LD, so it cannot end its script');
});

design.run();

// ---

const calendarFile = suite('a gig’s calendar file');

calendarFile('one event, the same as the feed’s (UID, times, status), stamped with its gig’s day', () => {
  const feed = new ICAL.Component(ICAL.parse(files['dist/auftritte.ics'])).getAllSubcomponents('vevent');
  for (const gig of gigs) {
    const file = must(files[`dist/${gigCalendarPath(gig)}`], gigCalendarPath(gig));
    const [first, ...more] = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
    assert.is(more.length, 0);
    const event = must(first, `the event of ${gig.location}`);
    const uid = gigUid(gig, siteHost(band.siteUrl));
    assert.is(event.getFirstPropertyValue('uid'), uid);
    const twin = feed.find((e) => e.getFirstPropertyValue('uid') === uid)!;
    for (const name of ['dtstart', 'dtend', 'duration', 'summary', 'location', 'description', 'status', 'dtstamp']) {
      assert.is(String(event.getFirstPropertyValue(name)), String(twin.getFirstPropertyValue(name)), `${gig.location} ${name}`);
    }
    assert.is(String(event.getFirstPropertyValue('dtstamp')), `${isoDate(gig.date)}T00:00:00Z`);
  }
  const timed = new ICAL.Event(
    must(
      new ICAL.Component(ICAL.parse(must(files[`dist/${gigCalendarPath(on('2025-10-18'))}`], 'the calendar file'))).getFirstSubcomponent(
        'vevent',
      ),
      'its event',
    ),
  );
  assert.is(timed.startDate.toJSDate().toISOString(), '2025-10-18T19:00:00.000Z');
});

calendarFile.run();
