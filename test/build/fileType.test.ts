// One reader of a file's type from its bytes (issue 53, item 9): the build's check of the media
// folders, the editor's uploads and the HEIC decoder's callers all ask fileTypeOf.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { fileTypeOf, HEAD_BYTES } from '../../src/build/fileType';

const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(16)]);
};

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#a33' } })
    .toFormat(format)
    .toBuffer();

const types = suite('fileTypeOf');

types('each type by its first bytes, whatever the name', async () => {
  for (const [what, bytes, type] of [
    ['a JPEG', await image('jpeg'), 'JPEG'],
    ['a PNG', await image('png'), 'PNG'],
    ['a WebP', await image('webp'), 'WebP'],
    ['a GIF', await image('gif'), 'GIF'],
    ['an iPhone HEIC', readFileSync(new URL('../fixtures/heic/upright.heic', import.meta.url)), 'HEIC'],
    ['HEIF in general (mif1)', ftyp('mif1', 'mif1'), 'HEIC'],
    ['HEIF naming HEVC among its brands', ftyp('mif1', 'mif1', 'heic'), 'HEIC'],
    ['AVIF', ftyp('avif', 'mif1', 'avif'), 'AVIF'],
    ['AVIF under HEIF’s brand', ftyp('mif1', 'mif1', 'avif', 'miaf'), 'AVIF'],
    ['a video', ftyp('isom', 'isom', 'mp41'), 'MP4'],
    ['an Ogg stream', Buffer.from('OggS\0\x02rest', 'latin1'), 'Ogg'],
    ['an MP3 with its ID3 tag', Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), 'MP3'],
    ['an MP3 from its first frame', Buffer.from([0xff, 0xfb, 0x90, 0x64]), 'MP3'],
    ['text', Buffer.from('export const media = {}'), undefined],
    ['nothing', Buffer.alloc(0), undefined],
    ['a JPEG cut to two bytes', Buffer.from([0xff, 0xd8]), undefined],
  ] as const) {
    assert.is(fileTypeOf(bytes.subarray(0, HEAD_BYTES)), type, what);
  }
});

types.run();
