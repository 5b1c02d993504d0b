// What of a person a photo gives away (issue 53, item 7), as a table: each EXIF tag a camera or a
// phone writes, an XMP packet's properties, and what is no person's (make, model, exposure).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import sharp from 'sharp';
import { carriedIn, xmpCarries } from '../../src/build/personalMetadata';
import type { Carried } from '../../src/domain/refusals';

type Exif = Record<string, Record<string, string>>;

const jpegWith = (exif: Exif) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#345' } })
    .jpeg()
    .withExif(exif)
    .toBuffer();

const exif = suite('carriedIn: EXIF');

for (const [what, tags, carried] of [
  ['make and model only', { IFD0: { Make: 'Apple', Model: 'iPhone 15' } }, []],
  ['exposure and date', { IFD2: { ExposureTime: '1/60', DateTimeOriginal: '2026:06:14 21:30:00' } }, []],
  ['a GPS position', { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1' } }, ['location']],
  ['the camera’s serial', { IFD2: { BodySerialNumber: 'F2LXK0Q8N72J' } }, ['serial']],
  ['the lens’s serial', { IFD2: { LensSerialNumber: '0000123' } }, ['serial']],
  ['the owner', { IFD2: { CameraOwnerName: 'Jonas Beispiel' } }, ['owner']],
  ['the artist', { IFD0: { Artist: 'Anna Beispiel' } }, ['owner']],
  ['the copyright', { IFD0: { Copyright: '© Anna Beispiel' } }, ['owner']],
  ['an empty artist', { IFD0: { Artist: ' ' } }, []],
  [
    'all of them',
    { IFD0: { Artist: 'Anna' }, IFD2: { BodySerialNumber: 'X1' }, IFD3: { GPSLongitudeRef: 'E', GPSLongitude: '9/1 0/1 0/1' } },
    ['location', 'serial', 'owner'],
  ],
] as [string, Exif, Carried[]][]) {
  exif(`${what}: ${carried.length ? carried.join(', ') : 'nothing'}`, async () => {
    assert.equal(await carriedIn(await jpegWith(tags)), carried);
  });
}

exif('a PNG and a WebP carry it as a JPEG does', async () => {
  const gps = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 5/1' }, IFD2: { BodySerialNumber: 'X1' } };
  for (const format of ['png', 'webp'] as const) {
    const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#345' } })
      .toFormat(format)
      .withExif(gps)
      .toBuffer();
    assert.equal(await carriedIn(bytes), ['location', 'serial'], format);
  }
});

exif('a file that is no photo or recording carries nothing', async () => {
  assert.equal(await carriedIn(Buffer.from('export const media = {};')), []);
});

const xmp = suite('xmpCarries');

for (const [property, carried] of [
  ['<exif:GPSLatitude>51,18.08N</exif:GPSLatitude>', ['location']],
  ['<photoshop:City>Kassel</photoshop:City>', ['location']],
  ['<aux:SerialNumber>032021001234</aux:SerialNumber>', ['serial']],
  ['<dc:creator><rdf:Seq><rdf:li>Anna Beispiel</rdf:li></rdf:Seq></dc:creator>', ['owner']],
  ['<xmp:CreatorTool>Adobe Lightroom</xmp:CreatorTool>', []],
] as [string, Carried[]][]) {
  xmp(`${property.slice(0, 40)}…: ${carried.join(', ') || 'nothing'}`, () => {
    assert.equal([...xmpCarries(`<x:xmpmeta><rdf:Description>${property}</rdf:Description></x:xmpmeta>`)], carried);
  });
}

exif.run();
xmp.run();
