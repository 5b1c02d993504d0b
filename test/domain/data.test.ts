// The band's data as shipped, and the build's check that guards it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { band, gigs, songs } from '../../src/data';
import { checkData, DataError, parseGigs, parseSongs } from '../../src/data/validate';

const run = promisify(execFile);

const shipped = suite('the shipped data');

shipped('is valid', () => {
  assert.equal(checkData({ gigs, songs }), []);
});

shipped('has 38 songs, exactly one by the band itself, with umlauts and a leading article', () => {
  assert.is(songs.length, 38);
  assert.is(songs.filter((s) => s.artist === band.name).length, 1);
  assert.ok(songs.some((s) => /^[ÄÖÜ]/.test(s.title)));
  assert.ok(songs.some((s) => /^(The|Die|Der|Das|Ein) /.test(s.title)));
});

shipped('has about 38 gigs from 2021 to late 2025, unsorted, some without information, one cancelled', () => {
  const parsed = parseGigs(gigs);
  assert.ok(parsed.length >= 34 && parsed.length <= 42, String(parsed.length));
  const years = parsed.map((g) => g.date.getFullYear());
  assert.is(Math.min(...years), 2021);
  assert.is(Math.max(...years), 2025);
  assert.ok(parsed.some((g, i) => i > 0 && g.date < parsed[i - 1].date), 'unsorted as written');
  assert.ok(parsed.some((g) => g.info === ''));
  assert.ok(parsed.some((g) => /abgesagt/i.test(g.info)));
  assert.ok(parsed.every((g) => /^.+, .+$/.test(g.location)), 'locations are "venue, town"');
});

shipped('keeps placeholders clearly fictional', () => {
  assert.match(band.email, /@[a-z0-9.-]+\.example$/);
  assert.match(band.phone.display, /^069 90009 \d{3}$/);
  assert.match(band.address.street, /^Musterstraße/);
});

shipped.run();

// ---

const parse = suite('parseGigs and parseSongs');

parse('name the entry, the field and the value of every problem', () => {
  const error = (() => {
    try {
      parseGigs([
        { date: '2023-07-14', location: 'A, B' },
        { date: '2023-7.5-14', location: 'C, D' },
        { date: '2023-02-30', location: ' ' },
        { date: '2023-07-14', location: 'A, B' },
      ]);
    } catch (e) {
      return e;
    }
  })();
  assert.instance(error, DataError);
  const { problems } = error as DataError;
  assert.is(problems.length, 4);
  assert.match(problems[0], /^gigs\[1\]\.date: invalid date "2023-7\.5-14"/);
  assert.match(problems[1], /^gigs\[2\]\.date: invalid date "2023-02-30"/);
  assert.match(problems[2], /^gigs\[2\]\.location: expected a non-empty text, got " "/);
  assert.match(problems[3], /^gigs\[3\]: same date and location as gigs\[0\]/);
});

parse('trim text and keep a missing information as empty', () => {
  assert.equal(parseGigs([{ date: '2024-01-05', location: ' Halle, Kassel ' }])[0].location, 'Halle, Kassel');
  assert.is(parseGigs([{ date: '2024-01-05', location: 'Halle, Kassel' }])[0].info, '');
  assert.is(parseGigs([{ date: '2024-01-05', location: 'Halle, Kassel', private: true }])[0].private, true);
  assert.throws(() => parseGigs([{ date: '2024-01-05', location: 'Halle, Kassel', private: 'ja' as never }]), /gigs\[0\]\.private: expected true or false, got "ja"/);
  assert.throws(() => parseSongs([{ title: 'Männer' } as never]), /songs\[0\]\.artist: expected a non-empty text, got missing/);
});

parse.run();

// ---

const build = suite('the build');

build('refuses a malformed gig date with a message naming entry, field and value', async () => {
  const failure = await run('node', ['build.mjs', '--check', 'test/fixtures/bad-data.ts']).then(
    () => assert.unreachable('the check passed'),
    (e) => e,
  );
  assert.is(failure.code, 1);
  assert.match(failure.stderr, 'gigs[2].date: invalid date "2023-7.5-14"');
  assert.match(failure.stderr, 'gigs[3].date: invalid date "2023-02-30"');
  assert.match(failure.stderr, 'gigs[3].location');
  assert.match(failure.stderr, 'songs[1].artist');
});

build('accepts the shipped data', async () => {
  const { stdout } = await run('node', ['build.mjs', '--check', 'src/data/index.ts']);
  assert.match(stdout, 'data is valid');
});

build.run();
