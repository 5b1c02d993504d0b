import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isAppHash, pageOf, parseRoute, routeHref, ROUTES } from '../../src/domain/routes';

const parse = suite('parseRoute');

parse('maps every page of the contract', () => {
  for (const [hash, route] of [
    ['', 'home'],
    ['#', 'home'],
    ['#/', 'home'],
    ['#/programm', 'programm'],
    ['#/auftritte', 'auftritte'],
    ['#/kontakt', 'kontakt'],
    ['#/impressum', 'impressum'],
    ['#/presse', 'presse'],
  ] as const) {
    assert.is(parseRoute(hash), route, hash);
  }
});

parse('tolerates a trailing slash and percent-encoding', () => {
  for (const [hash, route] of [
    ['#/programm/', 'programm'],
    ['#/%6Bontakt', 'kontakt'],
  ] as const) {
    assert.is(parseRoute(hash), route, hash);
  }
});

parse('shows Home for anything else and never throws', () => {
  for (const hash of [
    '#/unbekannt',
    '#/Programm',
    '#/programm/extra',
    '#//programm',
    '#/programm?x=1',
    '#top',
    // the host page's own anchors: no slash, no route (contract section 4)
    '#programm',
    '#kontakt',
    '#auftritte/',
    '/kontakt',
    '#/%',
    '#/%E0%A4%A',
    '#/%zz',
    '#/home',
    '#/Presse',
    '#presse',
    '#/constructor',
    '#/__proto__',
    undefined as unknown as string,
    null as unknown as string,
  ]) {
    assert.is(parseRoute(hash), 'home', String(hash));
  }
});

parse('a hash is the app\'s only with "#/"', () => {
  for (const [hash, app] of [
    ['#/', true],
    ['#/programm', true],
    ['#/unbekannt', true],
    ['', false],
    ['#', false],
    ['#kontakt', false],
    ['#top', false],
  ] as const) {
    assert.is(isAppHash(hash), app, hash);
  }
});

parse.run();

// ---

const page = suite('pageOf');

page('shows the press page only where the band has press data, Home otherwise; every other route itself', () => {
  for (const [route, hasPress, shown] of [
    ['presse', true, 'presse'],
    ['presse', false, 'home'],
    ['home', true, 'home'],
    ['home', false, 'home'],
    ['kontakt', false, 'kontakt'],
    ['impressum', true, 'impressum'],
  ] as const) {
    assert.is(pageOf(route, hasPress), shown, `${route} ${hasPress}`);
  }
  for (const route of ROUTES) if (route !== 'presse') assert.is(pageOf(route, false), route, route);
});

page.run();

// ---

const href = suite('routeHref');

href('links Home to #/ and every other page to #/name', () => {
  assert.equal(ROUTES.map(routeHref), ['#/', '#/programm', '#/auftritte', '#/kontakt', '#/impressum', '#/presse']);
});

href('is the inverse of parseRoute', () => {
  for (const route of ROUTES) assert.is(parseRoute(routeHref(route)), route);
});

href.run();
