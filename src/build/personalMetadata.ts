/**
 * What of a person an original in src/data/photos/ or src/data/audio/ gives away (issue 53, item 7):
 * a photo copied in by hand or added on github.com keeps its EXIF, and the repository (maybe public)
 * keeps it in its history. Read from the file's bytes as sharp reads them (EXIF, XMP, IPTC), a
 * recording's by whether the build's stripping (mp3Tags, oggComments) would take anything out.
 *
 * What counts: the place a photo was taken (EXIF's GPS, XMP's position or place), a serial number
 * (the camera's, its lens's), a person's name (the owner, the photographer, the copyright holder),
 * the maker's notes (a camera keeps its serial number there, in a format of its own), IPTC's
 * captions and places, and a recording's tags. A camera's make and model, the exposure and a
 * colour profile are no person's and are not named.
 */
import { open, readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { stripMp3Tags } from './mp3Tags';
import { stripOggComments } from './oggComments';
import type { Carried } from '../domain/refusals';
import { fileTypeOf, HEAD_BYTES } from './fileType';

export type { Carried };

/** The order they are named in: the most telling first. */
export const CARRIED_ORDER: readonly Carried[] = ['location', 'serial', 'owner', 'makerNotes', 'iptc', 'tags'];

/** EXIF tags and what each gives away, by the IFD they stand in (EXIF 2.32; DNG's CameraSerialNumber). */
const IFD0_TAGS: Record<number, Carried> = { 0x013b: 'owner', 0x8298: 'owner', 0x9c9d: 'owner', 0xc62f: 'serial' };
const EXIF_TAGS: Record<number, Carried> = { 0xa430: 'owner', 0xa431: 'serial', 0xa435: 'serial', 0x927c: 'makerNotes' };
const GPS_POINTER = 0x8825;
const EXIF_POINTER = 0x8769;

/** The sizes of TIFF's field types, by type number. */
const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };

/** What an EXIF block (as sharp hands it: with or without its 'Exif\0\0' head) gives away. */
export function exifCarries(exif: Buffer): Set<Carried> {
  const found = new Set<Carried>();
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  /** The entries of the IFD at `offset`: tag, and whether its value holds more than blanks and zeros. */
  const entries = (offset: number) => {
    const list: { tag: number; value: number; filled: boolean }[] = [];
    const count = u16(offset);
    for (let n = 0; n < count; n++) {
      const at = offset + 2 + n * 12;
      const size = (TYPE_SIZE[u16(at + 2)] ?? 1) * u32(at + 4);
      const from = size <= 4 ? at + 8 : u32(at + 8);
      const bytes = tiff.subarray(from, from + size);
      list.push({ tag: u16(at), value: u32(at + 8), filled: bytes.some((byte) => byte !== 0 && byte !== 0x20) });
    }
    return list;
  };
  try {
    for (const { tag, value, filled } of entries(u32(4))) {
      if (tag === GPS_POINTER && entries(value).some((entry) => entry.tag !== 0 && entry.filled)) found.add('location');
      if (tag === EXIF_POINTER)
        for (const inner of entries(value)) if (EXIF_TAGS[inner.tag] && inner.filled) found.add(EXIF_TAGS[inner.tag]!);
      if (IFD0_TAGS[tag] && filled) found.add(IFD0_TAGS[tag]!);
    }
  } catch {
    // Cut short or pointing outside itself: what was read so far counts.
  }
  return found;
}

/** What an XMP packet gives away, by the properties that carry it (exif:, photoshop:, Iptc4xmpCore:, dc:, aux:). */
export function xmpCarries(xmp: string): Set<Carried> {
  const found = new Set<Carried>();
  if (/exif:GPS(Latitude|Longitude)|photoshop:(City|State|Country)|Iptc4xmpCore:Location|Iptc4xmpExt:LocationShown/.test(xmp))
    found.add('location');
  if (/SerialNumber/.test(xmp)) found.add('serial');
  if (/dc:creator|dc:rights|aux:OwnerName|xmpRights:Owner|photoshop:AuthorsPosition|Iptc4xmpCore:CreatorContactInfo/.test(xmp))
    found.add('owner');
  return found;
}

/** What sharp reads of a photo (from its bytes, or from its path: then only its head is read), and what that gives away. */
async function photoCarries(input: Buffer | string, found: Set<Carried>): Promise<void> {
  const meta = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (meta?.exif) for (const carried of exifCarries(meta.exif)) found.add(carried);
  if (meta?.xmp) for (const carried of xmpCarries(meta.xmp.toString('utf8'))) found.add(carried);
  if (meta?.iptc) found.add('iptc');
}

/** Whether the build's stripping would take anything out of the recording `bytes`. */
function recordingCarries(bytes: Buffer, type: 'MP3' | 'Ogg', found: Set<Carried>): void {
  try {
    const stripped = type === 'MP3' ? stripMp3Tags(bytes) : stripOggComments(bytes);
    if (!Buffer.from(stripped).equals(bytes)) found.add('tags');
  } catch {
    // A recording the build refuses: the build's check says so.
  }
}

/** What the photo or recording `bytes` gives away, in CARRIED_ORDER; none for a file of another kind. */
export async function carriedIn(bytes: Buffer): Promise<Carried[]> {
  const type = fileTypeOf(bytes.subarray(0, HEAD_BYTES));
  const found = new Set<Carried>();
  if (type === 'MP3' || type === 'Ogg') recordingCarries(bytes, type, found);
  else if (type) await photoCarries(bytes, found);
  return CARRIED_ORDER.filter((carried) => found.has(carried));
}

/** The first HEAD_BYTES of the file at `path`. */
async function headOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** What was found in each file, by its path and version (size and time): a file is read again only once it changed. */
const seen = new Map<string, Carried[]>();

/** What the file at `path` gives away; read once per version of it. */
export async function carriedBy(path: string): Promise<Carried[]> {
  const file = await stat(path);
  const key = `${path}\0${file.size}\0${file.mtimeMs}`;
  const known = seen.get(key);
  if (known) return known;
  let carried: Carried[] = [];
  if (file.isFile()) {
    // A photo's metadata lies in its head, which sharp reads from the path alone; a recording's tags may end it.
    const type = fileTypeOf(await headOf(path));
    if (type === 'MP3' || type === 'Ogg') carried = await carriedIn(await readFile(path));
    else if (type) {
      const found = new Set<Carried>();
      await photoCarries(path, found);
      carried = CARRIED_ORDER.filter((one) => found.has(one));
    }
  }
  if (seen.size > 2000) seen.clear();
  seen.set(key, carried);
  return carried;
}
