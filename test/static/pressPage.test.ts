// The press page as a static page of its own (issue 47): dist/presse/index.html, the app's press route in
// the static pages' shell, its links leading back to the band's page; listed in the sitemap and served as
// the band's page is; its downloads served with their types. Nothing of it where the band has no press texts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BandData } from '../../src/data/readData';
import type { PressKit } from '../../src/domain/press';
import { SitePath } from '../../src/domain/siteUrls';
import { headersFor, ruleFor, SVG_POLICY } from '../../src/static/hosting';
import { renderStatic } from '../../src/static/index';
import { dataAt } from '../../src/static/dataAt';
import { PRESS_PAGE } from '../../src/static/pressPage';
import stylesCss from '../../src/ui/styles.css';
import { fixture } from '../fixtures/data';
import { picture, siteMedia } from '../fixtures/media';
import { captures, must } from '../setup/must';

const bundle = new TextEncoder().encode('/* a bundle */');
const TOOLS = { 'gigs.js': '/* gigs */', 'konfigurator.js': '/* kit */', 'auftritt.js': '' };
const FACTS = { widgetCss: stylesCss, day: '2025-09-01' };

const PRESS_KIT: PressKit = {
  photos: [
    {
      path: 'presse/upgrade-pressefoto-1.jpg',
      width: 3000,
      height: 2000,
      bytes: 1_650_000,
      alt: 'Upgrade auf der Bühne',
      credit: 'Anna Beispiel',
    },
  ],
  logo: { svg: 'presse/upgrade-logo.svg', png: 'presse/upgrade-logo.png' },
};

/** The fixture band with press texts, a photo and the downloads the build made of them. */
const withPress: BandData = {
  ...fixture,
  media: siteMedia({ photos: [{ picture: picture('kulturbahnhof-2025'), alt: 'Upgrade auf der Bühne', credit: 'Anna Beispiel' }] }),
  press: {
    short: 'Upgrade ist eine Live-Coverband aus Kassel.',
    long: ['Erster Absatz.', 'Zweiter Absatz.'],
    rider: ['Bühnenfläche mindestens 6 × 4 m'],
  },
  pressKit: PRESS_KIT,
};

const { band } = fixture;
const files = renderStatic(withPress, bundle, TOOLS, FACTS);
const page = must(files[PRESS_PAGE], 'the press page');

const press = suite('the press page');

press('at dist/presse/index.html, with its own title, description and canonical address', () => {
  assert.is(PRESS_PAGE, 'dist/presse/index.html');
  // The build writes `&` as `&#38;`: a browser reads the title as written here.
  assert.equal(
    captures(page, /<title>([^<]*)<\/title>/g).map((title) => title.replace(/&#38;|&amp;/g, '&')),
    [`Presse & Veranstalter – ${band.name}`],
  );
  assert.match(page, `<link rel="canonical" href="${band.siteUrl}presse/">`);
  assert.match(page, `<meta property="og:url" content="${band.siteUrl}presse/">`);
  assert.match(page, /<meta name="description" content="Pressetexte, Pressefotos in Druckqualität, Logo und Technik von Upgrade/);
});

press('the app’s shell one folder down: its stylesheets and links lead back to the band’s page, its menu a <details>', () => {
  const hrefs = captures(page, /<a [^>]*?href="([^"]*)"/g);
  for (const href of ['../#/', '../#/programm', '../#/auftritte', '../#/kontakt']) assert.ok(hrefs.includes(href), href);
  assert.not.ok(
    hrefs.some((href) => href.startsWith('#/')),
    'no app link that would stay on this page',
  );
  assert.match(page, /<link rel="stylesheet" href="\.\.\/site\.css\?v=[0-9a-f]{10}">/);
  assert.match(page, '<link rel="icon" href="../favicon.svg"');
  assert.match(page, '<details class="nav-menu">');
  assert.not.match(page, 'class="nav-toggle" aria-expanded', 'not the app’s menu button, which needs its script');
  assert.is(captures(page, /(<main\b)/g).length, 1);
  assert.is(captures(page, /(<nav\b)/g).length, 1);
});

press('runs no script: the no-script stylesheet is always on, so what needs the app is hidden rather than dead', () => {
  assert.equal(
    [...page.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
    ['<script type="application/ld+json">'],
  );
  assert.match(page, /\n<link rel="stylesheet" href="\.\.\/nojs\.css\?v=[0-9a-f]{10}">\n/);
  assert.not.match(page, '<noscript>');
});

press('listed in the sitemap, after the band’s other pages', () => {
  const locs = captures(files['dist/sitemap.xml'], /<loc>([^<]*)<\/loc>/g);
  assert.is(locs.at(-1), `${band.siteUrl}presse/`);
  assert.is(locs.filter((loc) => loc.includes('presse')).length, 1);
});

press('nothing of it without press texts: no page, no sitemap entry; nor where the build made no downloads', () => {
  const { pressKit: _kit, ...withoutKit } = withPress;
  for (const data of [fixture, withoutKit]) {
    const without = renderStatic(data, bundle, TOOLS, FACTS);
    assert.equal(
      Object.keys(without).filter((path) => path.includes('presse')),
      [],
    );
    assert.not.match(without['dist/sitemap.xml'], 'presse');
  }
});

press.run();

// ---

const paths = suite('the downloads’ paths');

paths('demo.html finds them behind dist/, the press page behind ../, the band’s page where they are; the media alike', () => {
  assert.is(dataAt(withPress, ''), withPress);
  for (const base of ['dist/', '../']) {
    const at = dataAt(withPress, base);
    assert.equal(at.pressKit, {
      photos: [{ ...PRESS_KIT.photos[0]!, path: `${base}presse/upgrade-pressefoto-1.jpg` }],
      logo: { svg: `${base}presse/upgrade-logo.svg`, png: `${base}presse/upgrade-logo.png` },
    });
    assert.ok(
      at.media!.photos[0]!.picture.sources.every((source) => source.files.every(([path]) => path.startsWith(`${base}photos/`))),
      base,
    );
  }
  assert.is(dataAt(fixture, 'dist/').pressKit, undefined);
});

paths.run();

// ---

const served = suite('how the host serves them');

served('the page as the band’s page is (HTML, its policy, revalidated), at /presse/ too', () => {
  assert.equal(headersFor(must(ruleFor(`${SitePath.Press}index.html`), 'a rule')), headersFor(must(ruleFor('index.html'), 'a rule')));
  assert.match(files['dist/_headers'], /\n\/presse\/\n {2}Content-Type: text\/html; charset=utf-8\n/);
});

served('the photos as JPEG, the logo as PNG and SVG, revalidated (their names stay when they change); the SVG may run nothing', () => {
  const at = (path: string) => headersFor(must(ruleFor(path), `the rule of ${path}`));
  assert.is(at('presse/upgrade-pressefoto-12.jpg')['Content-Type'], 'image/jpeg');
  assert.is(at('presse/upgrade-logo.png')['Content-Type'], 'image/png');
  const svg = at('presse/upgrade-logo.svg');
  assert.is(svg['Content-Type'], 'image/svg+xml; charset=utf-8');
  assert.is(svg['Content-Security-Policy'], SVG_POLICY);
  assert.is(SVG_POLICY, "default-src 'none'");
  assert.is(svg['X-Content-Type-Options'], 'nosniff');
  for (const path of ['presse/upgrade-pressefoto-1.jpg', 'presse/upgrade-logo.png', 'presse/upgrade-logo.svg'])
    assert.is(at(path)['Cache-Control'], 'no-cache', path);
  assert.match(files['dist/.htaccess'], '<FilesMatch "^(upgrade-logo\\.svg)$">');
  assert.match(
    files['dist/_headers'],
    `/presse/upgrade-logo.svg\n  Content-Type: image/svg+xml; charset=utf-8\n  Cache-Control: no-cache\n  Content-Security-Policy: ${SVG_POLICY}`,
  );
});

served.run();
