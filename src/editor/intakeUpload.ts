/**
 * An upload of the editor (issue 46) checked for what it is and made fit to go into the band's
 * repository: a photo (JPEG, PNG, WebP; an iPhone's HEIC converted to JPEG) or a recording (MP3,
 * Opus). What the file's bytes say counts, not its name. Refusals are German, for the form.
 *
 * Every photo stored is upright and carries no metadata (no EXIF with its GPS position and camera
 * serial number, no XMP, no IPTC, no comments) but its colour profile, so its colours stay right:
 * - a JPEG that needs no turning loses its metadata segments and whatever follows its image (an
 *   iPhone appends a second picture there), byte for byte otherwise: not encoded again, so it loses
 *   nothing; a PNG or WebP loses its metadata chunks the same way;
 * - a JPEG, PNG or WebP that its orientation tag turns is turned and encoded again (as the build
 *   would turn it), at the quality below;
 * - a HEIC is decoded by libheif (src/build/decodeHeic.ts: upright by its own rotation; in the
 *   editor's worker thread, heicDecoder.ts) and encoded as JPEG at the quality below.
 * Turned and HEIC photos are read as every photo pipeline reads them (src/build/uprightPhoto.ts).
 * A recording loses its tags as the build strips them (mp3Tags, oggComments), so a GPS position or
 * a cover photo in a tag never reaches the repository either.
 */
import sharp from 'sharp';
import { HeicUnreadable } from '../build/decodeHeic';
import { fileTypeOf } from '../build/fileType';
import { stripMp3Tags } from '../build/mp3Tags';
import { stripOggComments } from '../build/oggComments';
import { RecordingRefused } from '../build/RecordingRefused';
import { uprightPhoto } from '../build/uprightPhoto';
import { decodeInWorker } from './heicDecoder';
import { MAX_UPLOAD, tooLarge } from './mediaApi';

export type Intake =
  | {
      status: 'ok';
      kind: 'photo' | 'audio';
      /** The bytes to store. */
      bytes: Buffer;
      /** The ending the stored file gets. */
      ext: '.jpg' | '.png' | '.webp' | '.mp3' | '.opus';
      /** Set where the file was converted. */
      converted?: 'HEIC';
    }
  | { status: 'refused'; message: string };

/**
 * The quality of a JPEG (or WebP) the editor encodes: a HEIC converted, a photo turned upright. It is the
 * source the build makes every variant from (at quality 75, at most 1600 pixels wide), so it keeps
 * what the eye could tell at full size: 90 with the usual halved colour resolution (HEIC's own, 4:2:0)
 * makes a 12-megapixel photo of 3 to 5 MB, where 95 would double it for nothing a page shows.
 */
export const PHOTO_QUALITY = 90;

/** The most pixels a photo may have: 100 megapixels, more than any phone's photo (a 48-megapixel one included). */
export const MAX_PIXELS = 100_000_000;

/** sharp's name of each photo format fileTypeOf tells. */
const FORMAT = { JPEG: 'jpeg', PNG: 'png', WebP: 'webp' } as const;

const refused = (message: string): Intake => ({ status: 'refused', message });

/** How to get a JPEG out of an iPhone or a Mac instead of a HEIC. */
const AS_JPEG =
  'Auf dem iPhone unter Einstellungen → Kamera → Formate „Maximale Kompatibilität“ wählen (neue Fotos sind dann JPEGs), ' +
  'auf dem Mac das Foto in Fotos auswählen und mit Ablage → Exportieren als JPEG sichern.';

const tooManyPixels = (name: string, width: number, height: number) =>
  refused(
    `„${name}“ hat ${width.toLocaleString('de-DE')} × ${height.toLocaleString('de-DE')} Pixel, ` +
      `mehr als die ${MAX_PIXELS / 1_000_000} Megapixel, die der Editor annimmt. Das Foto bitte verkleinert exportieren.`,
  );

/** `bytes`, uploaded as `name`, as the editor stores it; or why not. */
export async function intakeUpload(bytes: Buffer, name: string): Promise<Intake> {
  if (bytes.length > MAX_UPLOAD) {
    return refused(tooLarge(name, bytes.length));
  }
  const kind = fileTypeOf(bytes);
  switch (kind) {
    case 'JPEG':
    case 'PNG':
    case 'WebP':
      return photo(bytes, name, FORMAT[kind]);
    case 'HEIC':
      return heic(bytes, name);
    case 'MP3':
    case 'Ogg':
      return recording(bytes, name, kind === 'MP3' ? 'mp3' : 'ogg');
    default:
      return refused(
        `„${name}“ ist weder ein Foto (JPEG, PNG, WebP oder HEIC vom iPhone) noch eine Aufnahme (MP3 oder Opus); der Editor kann die Datei nicht übernehmen.`,
      );
  }
}

/** A JPEG, PNG or WebP: read whole as the build reads it, then stripped (or turned and encoded anew). */
async function photo(bytes: Buffer, name: string, format: 'jpeg' | 'png' | 'webp'): Promise<Intake> {
  const ext = ({ jpeg: '.jpg', png: '.png', webp: '.webp' } as const)[format];
  let orientation: number;
  try {
    const meta = await sharp(bytes).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) return tooManyPixels(name, meta.width!, meta.height!);
    orientation = meta.orientation ?? 1;
    // Every pixel decoded, as strictly as the build decodes it: a file cut short is refused here, not at the build.
    await sharp(bytes, { failOn: 'error' }).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return refused(
      `„${name}“ lässt sich nicht als Foto lesen: die Datei ist beschädigt oder unvollständig. Bitte das Foto noch einmal als JPEG exportieren oder aus dem Original kopieren.`,
    );
  }
  return { status: 'ok', kind: 'photo', bytes: await cleanPhoto(bytes, format, orientation), ext };
}

/**
 * A photo read whole already (`orientation` its EXIF orientation, 1 for none) without its metadata:
 * stripped losslessly where it needs no turning, else (or where sharp still finds metadata) turned
 * and encoded anew, which writes none. The uploads' cleaning, and Metadaten entfernen's (stripMetadata.ts).
 */
export async function cleanPhoto(bytes: Buffer, format: 'jpeg' | 'png' | 'webp', orientation: number): Promise<Buffer> {
  const stored = orientation === 1 ? stripped(bytes, format) : undefined;
  // What the stripping left is checked as sharp reads it; anything still found (or a turned photo) is encoded anew, which writes no metadata.
  if (stored && !(await hasMetadata(stored))) return stored;
  const upright = (await uprightPhoto(bytes)).keepIccProfile();
  return format === 'jpeg'
    ? upright.jpeg({ quality: PHOTO_QUALITY }).toBuffer()
    : format === 'png'
      ? upright.png({ compressionLevel: 9 }).toBuffer()
      : upright.webp({ quality: PHOTO_QUALITY }).toBuffer();
}

/** Whether sharp finds anything but pixels and a colour profile in `bytes`. */
async function hasMetadata(bytes: Buffer): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  return Boolean(meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.comments?.length || (meta.orientation ?? 1) !== 1);
}

/** An iPhone's HEIC as a JPEG: upright, its colour profile kept, nothing else. */
async function heic(bytes: Buffer, name: string): Promise<Intake> {
  try {
    // Decoded in the editor's worker, one at a time (heicDecoder.ts): the editor answers while it decodes.
    const upright = await uprightPhoto(bytes, { decodeHeic: decodeInWorker, maxPixels: MAX_PIXELS });
    // JPEG has no transparency: clear parts (a HEIC may have them) become white, as the build makes them.
    const jpeg = await upright.flatten({ background: '#ffffff' }).keepIccProfile().jpeg({ quality: PHOTO_QUALITY }).toBuffer();
    return { status: 'ok', kind: 'photo', bytes: jpeg, ext: '.jpg', converted: 'HEIC' };
  } catch (error) {
    if (error instanceof HeicUnreadable && error.tooLarge) return tooManyPixels(name, error.tooLarge.width, error.tooLarge.height);
    return refused(
      `„${name}“ ist ein HEIC-Foto (das Format des iPhones), das sich nicht lesen lässt. Bitte stattdessen ein JPEG hochladen: ${AS_JPEG}`,
    );
  }
}

/** An MP3 or Ogg Opus recording without its tags, as the build publishes it. */
function recording(bytes: Buffer, name: string, format: 'mp3' | 'ogg'): Intake {
  // Ogg holds Vorbis as well, which Safari does not play; the site's player takes Opus.
  if (format === 'ogg' && bytes.toString('latin1', 28, 36) !== 'OpusHead') {
    return refused(`„${name}“ ist eine Ogg-Datei, aber keine Opus-Aufnahme. Bitte die Aufnahme als MP3 oder Opus exportieren.`);
  }
  try {
    return { status: 'ok', kind: 'audio', bytes: cleanRecording(bytes, format), ext: format === 'mp3' ? '.mp3' : '.opus' };
  } catch (error) {
    if (!(error instanceof RecordingRefused)) throw error;
    return refused(
      `„${name}“ lässt sich nicht als ${format === 'mp3' ? 'MP3' : 'Opus'}-Aufnahme lesen: die Datei ist beschädigt oder unvollständig. Bitte die Aufnahme noch einmal exportieren.`,
    );
  }
}

/** A recording without its tags, as the build publishes it; RecordingRefused for one it cannot read. The uploads' cleaning, and Metadaten entfernen's. */
export function cleanRecording(bytes: Buffer, format: 'mp3' | 'ogg'): Buffer {
  return Buffer.from(format === 'mp3' ? stripMp3Tags(bytes) : stripOggComments(bytes));
}

/**
 * `bytes` without their metadata, losslessly: the segments or chunks that carry pixels, their
 * coding and the colour profile, in their order; everything else left out.
 */
function stripped(bytes: Buffer, format: 'jpeg' | 'png' | 'webp'): Buffer | undefined {
  try {
    return format === 'jpeg' ? strippedJpeg(bytes) : format === 'png' ? strippedPng(bytes) : strippedWebp(bytes);
  } catch {
    // A layout these readers do not know: encoded anew instead.
    return undefined;
  }
}

/**
 * A JPEG's markers up to its end (EOI), without APPn segments but the colour profile (APP2
 * 'ICC_PROFILE') and Adobe's (APP14, which tells how its colours are coded), and without comments
 * (COM). What follows EOI (an iPhone's gain map or depth image, an MPF index's pictures) is left out.
 */
function strippedJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) throw new Error(`no marker at ${at}`);
    // Fill bytes (0xff) may stand before a marker.
    while (bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (end > bytes.length) throw new Error('a segment is cut short');
    const app = marker >= 0xe0 && marker <= 0xef;
    const id = bytes.toString('latin1', at + 4, at + 4 + 12);
    const keep =
      marker === 0xfe ? false : app ? (marker === 0xe2 && id === 'ICC_PROFILE\0') || (marker === 0xee && id.startsWith('Adobe')) : true;
    if (marker !== 0xda) {
      if (keep) kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    // A scan: its header, then its coded data up to the next marker that is neither a stuffed zero nor a restart (RST0–7).
    let next = end;
    while (
      next + 1 < bytes.length &&
      !(bytes[next] === 0xff && bytes[next + 1] !== 0 && !(bytes[next + 1]! >= 0xd0 && bytes[next + 1]! <= 0xd7))
    ) {
      next++;
    }
    if (next + 1 >= bytes.length) throw new Error('a scan is cut short');
    kept.push(bytes.subarray(at, next));
    at = next;
  }
}

/** The PNG chunks that carry pixels, their coding and colours; text (tEXt, zTXt, iTXt with XMP), EXIF (eXIf), time and the rest are left out. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sRGB', 'cICP', 'sBIT', 'bKGD', 'pHYs', 'IDAT', 'IEND']);

function strippedPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  for (let at = 8; ;) {
    const end = at + 12 + bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (end > bytes.length) throw new Error('a chunk is cut short');
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
}

/**
 * The WebP chunks that carry pixels, their coding, animation and colours (the WebP container
 * specification's own); EXIF, XMP and any chunk not known here are left out, as PNG_KEPT does for PNG.
 */
export const WEBP_KEPT = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);

/** A WebP with only the chunks of WEBP_KEPT, the EXIF and XMP flags of its extended header (VP8X) cleared. */
export function strippedWebp(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  for (let at = 12; at + 8 <= riffEnd;) {
    const type = bytes.toString('latin1', at, at + 4);
    const end = at + 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2);
    if (end > riffEnd) throw new Error('a chunk is cut short');
    if (type === 'VP8X') {
      const header = Buffer.from(bytes.subarray(at, end));
      header[8] = header[8]! & ~(0x08 | 0x04);
      kept.push(header);
    } else if (WEBP_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  const body = Buffer.concat(kept);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
}
