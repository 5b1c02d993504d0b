// Every year's page (dist/auftritte/2023.html), as the build writes it from fixture data for the tests' day:
// the way to each past public gig without JavaScript, since Auftritte renders an earlier year only when opened.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isoDate } from '../../src/domain/dates';
import { escapeHtml } from '../../src/domain/escapeHtml';
import { isUpcoming, publicGigs } from '../../src/domain/gigs';
import { gigCalendarPath, gigPagePath, yearPagePath } from '../../src/domain/siteUrls';
import { GIG_PAGE_NAMES, ruleFor } from '../../src/static/hosting';
import { noonOf } from '../../src/static/buildDay';
import { contentVersion, renderStatic } from '../../src/static/index';
import { pageYears } from '../../src/static/yearPages';
import { fixture, withGigs } from '../fixtures/data';
import stylesCss from '../../src/ui/styles.css';
import { captures, must } from '../setup/must';

const bundle = new TextEncoder().encode('/* a bundle */');
const TOOLS = { 'gigs.js': '/* gigs */', 'konfigurator.js': '/* kit */', 'auftritt.js': '' };
const FACTS = { widgetCss: stylesCss, day: '2025-09-01' };
const NOW = noonOf(FACTS.day);
const files = renderStatic(fixture, bundle, TOOLS, FACTS);
const { band } = fixture;
const yearOf = (year: number) => must(files[`dist/${yearPagePath(year)}`], `the page of ${year}`);
const body = (html: string) => html.slice(html.indexOf('<body>'));
const text = (html: string) => html.replace(/<!---->/g, '').replace(/<[^>]+>/g, '');
/** The days a page lists, in its order. */
const days = (html: string) => [...body(html).matchAll(/<time datetime="([^"]+)"/g)].map((m) => m[1]);

const api = suite('API');

api('pageYears: every year with a gig on Auftritte, private parties’ years too, earliest first, each once', () => {
  assert.equal(pageYears([]), []);
  assert.equal(pageYears(fixture.gigs), [2021, 2022, 2023, 2024, 2025]);
  const only = withGigs([
    { date: '2019-05-01', location: 'Kulturbahnhof, Kassel' },
    { date: '2017-03-03', location: 'Gutshof, Calden', private: true },
    { date: '2019-01-01', location: 'Festsaal, Vellmar' },
    // an unlisted booking shows nowhere, so its year gets no page of its own
    { date: '2015-06-06', location: 'Gutshof Verborgen, Calden', private: true, listed: false },
  ]);
  assert.equal(pageYears(only.gigs), [2017, 2019]);
});

api.run();

// ---

const pages = suite('a page per year');

pages('one for every year in pageYears, beside the gigs’ pages, under the gig pages’ hosting rule', () => {
  const years = Object.keys(files).filter((path) => /^dist\/auftritte\/\d{4}\.html$/.test(path));
  assert.equal(
    years,
    pageYears(fixture.gigs).map((year) => `dist/${yearPagePath(year)}`),
  );
  for (const year of pageYears(fixture.gigs)) {
    assert.is(ruleFor(yearPagePath(year)), ruleFor(gigPagePath(must(publicGigs(fixture.gigs)[0], 'a public gig'))));
    assert.ok(new RegExp(`^${GIG_PAGE_NAMES}$`).test(`${year}.html`), 'the .htaccess names it');
  }
});

pages('lists exactly the year’s public gigs, latest first as on Auftritte, each linking to its own page, which exists', () => {
  for (const year of pageYears(fixture.gigs)) {
    const html = yearOf(year);
    const gigs = publicGigs(fixture.gigs)
      .filter((gig) => gig.date.getFullYear() === year)
      .reverse();
    assert.equal(
      days(html),
      gigs.map((gig) => isoDate(gig.date)),
      `${year}`,
    );
    for (const gig of gigs) {
      assert.match(html, `<a href="../${gigPagePath(gig)}" class="gig-location">${escapeHtml(gig.location)}</a>`);
      assert.ok(files[`dist/${gigPagePath(gig)}`], gig.location);
    }
  }
});

pages(
  'names no private party, marks a cancelled gig; a gig ahead is listed as any other, its page says the rest: nothing depends on the build’s day',
  () => {
    const hidden = fixture.gigs.filter((gig) => gig.private).map((gig) => gig.location);
    for (const year of pageYears(fixture.gigs)) for (const place of hidden) assert.not.match(yearOf(year), escapeHtml(place));
    assert.match(body(yearOf(2023)), '<li class="gig gig-cancelled"><time datetime="2023-05-20"');
    const ahead = publicGigs(fixture.gigs).filter((gig) => isUpcoming(gig, NOW));
    assert.ok(ahead.length > 0);
    for (const gig of ahead) {
      assert.match(yearOf(2025), `<a href="../${gigPagePath(gig)}" class="gig-location">`);
      assert.not.match(yearOf(2025), `../${gigCalendarPath(gig)}`);
    }
    assert.not.match(yearOf(2025), 'gig-share', 'nothing that needs a script');
    const later = renderStatic(fixture, bundle, TOOLS, { ...FACTS, day: '2031-02-03' });
    for (const year of pageYears(fixture.gigs)) assert.is(later[`dist/${yearPagePath(year)}`], yearOf(year), String(year));
  },
);

pages('a year of private parties alone says so in a sentence', () => {
  const built = renderStatic(
    withGigs([
      { date: '2022-05-07', location: 'Gutshof, Calden', private: true },
      { date: '2023-05-07', location: 'Kulturbahnhof, Kassel' },
    ]),
    bundle,
    TOOLS,
    FACTS,
  );
  const html = must(built[`dist/${yearPagePath(2022)}`], 'the page of 2022');
  assert.match(text(body(html)), 'Für das Jahr 2022 sind nur private Feiern verzeichnet.');
  assert.not.match(html, 'Calden');
  assert.not.match(html, '<ul class="gigs">');
});

pages('the app’s shell, one h1, every link of the app leading back to the band’s page; the gig pages’ script and the JSON-LD', () => {
  for (const year of pageYears(fixture.gigs)) {
    const html = yearOf(year);
    assert.equal(captures(html, /<h1>([\s\S]*?)<\/h1>/g).map(text), [`Auftritte ${year}`]);
    const hrefs = captures(html, /<a [^>]*?href="([^"]*)"/g);
    assert.not.ok(hrefs.some((href) => href.startsWith('#')));
    for (const href of ['../#/', '../#/programm', '../#/auftritte', '../#/kontakt', '../#/impressum'])
      assert.ok(hrefs.includes(href), href);
    assert.equal(
      [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
      [`<script src="../auftritt.js?v=${contentVersion(TOOLS['auftritt.js'])}" defer>`, '<script type="application/ld+json">'],
    );
    assert.match(html, `<title>${band.name}: Auftritte ${year}</title>`);
    assert.match(html, `<link rel="canonical" href="${band.siteUrl}auftritte/${year}.html">`);
    assert.match(html, '<noscript><link rel="stylesheet" href="../nojs.css?v=');
  }
});

pages.run();
