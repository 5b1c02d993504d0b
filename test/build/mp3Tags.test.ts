// An MP3 recording as the site serves it (issue 45): its MPEG frames byte for byte, every tag around
// them gone (ID3v2 at the start and appended, APE, Lyrics3, ID3v1 and its 'TAG+'), and a tag that
// is cut short or damaged refused with what is wrong, never half removed.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stripMp3Tags } from '../../src/build/mp3Tags';
import { RecordingRefused } from '../../src/build/RecordingRefused';
import {
  apeTag,
  apic,
  coverWithGps,
  GPS_TEXT,
  id3v1,
  id3v1Enhanced,
  id3v2,
  lyrics3v1,
  lyrics3v2,
  mpegFrames,
  tit2,
  txxx,
} from '../fixtures/audio';

const FRAMES = mpegFrames(6);
/** Bytes of a tag that must not be in what ships. */
const TELLTALE = [GPS_TEXT, 'GPS', 'APIC', 'TXXX', 'TIT2', 'ID3', '3DI', 'Exif', 'TAG', 'APETAGEX', 'LYRICS', 'Medley'];

let cover: Buffer;

/** `stripMp3Tags` of the parts joined, as a Buffer. */
const stripped = (...parts: Buffer[]) => Buffer.from(stripMp3Tags(Buffer.concat(parts)));

/** What `stripMp3Tags` refuses the parts with, or 'passed'. */
const refusal = (...parts: Buffer[]) => {
  try {
    stripMp3Tags(Buffer.concat(parts));
    return 'passed';
  } catch (error) {
    assert.instance(error, RecordingRefused);
    return (error as Error).message;
  }
};

const strip = suite('stripMp3Tags');
strip.before(async () => {
  cover = await coverWithGps();
});

strip('the fixtures: the cover carries EXIF with GPS, the tag the position in a TXXX frame', () => {
  assert.ok(cover.includes('Exif'), 'EXIF in the cover');
  const tag = id3v2([txxx('GPS', GPS_TEXT), apic(cover)]);
  assert.ok(tag.includes(GPS_TEXT) && tag.includes(cover), 'the tag holds both');
});

strip('a file with no tags comes out as it is', () => {
  assert.equal(stripped(FRAMES), FRAMES);
});

// [the file's layout, the tags before the frames, the tags after them]
const LAYOUTS: [string, () => Buffer[], () => Buffer[]][] = [
  [
    'ID3v2.3 with the position in TXXX and a cover with EXIF GPS',
    () => [id3v2([tit2('Medley'), txxx('GPS', GPS_TEXT), apic(cover)])],
    () => [],
  ],
  ['ID3v2.4, no padding', () => [id3v2([txxx('GPS', GPS_TEXT, 4), apic(cover, 4)], { version: 4, padding: 0 })], () => []],
  ['ID3v2.4 with its footer', () => [id3v2([txxx('GPS', GPS_TEXT, 4)], { version: 4, footer: true })], () => []],
  [
    'two ID3v2 tags in a row (one tool after another)',
    () => [id3v2([apic(cover)]), id3v2([txxx('GPS', GPS_TEXT, 4)], { version: 4 })],
    () => [],
  ],
  ['ID3v1 at the end', () => [], () => [id3v1('Medley')]],
  ["ID3v1 with the enhanced 'TAG+' before it", () => [], () => [id3v1Enhanced('Medley'), id3v1('Medley')]],
  ['APEv2 (with header) before ID3v1', () => [], () => [apeTag('GPS', GPS_TEXT), id3v1('Medley')]],
  ['APEv1 (no header) at the very end', () => [], () => [apeTag('GPS', GPS_TEXT, { header: false })]],
  ['an APE tag at the start', () => [apeTag('GPS', GPS_TEXT)], () => []],
  ['Lyrics3 v2 before ID3v1', () => [], () => [lyrics3v2(`Medley ${GPS_TEXT}`), id3v1('Medley')]],
  ['Lyrics3 v1 before ID3v1', () => [], () => [lyrics3v1(`Medley ${GPS_TEXT}`), id3v1('Medley')]],
  [
    'zeros after the ID3v2 tag beyond the size it declares (some taggers; players skip them)',
    () => [id3v2([txxx('GPS', GPS_TEXT)]), Buffer.alloc(64)],
    () => [],
  ],
  [
    'an ID3v2.4 tag appended at the end (found by its footer)',
    () => [],
    () => [id3v2([txxx('GPS', GPS_TEXT, 4)], { version: 4, footer: true })],
  ],
  [
    "APE and Lyrics3 v2 of 131 bytes: the 'TAG' in 'APETAGEX' lies 128 bytes from the end, and is no ID3v1",
    () => [],
    () => {
      const end = [apeTag('GPS', GPS_TEXT), lyrics3v2('Medley')];
      assert.is(Buffer.concat(end).subarray(-128, -125).toString('latin1'), 'TAG', 'the trap is set');
      return end;
    },
  ],
  [
    'all of them at once',
    () => [id3v2([txxx('GPS', GPS_TEXT), apic(cover)]), id3v2([tit2('Medley', 4)], { version: 4, footer: true })],
    () => [apeTag('GPS', GPS_TEXT), lyrics3v2('Medley'), id3v1Enhanced('Medley'), id3v1('Medley')],
  ],
];

for (const [layout, before, after] of LAYOUTS) {
  strip(`${layout}: the frames byte for byte, nothing of the tags`, () => {
    const out = stripped(...before(), FRAMES, ...after());
    assert.ok(out.equals(FRAMES), `the frames alone (${out.length} bytes, the frames ${FRAMES.length})`);
    assert.equal([out[0], out[1]], [0xff, 0xfb], 'a frame begins at byte 0');
    for (const telltale of TELLTALE) assert.not.ok(out.includes(telltale), `no '${telltale}'`);
    assert.not.ok(out.includes(cover.subarray(0, 64)), 'no part of the cover');
  });
}

strip('every combination of the tags at the end, in the order tools write them', () => {
  const ends = [apeTag('GPS', GPS_TEXT), lyrics3v2('Medley'), Buffer.concat([id3v1Enhanced('Medley'), id3v1('Medley')])];
  for (let mask = 0; mask < 1 << ends.length; mask++) {
    const chosen = ends.filter((_, index) => mask & (1 << index));
    assert.ok(stripped(id3v2([txxx('GPS', GPS_TEXT)]), FRAMES, ...chosen).equals(FRAMES), `combination ${mask.toString(2)}`);
  }
});

// [what is wrong, the file, what the refusal says]
const REFUSED: [string, () => Buffer[], RegExp][] = [
  [
    'a tag followed by more zeros than any tagger leaves (64 KiB)',
    () => [id3v2([txxx('GPS', GPS_TEXT)]), Buffer.alloc(64 * 1024 + 1), FRAMES],
    /^it does not begin with MPEG audio after its tags/,
  ],
  [
    'an ID3v2 tag cut short',
    () => [id3v2([apic(cover)]).subarray(0, 300)],
    /^its ID3 tag is cut short \(it says \d+ bytes, 300 are left\)$/,
  ],
  [
    'an ID3v2 tag whose size is no syncsafe number',
    () => [Buffer.from('ID3\x03\x00\x00\x00\x00\x81\x00', 'latin1'), FRAMES],
    /^its ID3 tag is damaged/,
  ],
  [
    'an ID3v2 tag of an unknown version',
    () => [Buffer.from('ID3\x07\x00\x00\x00\x00\x00\x00', 'latin1'), FRAMES],
    /^its ID3 tag is damaged/,
  ],
  [
    'a tag whose size is too small (what follows it is no frame)',
    () => {
      const tag = id3v2([txxx('GPS', GPS_TEXT)], { padding: 0 });
      tag[9] = tag[9]! - 4;
      return [tag, FRAMES];
    },
    /^it does not begin with MPEG audio after its tags \(a tag may be damaged\)$/,
  ],
  [
    'an APE tag cut short at its start',
    () => [FRAMES.subarray(0, 40), apeTag('GPS', GPS_TEXT).subarray(20)],
    /^its APE tag is (cut short or damaged|damaged)/,
  ],
  [
    'an APE footer saying more than the file holds',
    () => {
      const tag = apeTag('GPS', GPS_TEXT, { header: false });
      tag.writeUInt32LE(1_000_000, tag.length - 20);
      return [FRAMES.subarray(0, 417), tag];
    },
    /^its APE tag is cut short or damaged \(it says 1000000 bytes, \d+ are left\)$/,
  ],
  ['a Lyrics3 v2 tag without its beginning', () => [FRAMES, lyrics3v2('Medley').subarray(5)], /^its Lyrics3 tag is damaged or cut short$/],
  ['a Lyrics3 v1 tag without its beginning', () => [FRAMES, Buffer.from('Medley LYRICSEND')], /^its Lyrics3 tag is damaged/],
  ['tags and nothing else', () => [id3v2([txxx('GPS', GPS_TEXT)]), id3v1('Medley')], /^it holds tags but no sound$/],
  ['a file that is no MP3 at all', () => [Buffer.from('RIFF\0\0\0\0WAVEfmt ')], /^it does not begin with MPEG audio$/],
];

for (const [what, file, said] of REFUSED) {
  strip(`refused: ${what}`, () => {
    assert.match(refusal(...file()), said);
  });
}

strip.run();
