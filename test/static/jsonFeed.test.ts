// dist/auftritte.json: public gigs only, ids equal to the calendar's UIDs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import ICAL from 'ical.js';
import { feed } from '../../src/static/feed';
import { jsonFeed, type JsonFeed } from '../../src/static/jsonFeed';
import { dayAfter, withGigs } from '../fixtures/data';

const TODAY = new Date(2030, 4, 10);
const data = withGigs([
  { date: dayAfter(TODAY, 3), location: 'Kulturbahnhof, Kassel', info: 'Eintritt 6 €, Beginn 21 Uhr' },
  { date: dayAfter(TODAY, 1), location: 'Stadtpark, Baunatal', info: 'Abgesagt (Unwetter)' },
  { date: dayAfter(TODAY, 2), location: 'Schloss Wilhelmsthal, Calden', private: true },
  { date: dayAfter(TODAY, -5), location: 'Festsaal, Vellmar' },
]);
const json: JsonFeed = JSON.parse(jsonFeed(data.gigs, data.band));

const feeds = suite('auftritte.json');

feeds('lists the public gigs by date, with ISO dates, location, info and a cancelled flag', () => {
  assert.equal(
    json.gigs.map(({ date, location, info, cancelled }) => [date, location, info, cancelled]),
    [
      [dayAfter(TODAY, -5), 'Festsaal, Vellmar', null, false],
      [dayAfter(TODAY, 1), 'Stadtpark, Baunatal', 'Abgesagt (Unwetter)', true],
      [dayAfter(TODAY, 3), 'Kulturbahnhof, Kassel', 'Eintritt 6\u00a0€, Beginn 21\u00a0Uhr', false],
    ],
  );
});

feeds('leaves private parties out', () => {
  assert.not.match(JSON.stringify(json), 'Wilhelmsthal');
});

feeds("ids are the calendar feed's UIDs", () => {
  const events = new ICAL.Component(ICAL.parse(feed(data.gigs, data.band))).getAllSubcomponents('vevent');
  assert.equal(
    json.gigs.map((g) => g.id),
    events.map((e) => e.getFirstPropertyValue('uid')),
  );
});

feeds("gives each gig its start and end with Berlin's offset, its fee and its page, as the search engines get them", () => {
  assert.equal(
    json.gigs.map(({ location, start, end, price, page }) => [location, start, end, price, page]),
    [
      ['Festsaal, Vellmar', null, null, null, `${data.band.siteUrl}auftritte/${dayAfter(TODAY, -5)}-festsaal-vellmar.html`],
      ['Stadtpark, Baunatal', null, null, null, `${data.band.siteUrl}auftritte/${dayAfter(TODAY, 1)}-stadtpark-baunatal.html`],
      [
        'Kulturbahnhof, Kassel',
        `${dayAfter(TODAY, 3)}T21:00:00+02:00`,
        null,
        6,
        `${data.band.siteUrl}auftritte/${dayAfter(TODAY, 3)}-kulturbahnhof-kassel.html`,
      ],
    ],
  );
  const span: JsonFeed = JSON.parse(
    jsonFeed(withGigs([{ date: '2030-12-04', location: 'Saal, Kassel', info: 'Eintritt frei, 16–18 Uhr' }]).gigs, data.band),
  );
  assert.equal(
    span.gigs.map(({ start, end, price }) => [start, end, price]),
    [['2030-12-04T16:00:00+01:00', '2030-12-04T18:00:00+01:00', 0]],
  );
});

feeds('names the band, its booking page and the calendar', () => {
  assert.is(json.band, data.band.name);
  assert.is(json.bookingUrl, `${data.band.siteUrl}#/kontakt`);
  assert.is(json.calendar, new URL('auftritte.ics', data.band.siteUrl).href);
});

feeds.run();

// ---

const ics = suite('auftritte.ics, built from the fixtures');

ics('parses with ical.js, every timed event in Europe/Berlin as the feed defines it', () => {
  const component = new ICAL.Component(ICAL.parse(feed(data.gigs, data.band)));
  const zones = component.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'));
  const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  assert.equal(
    events.map((e) => [e.startDate.toString().slice(0, 10), e.startDate.isDate]),
    [
      [dayAfter(TODAY, -5), true],
      [dayAfter(TODAY, 1), true],
      [dayAfter(TODAY, 3), false],
    ],
    'the public gigs; "Beginn 21 Uhr" is timed',
  );
  const timed = events.filter((e) => !e.startDate.isDate);
  assert.equal(zones, ['Europe/Berlin']);
  for (const event of timed) {
    assert.is(event.startDate.zone!.tzid, 'Europe/Berlin', event.uid);
    assert.ok(event.endDate.compare(event.startDate) > 0, event.uid);
  }
  assert.equal(
    events.map((e) => [e.component.getFirstPropertyValue('status') === 'CANCELLED', e.summary.split(':')[0]]),
    [
      [false, `${data.band.name} live`],
      [true, 'Abgesagt'],
      [false, `${data.band.name} live`],
    ],
  );
});

ics.run();
