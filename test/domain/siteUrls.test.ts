// Every address derived from the site's address, from one table.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { routeHref } from '../../src/domain/routes';
import { siteHost, SitePath, siteUrls } from '../../src/domain/siteUrls';

const urls = suite('siteUrls');

const SITE = 'https://upgrade-band.example/';

urls('derives each address from the site\'s address', () => {
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
  assert.equal([kontakt, feed, host], ['https://verein.example/upgrade/#/kontakt', 'https://verein.example/upgrade/auftritte.ics', 'verein.example']);
});

urls('gives each page and file what a browser resolves it to from the site\'s address', () => {
  for (const [name, url] of Object.entries(siteUrls(SITE))) {
    if (name !== 'host') assert.is(url, new URL(url.slice(SITE.length), SITE).href, name);
  }
});

urls('links the app\'s routes as the app itself does', () => {
  assert.is(SitePath.Kontakt, routeHref('kontakt'));
  assert.is(SitePath.Auftritte, routeHref('auftritte'));
});

urls('takes the host name for the calendar UIDs from the address', () => {
  for (const [site, host] of [
    [SITE, 'upgrade-band.example'],
    ['https://www.upgrade-kassel.de/', 'www.upgrade-kassel.de'],
    ['https://Upgrade-Kassel.DE:8443/band/', 'upgrade-kassel.de'],
  ]) {
    assert.is(siteHost(site), host);
  }
});

urls.run();
