// schema.org JSON-LD: each public gig as a MusicEvent pointing to its own page, with its time,
// Berlin's offset, its entry fee and its status; the home page lists the next gigs from the build's day on.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gigPage } from '../../src/domain/siteUrls';
import { publicGigs } from '../../src/domain/gigs';
import { HOME_EVENTS, musicEvent, structuredData } from '../../src/static/structuredData';
import { manyGigs, withGigs } from '../fixtures/data';
import { must } from '../setup/must';

const data = withGigs([
  { date: '2027-07-14', location: 'Kulturbahnhof, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: '2027-12-04', location: 'Buga-See, Kassel', info: 'Seefest, Eintritt frei, 16–18 Uhr' },
  { date: '2027-10-31', location: 'Festhalle, Lohfelden', info: 'Halloween ab 22 Uhr' },
  { date: '2027-08-21', location: 'Stadtpark, Baunatal', info: 'Abgesagt (Unwetter)' },
  { date: '2027-06-05', location: 'Marktplatz, Wolfhagen' },
  { date: '2027-06-04', location: 'Schloss Wilhelmsthal, Calden', private: true },
  { date: '2027-06-03', location: 'Festsaal, Vellmar', info: 'Beginn 20 Uhr' },
]);
const { band } = data;
const event = (location: string) =>
  musicEvent(
    data.gigs.find((g) => g.location === location)!,
    band,
  ) as Record<string, any>;

const one = suite('musicEvent');

one("gives a named start its time and Berlin's offset, and a fee an offer", () => {
  const kassel = event('Kulturbahnhof, Kassel');
  assert.is(kassel.startDate, '2027-07-14T21:00:00+02:00');
  assert.is(kassel.endDate, undefined, 'no end is named');
  assert.equal(kassel.offers, { '@type': 'Offer', price: 6, priceCurrency: 'EUR', url: kassel.url });
  assert.is(kassel.eventStatus, 'https://schema.org/EventScheduled');
  assert.is(kassel.description, 'Eintritt 6\u00a0€, Beginn 21\u00a0Uhr');
  assert.is(event('Festhalle, Lohfelden').startDate, '2027-10-31T22:00:00+01:00', 'after the change to winter time');
});

one('gives a span its end, and free entry the price 0', () => {
  const lake = event('Buga-See, Kassel');
  assert.equal([lake.startDate, lake.endDate], ['2027-12-04T16:00:00+01:00', '2027-12-04T18:00:00+01:00']);
  assert.is(lake.offers.price, 0);
});

one('keeps a gig without a named start a day, with no offer', () => {
  const market = event('Marktplatz, Wolfhagen');
  assert.equal([market.startDate, market.endDate], ['2027-06-05', '2027-06-05']);
  assert.is(market.offers, undefined);
  assert.not.ok('description' in market);
});

one('marks a cancelled gig EventCancelled', () => {
  const cancelled = event('Stadtpark, Baunatal');
  assert.is(cancelled.eventStatus, 'https://schema.org/EventCancelled');
  assert.is(cancelled.name, `${band.name} live: Stadtpark`);
});

one("points to the gig's own page", () => {
  for (const gig of data.gigs.filter((g) => !g.private)) {
    assert.is(musicEvent(gig, band).url, gigPage(band.siteUrl, gig));
  }
  assert.is(event('Kulturbahnhof, Kassel').url, `${band.siteUrl}auftritte/2027-07-14-kulturbahnhof-kassel.html`);
});

one.run();

// ---

const graph = suite('structuredData');

const listed = (buildDay: Date) =>
  structuredData(data.gigs, band, 'Beschreibung', buildDay)['@graph'].map((node: Record<string, any>) => node.url);

graph("lists the band and the public gigs from the build's day on, oldest first, without private parties", () => {
  const [group, ...events] = structuredData(data.gigs, band, 'Beschreibung', new Date(2027, 6, 14, 12))['@graph'] as Record<string, any>[];
  assert.is(must(group, 'the band')['@type'], 'MusicGroup');
  assert.is(must(group, 'the band').description, 'Beschreibung');
  assert.equal(
    events.map((e) => e.url.slice(band.siteUrl.length)),
    [
      'auftritte/2027-07-14-kulturbahnhof-kassel.html',
      'auftritte/2027-08-21-stadtpark-baunatal.html',
      'auftritte/2027-10-31-festhalle-lohfelden.html',
      'auftritte/2027-12-04-buga-see-kassel.html',
    ],
  );
});

graph('announces the next public gigs alone, HOME_EVENTS of them: the others are on their own pages', () => {
  const many = withGigs(manyGigs(HOME_EVENTS + 4, new Date(2030, 0, 1)));
  const urls = structuredData(many.gigs, band, 'Beschreibung', new Date(2030, 0, 2, 12))
    ['@graph'].slice(1)
    .map((node: Record<string, any>) => node.url);
  assert.equal(
    urls,
    publicGigs(many.gigs)
      .slice(1, 1 + HOME_EVENTS)
      .map((gig) => gigPage(band.siteUrl, gig)),
  );
});

graph("a gig on the build's day is upcoming at any hour of it, as on Auftritte (isUpcoming)", () => {
  for (const [buildDay, count] of [
    [new Date(2027, 5, 3), 6],
    [new Date(2027, 5, 3, 23, 59, 59), 6],
    [new Date(2027, 5, 4), 5],
    [new Date(2027, 5, 5, 12), 5],
    [new Date(2027, 5, 6), 4],
    [new Date(2027, 11, 4, 22), 1],
    [new Date(2027, 11, 5), 0],
  ] as const) {
    assert.is(listed(buildDay).length - 1, count, buildDay.toISOString());
  }
});

graph.run();
