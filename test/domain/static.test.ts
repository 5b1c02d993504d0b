// What demo.html carries for search engines, link previews and visitors without JavaScript.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFile } from 'node:fs/promises';
import { isoDate } from '../../src/domain/dates';
import { isCancelled, splitGigs } from '../../src/domain/gigs';
import { shipped } from '../../src/data/shipped';
import { escapeHtml } from '../../src/static/escapeHtml';
import { splitLocation } from '../../src/static/splitLocation';

const { band } = shipped;
const bandData = () => shipped;
const demo = await readFile(new URL('../../demo.html', import.meta.url), 'utf8');
const between = (name: string) => demo.split(`<!-- band:${name} -->`)[1].split(`<!-- /band:${name} -->`)[0];
type Node = Record<string, any>;
const graph: Node[] = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(demo)![1])['@graph'];
const events = graph.filter((n) => n['@type'] === 'MusicEvent');

const ld = suite('JSON-LD');

ld('describes the band as a MusicGroup', () => {
  const group = graph.find((n) => n['@type'] === 'MusicGroup')!;
  assert.is(group.name, band.name);
  assert.is(group.url, band.siteUrl);
  assert.equal(group.sameAs, [band.instagram]);
  assert.is(group.address.addressLocality, 'Kassel');
});

ld('holds every gig as a MusicEvent with the required properties; every upcoming one at any date', () => {
  const gigs = shipped.gigs.filter((gig) => !gig.private);
  assert.is(events.length, gigs.length);
  for (const now of [new Date(2021, 0, 1), new Date(2025, 8, 1, 12), new Date(2025, 11, 13, 20)]) {
    for (const gig of splitGigs(gigs, now).upcoming) {
      const event = events.find((e) => e.startDate === isoDate(gig.date) && e.location.name === splitLocation(gig.location).venue);
      assert.ok(event, gig.location);
      const { venue, town } = splitLocation(gig.location);
      assert.is(event.name, `Upgrade live: ${venue}`);
      assert.not.match(event.name, /\bconcert\b/i);
      assert.is(event.location['@type'], 'Place');
      assert.equal(event.location.address, { '@type': 'PostalAddress', addressLocality: town, addressCountry: 'DE' });
      assert.is(event.performer.name, band.name);
      assert.is(event.eventStatus, `https://schema.org/${isCancelled(gig) ? 'EventCancelled' : 'EventScheduled'}`);
      assert.is(event.description, gig.info || undefined);
    }
  }
  assert.ok(events.some((e) => e.eventStatus === 'https://schema.org/EventCancelled'));
});

ld('never announces a private party as a public event', () => {
  const privateGigs = shipped.gigs.filter((gig) => gig.private);
  assert.ok(privateGigs.length >= 5);
  for (const gig of privateGigs) {
    assert.not.ok(events.some((e) => e.startDate === isoDate(gig.date) && e.location.name === splitLocation(gig.location).venue), gig.location);
  }
  assert.not.ok(events.some((e) => /Hochzeit|Geburtstag/.test(e.name)));
});

ld('splits "venue, town" at the last comma', () => {
  assert.equal(splitLocation('Kulturbahnhof, Kassel'), { venue: 'Kulturbahnhof', town: 'Kassel' });
  assert.equal(splitLocation('Hof, Scheune 2, Baunatal'), { venue: 'Hof, Scheune 2', town: 'Baunatal' });
  assert.equal(splitLocation('Kassel'), { venue: 'Kassel', town: '' });
});

ld.run();

// ---

const preview = suite('link preview');

preview('has title, description, Open Graph and Twitter meta with an image the page ships', async () => {
  const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(demo)?.[1];
  assert.match(demo, /<title>Upgrade – Live-Musik aus Kassel/);
  for (const key of ['description', 'og:title', 'og:description', 'og:image', 'og:url', 'twitter:card', 'twitter:image']) {
    assert.ok(meta(key), key);
  }
  assert.is(meta('twitter:card'), 'summary_large_image');
  const image = new URL(meta('og:image')!);
  assert.is(image.pathname, '/dist/og-image.png');
  const png = await readFile(new URL(`../..${image.pathname}`, import.meta.url));
  assert.is(png.subarray(1, 4).toString(), 'PNG');
  assert.equal([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
});

preview.run();

// ---

const noJs = suite('static fallback');

noJs('sits in the app container with band, slogan, contact, gigs and songs', () => {
  const container = demo.split('<div data-band-widget="app">')[1].split('</div>\n</body>')[0];
  const fallback = between('fallback');
  assert.ok(container.includes(fallback));
  assert.match(fallback, '<h1>Upgrade – Upgrade your Event</h1>');
  assert.match(fallback, `href="mailto:${band.email}"`);
  assert.match(fallback, band.phone.display);
  assert.match(fallback, '§ 5 DDG');
  // the whole legal notice and privacy statement, headings one level down under the one <h1>
  assert.match(fallback, '<h2>Impressum</h2>');
  assert.match(fallback, '<h4>10. Keine automatisierten Entscheidungen und kein Profiling</h4>');
  assert.is(fallback.match(/<h1>/g)!.length, 1);
  for (const gig of bandData().gigs) assert.match(fallback, `<time datetime="${isoDate(gig.date)}">`);
  for (const song of bandData().songs) assert.match(fallback, escapeHtml(`${song.title} - ${song.artist}`));
});

noJs('escapes what it writes', () => {
  assert.is(escapeHtml(`<a href="x">Tom & Jerry's</a>`), '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;');
});

noJs.run();
