/**
 * An iPhone's photo in HEIC (HEIF with HEVC), decoded for sharp (issue 46): sharp's own libvips
 * reads AVIF but no HEVC, so libheif compiled to WebAssembly (libheif-js, no native library to
 * install) decodes the primary image, upright as libheif turns it by the file's own rotation and
 * mirroring (irot, imir: an iPhone stores a portrait photo lying down with them; the EXIF
 * orientation it also writes is ignored, as HEIF says, so the photo is not turned twice). What comes
 * back is a lossless PNG of those pixels with the photo's colour profile and nothing else: no EXIF,
 * no XMP, no GPS position, no depth map, no gain map. The profile travels as an ICC profile (an
 * iPhone's "Display P3", or the P3 one sharp ships for a file that names its colours by numbers),
 * so sharp turns the colours right wherever it converts them to sRGB.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { fileTypeOf, HEAD_BYTES } from './fileType';

/** Why a HEIC could not be decoded: libheif's reason ('Invalid input: …'), or that it is larger than `maxPixels`. */
export class HeicUnreadable extends Error {
  override name = 'HeicUnreadable';
  constructor(
    message: string,
    /** Set when the photo was refused for its size, not for its content: its size in pixels. */
    readonly tooLarge?: { width: number; height: number },
  ) {
    super(message);
  }
}

/** Whether `bytes` begin as a HEIC file does (fileTypeOf: an ISO box 'ftyp' naming a brand of HEIF with HEVC). */
export const isHeic = (bytes: Uint8Array): boolean => fileTypeOf(bytes.subarray(0, HEAD_BYTES)) === 'HEIC';

/** sharp's own limit on an image's pixels (about 268 megapixels), which the build keeps for HEIC too. */
export const SHARP_PIXEL_LIMIT = 0x3fff * 0x3fff;

/** What of libheif-js (the Emscripten module built with embind) is used here. */
interface Libheif {
  heif_context_alloc(): object;
  heif_context_free(context: object): void;
  heif_context_read_from_memory(context: object, bytes: Uint8Array): HeifError;
  heif_js_context_get_primary_image_handle(context: object): object | HeifError;
  heif_image_handle_get_width(handle: object): number;
  heif_image_handle_get_height(handle: object): number;
  heif_image_handle_has_alpha_channel(handle: object): number;
  heif_image_handle_release(handle: object): void;
  heif_js_decode_image2(handle: object, colorspace: unknown, chroma: unknown): DecodedImage | HeifError;
  heif_image_release(image: object): void;
  heif_error_code: { heif_error_Ok: unknown };
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGB: unknown; heif_chroma_interleaved_RGBA: unknown };
}
interface HeifError {
  code: unknown;
  message: string;
}
interface DecodedImage {
  image: object;
  channels: { width: number; height: number; stride: number; data: Uint8Array }[];
}

let loaded: Libheif | undefined;
/** libheif, loaded on the first HEIC only (its 2 MB of WebAssembly take a tenth of a second to start). */
const libheif = () => (loaded ??= createRequire(import.meta.url)('libheif-js/wasm-bundle') as Libheif);

const failed = (result: unknown): result is HeifError =>
  typeof result === 'object' && result !== null && 'code' in result && 'message' in result;

/**
 * The HEIC `bytes` as a lossless PNG (upright, with its colour profile, no other metadata) and its
 * size; throws HeicUnreadable for a file libheif cannot decode, or whose primary image has more than
 * `maxPixels` pixels (checked before its pixels are decoded).
 */
export async function decodeHeic(
  bytes: Uint8Array,
  maxPixels = SHARP_PIXEL_LIMIT,
): Promise<{ png: Buffer; width: number; height: number }> {
  const heif = libheif();
  const context = heif.heif_context_alloc();
  try {
    const read = heif.heif_context_read_from_memory(context, bytes);
    if (read.code !== heif.heif_error_code.heif_error_Ok) throw new HeicUnreadable(read.message);
    const handle = heif.heif_js_context_get_primary_image_handle(context);
    if (failed(handle)) throw new HeicUnreadable(handle.message);
    try {
      // The handle's size is the upright one (its rotation applied), read from the file's header.
      const width = heif.heif_image_handle_get_width(handle);
      const height = heif.heif_image_handle_get_height(handle);
      if (width * height > maxPixels) {
        throw new HeicUnreadable(`it has ${width} × ${height} pixels, more than ${maxPixels}`, { width, height });
      }
      const channels = heif.heif_image_handle_has_alpha_channel(handle) ? 4 : 3;
      const chroma = channels === 4 ? heif.heif_chroma.heif_chroma_interleaved_RGBA : heif.heif_chroma.heif_chroma_interleaved_RGB;
      const decoded = heif.heif_js_decode_image2(handle, heif.heif_colorspace.heif_colorspace_RGB, chroma);
      if (failed(decoded)) throw new HeicUnreadable(decoded.message);
      let pixels: Buffer;
      try {
        pixels = packedRows(decoded.channels[0]!, width, height, channels);
      } finally {
        heif.heif_image_release(decoded.image);
      }
      const icc = await iccOf(bytes);
      // Stored, not compressed: it only carries the pixels to sharp in this process (a 12-megapixel
      // photo makes 36 MB in a quarter of a second, where compression level 1 takes over a second).
      const png = await sharp(pixels, { raw: { width, height, channels } })
        .png({ compressionLevel: 0, adaptiveFiltering: false })
        .toBuffer();
      return { png: icc ? withIccChunk(png, icc) : png, width, height };
    } finally {
      heif.heif_image_handle_release(handle);
    }
  } finally {
    heif.heif_context_free(context);
  }
}

/** The plane's rows without the padding libheif puts at their ends (its rows are aligned). */
function packedRows(plane: DecodedImage['channels'][number], width: number, height: number, channels: number): Buffer {
  const row = width * channels;
  if (plane.width !== width || plane.height !== height) throw new HeicUnreadable('its decoded image is not the size its header says');
  const data = Buffer.from(plane.data.buffer, plane.data.byteOffset, plane.data.byteLength);
  if (plane.stride === row) return Buffer.from(data.subarray(0, row * height));
  const packed = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) data.copy(packed, y * row, y * plane.stride, y * plane.stride + row);
  return packed;
}

/** The ISO boxes inside `bytes` from `start` to `end`, by type and where their contents lie. */
function boxes(bytes: Buffer, start: number, end: number): { type: string; from: number; to: number }[] {
  const found: { type: string; from: number; to: number }[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), from: at + header, to: at + size });
    at += size;
  }
  return found;
}

/**
 * The ICC profile of the primary image's colour boxes ('colr'), or for one that names its colours
 * by numbers (nclx) with Display P3's primaries, sharp's P3 profile; none for sRGB and unspecified
 * colours. An ICC profile counts before numbers, and a grid (an iPhone stores its photo as tiles of
 * 512 × 512) without a colour box of its own has its first tile's, as libheif decides. libheif-js
 * does not hand out the profile, so it is read from the file's boxes (ISO/IEC 14496-12 and
 * 23008-12: meta › pitm, iref, iprp › ipco, ipma).
 */
async function iccOf(file: Uint8Array): Promise<Buffer | undefined> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const meta = boxes(bytes, 0, bytes.length).find((box) => box.type === 'meta');
  if (!meta) return undefined;
  const inMeta = boxes(bytes, meta.from + 4, meta.to);
  const pitm = inMeta.find((box) => box.type === 'pitm');
  const iprp = inMeta.find((box) => box.type === 'iprp');
  if (!pitm || !iprp) return undefined;
  const primary = bytes[pitm.from] === 0 ? bytes.readUInt16BE(pitm.from + 4) : bytes.readUInt32BE(pitm.from + 4);
  const inIprp = boxes(bytes, iprp.from, iprp.to);
  const ipco = inIprp.find((box) => box.type === 'ipco');
  if (!ipco) return undefined;
  const properties = boxes(bytes, ipco.from, ipco.to);
  /** The colour boxes of each item, by its id. */
  const colours = new Map<number, { kind: string; from: number; to: number }[]>();
  for (const ipma of inIprp.filter((box) => box.type === 'ipma')) {
    const version = bytes[ipma.from]!;
    const wide = (bytes[ipma.from + 3]! & 1) === 1;
    let at = ipma.from + 8;
    for (let entry = bytes.readUInt32BE(ipma.from + 4); entry > 0 && at < ipma.to; entry--) {
      const item = version < 1 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
      at += version < 1 ? 2 : 4;
      const count = bytes[at++]!;
      for (let association = 0; association < count; association++) {
        const property = properties[(wide ? bytes.readUInt16BE(at) & 0x7fff : bytes[at]! & 0x7f) - 1];
        at += wide ? 2 : 1;
        if (property?.type !== 'colr') continue;
        const kind = bytes.toString('latin1', property.from, property.from + 4);
        colours.set(item, [...(colours.get(item) ?? []), { kind, from: property.from + 4, to: property.to }]);
      }
    }
  }
  const ofItem = colours.get(primary) ?? colours.get(firstTile(bytes, inMeta, primary) ?? -1) ?? [];
  const icc = ofItem.find(({ kind }) => kind === 'prof' || kind === 'rICC');
  if (icc) return Buffer.from(bytes.subarray(icc.from, icc.to));
  // nclx: colour primaries 12 are Display P3's (ITU-T H.273); 1 (sRGB's) and 2 (unspecified) need no profile.
  const nclx = ofItem.find(({ kind }) => kind === 'nclx');
  return nclx && bytes.readUInt16BE(nclx.from) === 12 ? p3Profile() : undefined;
}

/** The first item `item` is made of (its first 'dimg' reference: a grid's first tile), if any. */
function firstTile(bytes: Buffer, inMeta: ReturnType<typeof boxes>, item: number): number | undefined {
  const iref = inMeta.find((box) => box.type === 'iref');
  if (!iref) return undefined;
  const size = bytes[iref.from] === 0 ? 2 : 4;
  const id = (at: number) => (size === 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at));
  for (const reference of boxes(bytes, iref.from + 4, iref.to)) {
    if (reference.type === 'dimg' && id(reference.from) === item && reference.from + 2 * size + 2 <= reference.to) {
      return id(reference.from + size + 2);
    }
  }
  return undefined;
}

let p3: Promise<Buffer> | undefined;
/** sharp's built-in Display P3 profile, as bytes. */
const p3Profile = () =>
  (p3 ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .withIccProfile('p3')
    .png()
    .toBuffer()
    .then((png) => sharp(png).metadata())
    .then((meta) => meta.icc!));

/** The PNG `png` with the ICC profile `icc` in an iCCP chunk right after its header (PNG 1.2, 11.3.3.3). */
function withIccChunk(png: Buffer, icc: Buffer): Buffer {
  const data = Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(icc)]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('iCCP', 4, 'latin1');
  data.copy(chunk, 8);
  // PNG's chunk checksum is zlib's CRC-32 (PNG 1.2, 3.4), which Node has had since 20.15.
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // The signature (8 bytes) and IHDR (4 + 4 + 13 + 4) come first.
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

/**
 * What the decoded pixels depend on besides the file: this module's own source and libheif's
 * version. The build's photo cache files its entries under it, so a change to either makes every
 * HEIC anew.
 */
export const HEIC_DECODER = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(JSON.stringify(createRequire(import.meta.url)('libheif-js/package.json').version))
  .digest('hex');
