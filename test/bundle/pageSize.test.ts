// The band's page (dist/index.html, as written and with its CSS inline) on data of known size: the fixture and ten generated
// years (test/fixtures/tenYears.ts). Never on the band's own data, which grows as the band plays: the build
// reports that page's size against its target (src/build/budget.ts) and the bench measures it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gzipSync } from 'node:zlib';
import '../../src/build/textAssets.mjs';
import { PAGE_TARGET_GZIP, pageWarning } from '../../src/build/budget';
import { widgetCss } from '../../src/build/bundle';
import { readData } from '../../src/data/readData';
import { isoDate } from '../../src/domain/dates';
import { fixture, withGigs } from '../fixtures/data';
import { band } from '../fixtures/data/band';
import { atTheLimits, tenYearsOfGigs, tenYearsOfSongs } from '../fixtures/tenYears';
import { must } from '../setup/must';

// Loaded after the text loader: the page renders the app's components, which import pictures.
const { renderStatic } = await import('../../src/static/index');
const DAY = '2026-11-25';
const NOW = new Date(2026, 10, 25, 12);
/** The minified widget stylesheet, as the build inlines it. */
const css = await widgetCss();
const filesOf = (data: typeof fixture) =>
  renderStatic(data, new Uint8Array(1), { 'gigs.js': '', 'konfigurator.js': '', 'auftritt.js': '' }, { widgetCss: css, day: DAY });
/** The page's gzip bytes as the build writes it: its stylesheet inline (the target counts the CSS the first paint needs). */
const gzipOfPage = (data: typeof fixture) => {
  const page = filesOf(data)['dist/index.html'];
  assert.ok(page.includes('<style>'), 'site.css inline');
  return gzipSync(page, { level: 9 }).length;
};
/** The page's gzip bytes without its inline stylesheet: what its data and markup cost. */
const gzipAsWritten = (data: typeof fixture) =>
  gzipSync(filesOf(data)['dist/index.html'].replace(/<style>[^<]*<\/style>/, ''), { level: 9 }).length;

const tenGigs = tenYearsOfGigs(NOW);
const tenSongs = tenYearsOfSongs();

const years = suite('the ten-year fixture');

years('about 340 gigs from ten years back to the end of next year, of every kind; about 250 songs; the data check takes them', () => {
  assert.ok(tenGigs.length >= 330 && tenGigs.length <= 350, `${tenGigs.length}`);
  assert.ok(tenSongs.length >= 240 && tenSongs.length <= 260, `${tenSongs.length}`);
  const dates = tenGigs.map((gig) => gig.date).sort();
  const first = must(dates[0], 'the first date');
  assert.ok(first < '2017-01-01' && first >= '2016-01-01', first);
  assert.ok(dates.at(-1)! > '2027-06-30' && dates.at(-1)! <= '2027-12-31', dates.at(-1));
  for (const [kind, has] of [
    ['private', (gig: (typeof tenGigs)[number]) => gig.private === true],
    ['not listed', (gig: (typeof tenGigs)[number]) => gig.listed === false],
    ['cancelled', (gig: (typeof tenGigs)[number]) => /^Abgesagt \(.+\)$/.test(gig.info ?? '')],
    [
      'public, with information',
      (gig: (typeof tenGigs)[number]) => !gig.private && gig.listed !== false && !!gig.info && !gig.info.startsWith('Abgesagt'),
    ],
    ['public, without information', (gig: (typeof tenGigs)[number]) => !gig.private && gig.listed !== false && !gig.info],
  ] as const) {
    assert.ok(tenGigs.filter(has).length >= 5, kind);
  }
  const { problems } = readData({ band, gigs: tenGigs, songs: tenSongs });
  assert.equal(problems, []);
});

years('every date a real day, no day and place twice, the same on every run', () => {
  for (const { date } of tenGigs) assert.is(isoDate(new Date(`${date}T12:00:00`)), date, date);
  const keys = tenGigs.map((gig) => `${gig.date} ${gig.location}`);
  assert.is(new Set(keys).size, keys.length);
  assert.equal(tenYearsOfGigs(NOW), tenGigs);
  assert.equal(tenYearsOfSongs(), tenSongs);
});

years.run();

// ---

const size = suite('the band’s page, CSS inline, gzip');

size(
  `the fixture’s page (${fixture.gigs.length} gigs, ${fixture.songs.length} songs) is within the target of ${PAGE_TARGET_GZIP} B`,
  () => {
    const gzip = gzipOfPage(fixture);
    assert.ok(gzip <= PAGE_TARGET_GZIP, `${gzip} B`);
  },
);

size('at ten years (340 gigs, 250 songs), the page with its stylesheet inline is within the target', () => {
  // The older years are groups rendered when opened, Programm lists its first screenful of songs: what grows
  // with the years stays out of the page.
  const gzip = gzipOfPage(withGigs(tenGigs, tenSongs));
  assert.ok(gzip <= PAGE_TARGET_GZIP, `${gzip} B`);
});

size('at the limits (ten years played, 40 gigs ahead with 40 characters of information each, 500 songs), within the target', () => {
  // What grows with the band's history stays out of the page: older years are groups, this year's past and the
  // gigs ahead are listed up to PRERENDERED_GIGS and link their years' pages, Programm lists its first songs.
  const limits = atTheLimits(NOW);
  const ahead = limits.gigs.filter((gig) => gig.date > DAY);
  assert.is(ahead.length, 40);
  assert.is(new Set(ahead.map((gig) => gig.info)).size, 40, 'each its own information');
  for (const gig of ahead) assert.is(gig.info?.length, 40, gig.info);
  assert.is(limits.songs.length, 500);
  assert.ok(limits.gigs.length - ahead.length > 300, 'ten years played');
  const gzip = gzipOfPage(withGigs(limits.gigs, limits.songs));
  assert.ok(gzip <= PAGE_TARGET_GZIP, `${gzip} B`);
  // Places of their own for every gig ahead cost the page no more than the fixture's twenty.
  const places = ahead.map((gig, i) => ({ ...gig, location: `Festsaal ${i + 1}, ${gig.location}` }));
  const own = gzipOfPage(withGigs([...limits.gigs.filter((gig) => gig.date <= DAY), ...places], limits.songs));
  assert.ok(own <= PAGE_TARGET_GZIP, `${own} B with a place of its own for each gig ahead`);
});

size('twice the songs (500) cost the page nothing: it lists the first screenful of them', () => {
  const twice = [...tenSongs, ...tenSongs.map((song) => ({ ...song, title: `${song.title} (Live)` }))];
  const more = gzipAsWritten(withGigs(tenGigs, twice)) - gzipAsWritten(withGigs(tenGigs, tenSongs));
  assert.ok(more <= 40, `${more} B more`);
});

size('each year before this one costs the page its closed group alone, however many gigs it had', () => {
  // The same ten years without the years before this one: the gigs ahead and this year's are the same.
  const thisYear = `${NOW.getFullYear()}-01-01`;
  const earlier = new Set(tenGigs.filter((gig) => gig.date < thisYear).map((gig) => gig.date.slice(0, 4)));
  assert.ok(earlier.size >= 9, `${earlier.size} earlier years`);
  const history =
    gzipAsWritten(withGigs(tenGigs, tenSongs)) -
    gzipAsWritten(
      withGigs(
        tenGigs.filter((gig) => gig.date >= thisYear),
        tenSongs,
      ),
    );
  assert.ok(history <= 40 * earlier.size, `${history} B for ${earlier.size} years`);
  // Twice the gigs in those years cost the page no more than they do.
  const twice = tenYearsOfGigs(NOW, 680);
  const denser =
    gzipAsWritten(withGigs(twice, tenSongs)) -
    gzipAsWritten(
      withGigs(
        twice.filter((gig) => gig.date >= thisYear),
        tenSongs,
      ),
    );
  assert.ok(denser <= 40 * earlier.size, `${denser} B for twice the gigs`);
});

size('the build warns with the figures when the band’s page is over its target, and only then', () => {
  assert.is(pageWarning(PAGE_TARGET_GZIP), '');
  assert.is(pageWarning(1000), '');
  const warning = pageWarning(PAGE_TARGET_GZIP + 1234);
  assert.match(warning, 'WARNING: 1,234 B over');
  assert.match(warning, `${PAGE_TARGET_GZIP.toLocaleString('en-US')} B gzip`);
  assert.match(warning, 'PAGE_TARGET_GZIP in src/build/budget.ts');
});

size.run();
