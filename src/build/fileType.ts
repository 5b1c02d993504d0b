/**
 * What a file is, told from its first bytes (issue 53): the one reader of magic numbers for the build's
 * check of the media folders (checkMediaFiles), the editor's uploads (intakeUpload) and the HEIC
 * decoder's callers (isHeic), so a file is never one thing to the check and another to the upload.
 * A file's name never counts here.
 */

/** The types told apart, as the messages name them. */
export type FileType = 'JPEG' | 'PNG' | 'WebP' | 'HEIC' | 'AVIF' | 'MP4' | 'Ogg' | 'MP3' | 'GIF';

/** How many of a file's first bytes fileTypeOf needs to see every brand of an ISO file's usual 'ftyp' box. */
export const HEAD_BYTES = 64;

/** HEIF brands of still images coded in HEVC; 'mif1' alone is HEIF in general (AVIF names 'avif' too). */
const HEVC_BRANDS = /^(heic|heix|hevc|hevx|heim|heis|hevm|hevs)$/;

/**
 * An ISO base media file's type by its 'ftyp' box: HEIC where a brand (major or compatible) is one of
 * HEIF with HEVC, or its major brand is HEIF's own (mif1, msf1) and no brand is AVIF's; AVIF where a
 * brand is 'avif'; any other (a video) MP4.
 */
function isoType(bytes: Buffer): FileType {
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  if (brands.some((brand) => HEVC_BRANDS.test(brand))) return 'HEIC';
  if (brands.includes('avif') || brands.includes('avis')) return 'AVIF';
  return /^(mif1|msf1)$/.test(brands[0]!) ? 'HEIC' : 'MP4';
}

/** What `head` (a file's first bytes, HEAD_BYTES of them or all it has) says the file is; undefined for none of these. */
export function fileTypeOf(head: Uint8Array): FileType | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, Math.min(to, bytes.length));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'PNG';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'WebP';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') return isoType(bytes);
  if (ascii(0, 4) === 'OggS') return 'Ogg';
  // An MP3 begins with its ID3 tag, or with a frame's sync (eleven bits set).
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'MP3';
  if (ascii(0, 4) === 'GIF8') return 'GIF';
  return undefined;
}
