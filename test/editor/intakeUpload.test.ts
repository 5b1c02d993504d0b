// An upload of the editor as it comes from a phone (issue 46): each kind of photo and recording is
// taken by its bytes, stored upright, without metadata (no EXIF, GPS position, serial number, XMP
// or comment left) but its colour profile; an iPhone's HEIC (test/fixtures/heic/, made by
// make.mjs there) becomes a JPEG; what cannot be taken is refused in German, naming the file.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import sharp, { type SharpOptions } from 'sharp';
import { intakeUpload, MAX_PIXELS, strippedWebp, type Intake } from '../../src/editor/intakeUpload';
import { MAX_UPLOAD } from '../../src/editor/mediaApi';
import { GPS_TEXT, id3v2, mpegFrames, opusStream, soundPackets, tit2, txxx, commentPacket, oggStream } from '../fixtures/audio';

const SERIAL = 'F2LXK0Q8N72J';
const heicFixture = (name: string) => readFileSync(new URL(`../fixtures/heic/${name}`, import.meta.url));

/** 64 × 48 pixels, the top left quarter red, the rest blue: where red ends up tells how the photo was turned. */
const quarters = () => {
  const [width, height] = [64, 48];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 && y < height / 2 ? [220, 40, 30] : [30, 40, 200], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

/** The EXIF a phone writes: camera, serial number, GPS position. */
const PHONE_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15' },
  IFD2: { BodySerialNumber: SERIAL },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 29/1 49/1' },
};

const phoneJpeg = (orientation = 1) => quarters().jpeg({ quality: 90 }).withExif(PHONE_EXIF).withMetadata({ orientation }).toBuffer();

/** A PNG chunk of `type` holding `data`. */
const pngChunk = (type: string, data: Buffer) => {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
};

/** A PNG with a comment (tEXt) and XMP (iTXt) carrying the serial number and a position, after its header. */
async function pngWithText(): Promise<Buffer> {
  const png = await quarters().png().toBuffer();
  const xmp = Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta><exif:GPSLatitude>${GPS_TEXT}</exif:GPSLatitude></x:xmpmeta>`, 'latin1');
  return Buffer.concat([
    png.subarray(0, 33),
    pngChunk('tEXt', Buffer.from(`Comment\0${SERIAL}`, 'latin1')),
    pngChunk('iTXt', xmp),
    png.subarray(33),
  ]);
}

/** A JPEG with a comment (COM) and bytes after its end, as an iPhone appends a second picture. */
async function jpegWithTrailer(): Promise<Buffer> {
  const jpeg = await phoneJpeg();
  const comment = Buffer.from(`\xff\xfe\x00\x10${SERIAL}\0\0`, 'latin1');
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), Buffer.from(`\xff\xd8\xff\xe1${SERIAL}`, 'latin1')]);
}

/** The photo's size as sharp reads it, where its red quarter is, and what metadata it carries. */
async function looksOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const isRed = (x: number, y: number) => data[(y * info.width + x) * info.channels]! > 150;
  const corner = (['top left', 'top right', 'bottom left', 'bottom right'] as const).find((_, index) =>
    isRed(index % 2 ? info.width - 4 : 3, index < 2 ? 3 : info.height - 4),
  );
  return {
    size: [info.width, info.height],
    red: corner,
    format: meta.format,
    leftovers: {
      exif: meta.exif !== undefined,
      xmp: meta.xmp !== undefined,
      iptc: meta.iptc !== undefined,
      orientation: meta.orientation ?? 1,
      comments: meta.comments?.length ?? 0,
      serial: bytes.includes(SERIAL),
      gps: bytes.includes(GPS_TEXT) || bytes.includes('GPS'),
    },
  };
}

const NOTHING_LEFT = { exif: false, xmp: false, iptc: false, orientation: 1, comments: 0, serial: false, gps: false };

const ok = (intake: Intake): Extract<Intake, { status: 'ok' }> => {
  if (intake.status === 'ok') return intake;
  throw new Error(`refused: ${intake.message}`);
};

const photos = suite('intakeUpload: photos');

photos('each kind of photo: its kind and ending, converted where HEIC, upright, with no metadata left', async () => {
  const rows: [string, () => Promise<Buffer>, { ext: string; converted?: 'HEIC'; format: string; size: number[]; red: string }][] = [
    ['IMG_0001.JPG', () => phoneJpeg(), { ext: '.jpg', format: 'jpeg', size: [64, 48], red: 'top left' }],
    ['lying.jpg (orientation 6)', () => phoneJpeg(6), { ext: '.jpg', format: 'jpeg', size: [48, 64], red: 'top right' }],
    ['upside down.jpeg (orientation 3)', () => phoneJpeg(3), { ext: '.jpg', format: 'jpeg', size: [64, 48], red: 'bottom right' }],
    [
      'progressive.jpg',
      () => quarters().jpeg({ quality: 90, progressive: true }).withExif(PHONE_EXIF).toBuffer(),
      { ext: '.jpg', format: 'jpeg', size: [64, 48], red: 'top left' },
    ],
    ['with trailer.jpg', jpegWithTrailer, { ext: '.jpg', format: 'jpeg', size: [64, 48], red: 'top left' }],
    ['screenshot.png', pngWithText, { ext: '.png', format: 'png', size: [64, 48], red: 'top left' }],
    [
      'phone.webp',
      () => quarters().webp({ quality: 90 }).withExif(PHONE_EXIF).toBuffer(),
      { ext: '.webp', format: 'webp', size: [64, 48], red: 'top left' },
    ],
    [
      'lying.webp (orientation 8)',
      () => quarters().webp({ quality: 90 }).withExif(PHONE_EXIF).withMetadata({ orientation: 8 }).toBuffer(),
      { ext: '.webp', format: 'webp', size: [48, 64], red: 'bottom left' },
    ],
    [
      'IMG_0002.HEIC',
      async () => heicFixture('upright.heic'),
      { ext: '.jpg', converted: 'HEIC', format: 'jpeg', size: [64, 48], red: 'top left' },
    ],
    [
      'IMG_0003.HEIC (stored lying, irot and EXIF orientation 6)',
      async () => heicFixture('portrait.heic'),
      { ext: '.jpg', converted: 'HEIC', format: 'jpeg', size: [48, 64], red: 'top right' },
    ],
  ];
  for (const [name, make, expected] of rows) {
    const source = await make();
    const before = await looksOf(source).catch(() => undefined);
    // The sources carry what must go (sharp reads no HEIC: its EXIF is checked by its bytes).
    assert.ok(source.includes(SERIAL), `${name}: the source carries the serial number`);
    if (before) assert.not.equal(before.leftovers, NOTHING_LEFT, `${name}: the source carries metadata`);
    const intake = ok(await intakeUpload(source, name));
    assert.equal([intake.kind, intake.ext, intake.converted], ['photo', expected.ext, expected.converted], name);
    const after = await looksOf(intake.bytes);
    assert.equal(
      { format: after.format, size: after.size, red: after.red, leftovers: after.leftovers },
      { format: expected.format, size: expected.size, red: expected.red, leftovers: NOTHING_LEFT },
      name,
    );
  }
});

photos('a transparent HEIC becomes a JPEG white where it is clear, as the build makes its JPEGs', async () => {
  const intake = ok(await intakeUpload(heicFixture('transparent.heic'), 'freigestellt.heic'));
  const { data, info } = await sharp(intake.bytes).raw().toBuffer({ resolveWithObject: true });
  assert.is(info.channels, 3);
  // Red (220, 40, 30) half over white.
  const pixel = [...data.subarray(0, 3)];
  assert.ok(
    pixel.every((value, channel) => Math.abs(value - [238, 148, 143][channel]!) <= 8),
    `half red over white: [${pixel}]`,
  );
});

photos('a JPEG that needs no turning keeps every pixel: its image is not encoded again', async () => {
  const progressive = await quarters().jpeg({ quality: 90, progressive: true }).withExif(PHONE_EXIF).toBuffer();
  for (const source of [await phoneJpeg(), await jpegWithTrailer(), progressive]) {
    const intake = ok(await intakeUpload(source, 'IMG_0001.JPG'));
    assert.ok(intake.bytes.length < source.length, 'smaller: its metadata is gone');
    const [was, is] = await Promise.all([source, intake.bytes].map((bytes) => sharp(bytes).raw().toBuffer()));
    assert.ok(was!.equals(is!), 'the same pixels');
  }
});

photos('the colour profile stays: a Display P3 photo (JPEG or HEIC) shows the colours it was taken with', async () => {
  const jpeg = await quarters().jpeg({ quality: 95 }).withExif(PHONE_EXIF).withIccProfile('p3').toBuffer();
  const p3 = (await sharp(jpeg).metadata()).icc!;
  for (const [name, source] of [
    ['p3.jpg', jpeg],
    ['portrait.heic', heicFixture('portrait.heic')],
  ] as const) {
    const intake = ok(await intakeUpload(source, name));
    const meta = await sharp(intake.bytes).metadata();
    assert.ok(meta.icc?.equals(p3), `${name}: the Display P3 profile is kept`);
    // In sRGB (as sharp converts with the profile) the red quarter is the red it was made of; read without it, it is not.
    const redAt = (bytes: Buffer, options: SharpOptions) =>
      sharp(bytes, options)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .rotate()
        .raw()
        .toBuffer()
        .then((pixel) => [...pixel]);
    const upright = await sharp(intake.bytes).toBuffer();
    const shown = name === 'p3.jpg' ? await redAt(upright, {}) : await redAt(await sharp(upright).rotate(-90).toBuffer(), {});
    assert.ok(
      shown.every((value, channel) => Math.abs(value - [220, 40, 30][channel]!) <= 8),
      `${name}: red shown as [${shown}]`,
    );
    const unmanaged = await sharp(intake.bytes, { ignoreIcc: true }).raw().toBuffer();
    const managed = await sharp(intake.bytes).raw().toBuffer();
    assert.not.ok(unmanaged.equals(managed), `${name}: the profile changes the colours shown`);
  }
});

const refusals = suite('intakeUpload: refusals, in German, naming the file');

/** `bytes` with the numbers `offset` bytes after `marker` (its first occurrence, or with `every` each) set to `values`. */
function patched(bytes: Buffer, marker: Buffer | string, offset: number, values: number[], size: 2 | 4, every = false): Buffer {
  const copy = Buffer.from(bytes);
  for (let at = copy.indexOf(marker); at >= 0; at = every ? copy.indexOf(marker, at + 1) : -1) {
    values.forEach((value, index) =>
      size === 2 ? copy.writeUInt16BE(value, at + offset + index * 2) : copy.writeUInt32BE(value, at + offset + index * 4),
    );
  }
  return copy;
}

refusals('each file that cannot be taken, and why', async () => {
  const jpeg = await phoneJpeg();
  const heic = heicFixture('upright.heic');
  const rows: [string, Buffer, RegExp[]][] = [
    [
      'Notizen.txt',
      Buffer.from('Setlist für Samstag'),
      [/^„Notizen\.txt“ ist weder ein Foto \(JPEG, PNG, WebP oder HEIC vom iPhone\) noch eine Aufnahme \(MP3 oder Opus\)/],
    ],
    ['leer.jpg', Buffer.alloc(0), [/^„leer\.jpg“ ist weder ein Foto/]],
    ['Plakat.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), [/^„Plakat\.gif“ ist weder ein Foto/]],
    [
      'halb.jpg',
      jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
      [/^„halb\.jpg“ lässt sich nicht als Foto lesen/, /noch einmal als JPEG exportieren/],
    ],
    [
      'IMG_0004.HEIC',
      heic.subarray(0, 400),
      [
        /^„IMG_0004\.HEIC“ ist ein HEIC-Foto \(das Format des iPhones\), das sich nicht lesen lässt/,
        /Einstellungen → Kamera → Formate „Maximale Kompatibilität“/,
        /Fotos .*Ablage → Exportieren als JPEG/,
      ],
    ],
    // Sizes from the header alone: refused before a pixel is decoded.
    [
      'riesig.jpg',
      patched(jpeg, Buffer.from([0xff, 0xc0]), 5, [12000, 10000], 2),
      [/^„riesig\.jpg“ hat 10\.000 × 12\.000 Pixel, mehr als die 100 Megapixel/],
    ],
    [
      'riesig.heic',
      patched(heic, 'ispe', 8, [20000, 10000], 4, true),
      [/^„riesig\.heic“ hat 20\.000 × 10\.000 Pixel, mehr als die 100 Megapixel/],
    ],
    [
      'Konzert.mp3',
      Buffer.concat([id3v2([tit2('Konzert')]), Buffer.from('kein MPEG')]),
      [/^„Konzert\.mp3“ lässt sich nicht als MP3-Aufnahme lesen/],
    ],
    [
      'Probe.ogg',
      oggStream(7, [
        { packets: [Buffer.from('\x01vorbis\0\0\0\0\x02\x44\xac\0\0', 'latin1')], granule: 0n },
        { packets: [commentPacket('Xiph', [], '\x03vorbis')], granule: 0n },
      ]),
      [/^„Probe\.ogg“ ist eine Ogg-Datei, aber keine Opus-Aufnahme/],
    ],
    ['Probe.opus', opusStream(7, [], soundPackets(8)).subarray(0, 200), [/^„Probe\.opus“ lässt sich nicht als Opus-Aufnahme lesen/]],
    ['Video.mov', Buffer.alloc(MAX_UPLOAD + 1), [/^„Video\.mov“ ist 50,1 MB groß; der Editor nimmt Dateien bis 50 MB\.$/]],
  ];
  for (const [name, bytes, patterns] of rows) {
    const intake = await intakeUpload(bytes, name);
    if (intake.status !== 'refused') throw new Error(`${name} was taken`);
    for (const pattern of patterns) assert.match(intake.message, pattern, name);
    assert.not.match(intake.message, /\b(the|is|cannot|file)\b/, `${name}: German only`);
  }
  assert.is(MAX_PIXELS, 100_000_000);
});

const recordings = suite('intakeUpload: recordings');

recordings('an MP3 and an Opus file are taken by their bytes, their tags gone as the build strips them', async () => {
  const frames = mpegFrames(6);
  const sound = soundPackets(8);
  const rows: [string, Buffer, string, (bytes: Buffer) => boolean][] = [
    ['Medley.mp3', Buffer.concat([id3v2([tit2('Medley'), txxx('location', GPS_TEXT)]), frames]), '.mp3', (bytes) => bytes.equals(frames)],
    ['Medley ohne Tag.mp3', frames, '.mp3', (bytes) => bytes.equals(frames)],
    [
      'Probe.opus',
      opusStream(9, [`LOCATION=${GPS_TEXT}`, 'ARTIST=Upgrade'], sound),
      '.opus',
      (bytes) => sound.every((packet) => bytes.includes(packet)) && bytes.includes('OpusTags'),
    ],
  ];
  for (const [name, bytes, ext, soundKept] of rows) {
    const intake = ok(await intakeUpload(bytes, name));
    assert.equal([intake.kind, intake.ext, intake.converted], ['audio', ext, undefined], name);
    assert.not.ok(intake.bytes.includes(GPS_TEXT), `${name}: no position left`);
    assert.ok(soundKept(intake.bytes), `${name}: the sound is kept byte for byte`);
  }
});

const webp = suite('strippedWebp');

/** A RIFF chunk of `type` holding `data`, padded to an even length. */
const riffChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
};

/** The chunk types of a WebP, in order. */
const chunkTypes = (bytes: Buffer) => {
  const types: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2)) {
    types.push(bytes.toString('latin1', at, at + 4));
  }
  return types;
};

// Only the chunks the WebP container specification defines for pixels, animation and colours stay; whatever else a tool wrote goes.
for (const [type, kept] of [
  ['ICCP', true],
  ['ANIM', true],
  ['EXIF', false],
  ['XMP ', false],
  ['IPTC', false],
  ['LOCA', false],
  ['iTXt', false],
  ['unkn', false],
] as const) {
  webp(`a chunk '${type}' after the pixels is ${kept ? 'kept' : 'left out'}`, async () => {
    const plain = await quarters().ensureAlpha(0.5).webp({ quality: 80 }).toBuffer();
    const secret = riffChunk(type, Buffer.from(`${SERIAL} ${GPS_TEXT}`, 'latin1'));
    const body = Buffer.concat([plain.subarray(12), secret]);
    const file = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), body]);
    file.writeUInt32LE(body.length + 4, 4);
    const clean = strippedWebp(file);
    assert.equal(chunkTypes(clean), [...chunkTypes(plain), ...(kept ? [type] : [])]);
    assert.is(clean.includes(SERIAL), kept);
    assert.is(clean.readUInt32LE(4), clean.length - 8, 'the RIFF size is right');
    const pixels = async (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    if (!kept) assert.ok((await pixels(clean)).equals(await pixels(plain)), 'the pixels are the same');
  });
}

webp('the extended header no longer says EXIF or XMP follow', async () => {
  const withExif = await quarters().webp().withExif(PHONE_EXIF).toBuffer();
  assert.ok(chunkTypes(withExif).includes('EXIF'));
  const clean = strippedWebp(withExif);
  assert.not.ok(chunkTypes(clean).includes('EXIF'));
  const flags = clean[20]!;
  assert.is(flags & 0x0c, 0);
  const meta = await sharp(clean).metadata();
  assert.is(meta.exif, undefined);
});

photos.run();
refusals.run();
recordings.run();
webp.run();
