// Every address derived from the site's address, from one table.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { routeHref } from '../../src/domain/routes';
import { parseDate } from '../../src/domain/dates';
import { gigUid } from '../../src/domain/ics';
import { gigPage, gigPagePath, siteHost, SitePath, siteUrls } from '../../src/domain/siteUrls';
import { makeGig } from '../../src/data/makeGig';

const urls = suite('siteUrls');

const SITE = 'https://upgrade-band.example/';

urls("derives each address from the site's address", () => {
  assert.equal(siteUrls(SITE), {
    home: 'https://upgrade-band.example/',
    kontakt: 'https://upgrade-band.example/#/kontakt',
    auftritte: 'https://upgrade-band.example/#/auftritte',
    bandId: 'https://upgrade-band.example/#band',
    feed: 'https://upgrade-band.example/auftritte.ics',
    json: 'https://upgrade-band.example/auftritte.json',
    sitemap: 'https://upgrade-band.example/sitemap.xml',
    image: 'https://upgrade-band.example/og-image.png',
    konfigurator: 'https://upgrade-band.example/konfigurator.html',
    gigsPage: 'https://upgrade-band.example/gigs.html',
    bandJs: 'https://upgrade-band.example/band.js',
    host: 'upgrade-band.example',
  });
});

urls('keeps a site in a folder in its folder', () => {
  const { kontakt, feed, host } = siteUrls('https://verein.example/upgrade/');
  assert.equal(
    [kontakt, feed, host],
    ['https://verein.example/upgrade/#/kontakt', 'https://verein.example/upgrade/auftritte.ics', 'verein.example'],
  );
});

urls("gives each page and file what a browser resolves it to from the site's address", () => {
  for (const [name, url] of Object.entries(siteUrls(SITE))) {
    if (name !== 'host') assert.is(url, new URL(url.slice(SITE.length), SITE).href, name);
  }
});

urls("links the app's routes as the app itself does", () => {
  assert.is(SitePath.Kontakt, routeHref('kontakt'));
  assert.is(SitePath.Auftritte, routeHref('auftritte'));
});

urls('takes the host name for the calendar UIDs from the address', () => {
  for (const [site, host] of [
    [SITE, 'upgrade-band.example'],
    ['https://www.upgrade-kassel.de/', 'www.upgrade-kassel.de'],
    ['https://Upgrade-Kassel.DE:8443/band/', 'upgrade-kassel.de'],
  ] as const) {
    assert.is(siteHost(site), host);
  }
});

urls('gives each gig a page named after its calendar UID, with the day written as a date', () => {
  for (const [date, location, path] of [
    ['2027-07-14', 'Kulturbahnhof, Kassel', 'auftritte/2027-07-14-kulturbahnhof-kassel.html'],
    ['2025-06-21', 'Fête de la Musique, Kassel', 'auftritte/2025-06-21-fete-de-la-musique-kassel.html'],
    ['2027-01-09', 'Große Straße 5, Fuldabrück', 'auftritte/2027-01-09-grosse-strasse-5-fuldabrueck.html'],
    ['2026-12-31', '  Bar „Zum Hirsch“ & Co. ', 'auftritte/2026-12-31-bar-zum-hirsch-co.html'],
  ] as const) {
    const gig = makeGig({ date: parseDate(date), location: location.trim().replace(/\s+/g, ' '), info: '' });
    assert.is(gigPagePath(gig), path);
    assert.is(gigPage(SITE, gig), SITE + path);
    assert.is(gigPage('https://verein.example/upgrade/', gig), `https://verein.example/upgrade/${path}`);
    // The UID's local part, its day written as a date.
    assert.is(
      gigUid(gig, 'x.example').replace(/^(\d{4})(\d\d)/, '$1-$2-'),
      `${path.slice('auftritte/'.length, -'.html'.length)}@x.example`,
    );
  }
});

urls.run();
