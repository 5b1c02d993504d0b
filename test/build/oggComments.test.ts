// An Opus recording as the site serves it (issue 45): its comment header reduced to the vendor
// string, the cover picture (METADATA_BLOCK_PICTURE) and a GPS position gone with the comments,
// every sound packet byte for byte, the pages laid out anew with consecutive numbers and right
// checksums; a page cut short or with a wrong checksum refused.
import { crc32 } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { oggCrc, readOggPages, stripOggComments, type OggPage } from '../../src/build/oggComments';
import { RecordingRefused } from '../../src/build/RecordingRefused';
import {
  bigCoverWithGps,
  commentPacket,
  coverWithGps,
  crcBitwise,
  GPS_TEXT,
  OPUSENC_FIRST_PAGE,
  oggStream,
  opusHead,
  opusStream,
  pictureComment,
  soundPackets,
} from '../fixtures/audio';

const VENDOR = 'libopus 1.3.1, libopusenc 0.2.1';
const TELLTALE = [GPS_TEXT, 'GPS', 'METADATA_BLOCK_PICTURE', 'ARTIST', 'Upgrade', 'Exif'];

let cover: Buffer;
let bigCover: Buffer;

/** The comments a phone app leaves in a recording. */
const comments = (picture: Buffer) => ['ARTIST=Upgrade', 'TITLE=Medley 80er (live)', `LOCATION=${GPS_TEXT}`, pictureComment(picture)];

/** Each stream's packets, by serial number in the order the streams begin. */
function packetsOf(pages: OggPage[]): Map<number, Buffer[]> {
  const streams = new Map<number, Buffer[]>();
  const pending = new Map<number, Buffer[]>();
  for (const page of pages) {
    const packets = streams.get(page.serial) ?? [];
    streams.set(page.serial, packets);
    let from = 0;
    for (const value of page.lacing) {
      const parts = [...(pending.get(page.serial) ?? []), page.data.subarray(from, (from += value))];
      pending.set(page.serial, value < 255 ? [] : parts);
      if (value < 255) packets.push(Buffer.concat(parts));
    }
  }
  return streams;
}

/** What every stripped stream must be: checksums right, pages numbered 0, 1, 2, … per stream, OpusHead alone first, the comments empty, the sound as before. */
function assertStripped(before: Buffer, after: Buffer) {
  const pages = readOggPages(after);
  for (const [index, page] of pages.entries()) {
    const zeroed = Buffer.from(page.raw);
    zeroed.fill(0, 22, 26);
    assert.is(crcBitwise(zeroed), page.raw.readUInt32LE(22), `page ${index + 1}: its checksum`);
  }
  const numbers = new Map<number, number[]>();
  for (const page of pages) numbers.set(page.serial, [...(numbers.get(page.serial) ?? []), page.sequence]);
  for (const [serial, sequence] of numbers) {
    assert.equal(
      sequence,
      sequence.map((_, index) => index),
      `stream ${serial}: pages numbered one after another`,
    );
  }
  const old = packetsOf(readOggPages(before));
  for (const [serial, packets] of packetsOf(pages)) {
    const first = pages.find((page) => page.serial === serial)!;
    assert.is(first.flags & 2, 2, 'the stream begins on its first page');
    assert.is(first.data.toString('latin1', 0, 8), 'OpusHead', 'OpusHead first');
    assert.equal(first.lacing.length, 1, 'OpusHead alone on its page');
    assert.ok(packets[1]!.equals(commentPacket(VENDOR, [])), 'OpusTags: the vendor, and no comments');
    assert.is(packets.length, old.get(serial)!.length, 'as many packets as before');
    packets
      .slice(2)
      .forEach((packet, index) => assert.ok(packet.equals(old.get(serial)![index + 2]!), `sound packet ${index + 1} byte for byte`));
  }
  for (const telltale of TELLTALE) assert.not.ok(after.includes(telltale), `no '${telltale}'`);
}

/** What `stripOggComments` refuses `file` with, or 'passed'. */
const refusal = (file: Buffer) => {
  try {
    stripOggComments(file);
    return 'passed';
  } catch (error) {
    assert.instance(error, RecordingRefused);
    return (error as Error).message;
  }
};

const crc = suite('oggCrc');

crc('the checksum opusenc wrote on its first page', () => {
  const page = Buffer.from(OPUSENC_FIRST_PAGE);
  page.fill(0, 22, 26);
  assert.is(oggCrc(page), 0xb2124763);
  assert.is(OPUSENC_FIRST_PAGE.readUInt32LE(22), 0xb2124763);
});

crc('the same as computed bit by bit, for bytes of every value', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 151) & 0xff));
  for (const length of [0, 1, 4, 27, 255, 1000])
    assert.is(oggCrc(bytes.subarray(0, length)), crcBitwise(bytes.subarray(0, length)), `${length} bytes`);
});

crc("not zlib's CRC-32 (PNG's), which is why it has its own table", () => {
  const page = Buffer.from(OPUSENC_FIRST_PAGE);
  page.fill(0, 22, 26);
  assert.is.not(crc32(page), oggCrc(page));
  assert.is(crc32(Buffer.from('123456789')), 0xcbf43926, "zlib's check value");
  assert.is(oggCrc(Buffer.from('123456789')), 0x89a1897f, "Ogg's check value");
});

crc.run();

// ---

const strip = suite('stripOggComments');
strip.before(async () => {
  cover = await coverWithGps();
  bigCover = await bigCoverWithGps();
});

strip('the fixtures: a cover with EXIF GPS, a big one whose comment header spans several pages', () => {
  assert.ok(cover.includes('Exif') && bigCover.includes('Exif'));
  const file = opusStream(1, comments(bigCover), soundPackets(12));
  const pages = readOggPages(file);
  assert.ok(pages.filter((page) => page.granule.readBigUInt64LE() === 0xffffffffffffffffn).length >= 2, 'the comments span several pages');
  assert.ok(readOggPages(opusStream(1, comments(bigCover), soundPackets(12))).length > 6);
});

// [the file, how it is made]
const FILES: [string, () => Buffer][] = [
  ['OpusTags with a small cover and a position, on one page', () => opusStream(0x7ff242cc, comments(cover), soundPackets(12))],
  ['OpusTags with a big cover, over several pages: the later pages renumbered', () => opusStream(7, comments(bigCover), soundPackets(12))],
  [
    'tiny pages (2 lacing values each): the comments over many pages, a sound packet over two',
    () => opusStream(7, comments(cover), soundPackets(12), 2),
  ],
  ['no comments already: the same pages', () => opusStream(3, [], soundPackets(8))],
  [
    'two streams one after the other (a chained file), each with its cover',
    () => Buffer.concat([opusStream(1, comments(bigCover), soundPackets(8)), opusStream(2, comments(cover), soundPackets(8, 5))]),
  ],
];

for (const [what, make] of FILES) {
  strip(`${what}: the vendor alone, the sound byte for byte`, () => {
    const before = make();
    const after = Buffer.from(stripOggComments(before));
    assertStripped(before, after);
  });
}

strip('a file without comments comes out byte for byte as it was', () => {
  const file = opusStream(3, [], soundPackets(8));
  assert.ok(Buffer.from(stripOggComments(file)).equals(file));
});

strip('the sound pages keep their bytes when the comment header keeps its page count', () => {
  const before = opusStream(9, comments(cover), soundPackets(12));
  const old = readOggPages(before);
  const pages = readOggPages(Buffer.from(stripOggComments(before)));
  assert.is(pages.length, old.length);
  pages.slice(2).forEach((page, index) => assert.ok(page.raw.equals(old[index + 2]!.raw), `page ${index + 3}`));
});

strip('a Vorbis stream: its comment packet emptied (framing bit kept), its setup packet and sound unchanged', () => {
  const identification = Buffer.from('\x01vorbis\0\0\0\0\x02\x44\xac\0\0\0\0\0\0\0\xee\x02\0\0\0\0\0\xb8\x01', 'latin1');
  const setup = Buffer.concat([Buffer.from('\x05vorbis', 'latin1'), Buffer.alloc(3000, 0x2a)]);
  const sound = soundPackets(6);
  const before = oggStream(4, [
    { packets: [identification], granule: 0n },
    { packets: [commentPacket('Lavf59.27.100', comments(bigCover), '\x03vorbis'), setup], granule: 0n },
    { packets: sound, granule: 6000n, last: true },
  ]);
  const after = Buffer.from(stripOggComments(before));
  const packets = packetsOf(readOggPages(after)).get(4)!;
  assert.ok(packets[0]!.equals(identification));
  assert.ok(packets[1]!.equals(commentPacket('Lavf59.27.100', [], '\x03vorbis')), 'the vendor, no comments, the framing bit');
  assert.ok(packets[2]!.equals(setup), 'the setup packet byte for byte');
  assert.equal(packets.slice(3), sound);
  for (const telltale of TELLTALE) assert.not.ok(after.includes(telltale), `no '${telltale}'`);
  assert.equal(
    readOggPages(after).map((page) => page.sequence),
    readOggPages(after).map((_, index) => index),
  );
  assert.is(readOggPages(after).at(-1)!.flags & 4, 4, 'the last page still ends the stream');
});

/** `file` with byte `at` changed. */
const flipped = (file: Buffer, at: number) => {
  const copy = Buffer.from(file);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
};

// [what is wrong, the file, what the refusal says]
const REFUSED: [string, () => Buffer, RegExp][] = [
  [
    'a file cut short in a page',
    () => opusStream(1, comments(cover), soundPackets(12)).subarray(0, -100),
    /^its Ogg page \d+ \(at byte \d+\) is cut short$/,
  ],
  [
    'a page whose checksum is wrong (one bit of its sound changed)',
    () => flipped(opusStream(1, comments(cover), soundPackets(12)), 3000),
    /^its Ogg page \d+ \(at byte \d+\) is damaged \(its checksum is wrong\)$/,
  ],
  [
    'something appended after the last page',
    () => Buffer.concat([opusStream(1, [], soundPackets(4)), Buffer.from('TAG-no-ogg')]),
    /^its Ogg page \d+ \(at byte \d+\) is no Ogg page \(the file is damaged or has something appended\)$/,
  ],
  [
    'a file that ends within its comment header',
    () => {
      const file = opusStream(1, comments(bigCover), soundPackets(4));
      const pages = readOggPages(file);
      return Buffer.concat(pages.slice(0, 2).map((page) => page.raw));
    },
    /^it ends within its Opus header \(the file is cut short\)$/,
  ],
  [
    'a stream that is neither Opus nor Vorbis',
    () => oggStream(1, [{ packets: [Buffer.from('\x7fFLAC\x01\x00')], granule: 0n, last: true }]),
    /^it holds a stream that is neither Opus nor Vorbis/,
  ],
  [
    'sound on the page that ends the comment header',
    () =>
      oggStream(1, [
        { packets: [opusHead()], granule: 0n },
        { packets: [commentPacket(VENDOR, ['TITLE=x']), ...soundPackets(2)], granule: 1920n, last: true },
      ]),
    /^it is not laid out as an Ogg Opus file must be \(sound begins on a page of its header\)$/,
  ],
  [
    'a comment header whose vendor length runs past its end',
    () => {
      const packet = commentPacket(VENDOR, []);
      packet.writeUInt32LE(5000, 8);
      return oggStream(1, [
        { packets: [opusHead()], granule: 0n },
        { packets: [packet], granule: 0n },
        { packets: soundPackets(4), granule: 3840n, last: true },
      ]);
    },
    /^its Opus comment header is damaged$/,
  ],
  ['a file that is no Ogg file', () => Buffer.from('ID3\x04\0\0\0\0\0\0'), /^its Ogg page 1 \(at byte 0\) is no Ogg page$/],
];

for (const [what, file, said] of REFUSED) {
  strip(`refused: ${what}`, () => {
    assert.match(refusal(file()), said);
  });
}

strip.run();
