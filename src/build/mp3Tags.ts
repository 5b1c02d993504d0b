/**
 * An MP3 recording as the site serves it (issue 45): its MPEG audio frames, byte for byte, without
 * the tags players and phones put around them: ID3v2 at the start (one or several, and one appended
 * at the end with its footer), APEv1/v2, Lyrics3 and ID3v1 (with its 'TAG+' extension) at the end.
 * Tags carry what the band never meant to publish: a GPS position in a TXXX frame, a cover picture
 * (APIC) with its own EXIF, names and comments. Tags are found by their own headers and sizes, as
 * taglib and mutagen find them, not by searching; what is left must begin with an MPEG frame, so a
 * tag whose size is wrong is refused instead of shipped in part.
 */
import { RecordingRefused } from './RecordingRefused';

/** The frames of the MP3 file `file`, without its tags; refuses a tag that is cut short or damaged. */
export function stripMp3Tags(file: Uint8Array): Uint8Array {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const ascii = (at: number, length: number) => (at < 0 ? '' : bytes.toString('latin1', at, at + length));
  let start = 0;
  let end = bytes.length;
  for (;;) {
    if (ascii(start, 3) === 'ID3') start += id3v2Length(bytes, start, end);
    else if (ascii(start, 8) === 'APETAGEX') start += apeLength(bytes, start, end - start, 'header');
    else break;
    start = pastPadding(bytes, start, end);
  }
  for (;;) {
    const room = end - start;
    // The longer signatures first: 'TAG' 128 bytes from the end may be the inside of an APE tag ('APETAGEX').
    if (room >= 32 && ascii(end - 32, 8) === 'APETAGEX') {
      end -= apeLength(bytes, end - 32, room, 'footer');
    } else if (room >= 10 && ascii(end - 10, 3) === '3DI') {
      end -= appendedId3v2Length(bytes, end, room);
    } else if (room >= 15 && ascii(end - 9, 9) === 'LYRICS200') {
      end -= lyrics3v2Length(bytes, end, room);
    } else if (room >= 20 && ascii(end - 9, 9) === 'LYRICSEND') {
      // Lyrics3 v1 has no size: it starts at the last 'LYRICSBEGIN' within its 5100 bytes of text.
      const from = bytes.lastIndexOf('LYRICSBEGIN', end - 20, 'latin1');
      if (from < start || end - from > 5100 + 20) throw new RecordingRefused('its Lyrics3 tag is damaged (no beginning found)');
      end = from;
    } else if (room >= 128 && ascii(end - 128, 3) === 'TAG') {
      // ID3v1 is 128 bytes; the enhanced tag adds 227 before it.
      end -= room >= 355 && ascii(end - 355, 4) === 'TAG+' ? 355 : 128;
    } else break;
  }
  if (start >= end) throw new RecordingRefused('it holds tags but no sound');
  if (!isFrameHeader(bytes, start, end)) {
    throw new RecordingRefused(
      start ? 'it does not begin with MPEG audio after its tags (a tag may be damaged)' : 'it does not begin with MPEG audio',
    );
  }
  return new Uint8Array(bytes.subarray(start, end));
}

/**
 * Past the zero bytes some taggers leave after a tag beyond the size it declares (players skip them
 * while looking for the first frame); at most PADDING_LIMIT, so a file of zeros is not taken for sound.
 */
function pastPadding(bytes: Buffer, at: number, end: number): number {
  let i = at;
  while (i < end && i - at < PADDING_LIMIT && bytes[i] === 0) i++;
  return i;
}
const PADDING_LIMIT = 64 * 1024;

/** Whether an MPEG audio frame header (sync, version, layer, bit rate, sampling rate all possible) begins at `at`. */
function isFrameHeader(bytes: Buffer, at: number, end: number): boolean {
  if (end - at < 4 || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitRate = bytes[at + 2]! >> 4;
  const samplingRate = (bytes[at + 2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitRate !== 15 && samplingRate !== 3;
}

/** A size of four bytes of seven bits each (ID3v2's "synchsafe" integer); undefined where a byte has its top bit set. */
function syncsafe(bytes: Buffer, at: number): number | undefined {
  const four = [...bytes.subarray(at, at + 4)];
  return four.length === 4 && four.every((byte) => byte < 0x80) ? four.reduce((size, byte) => size * 128 + byte, 0) : undefined;
}

/** The length of the ID3v2 tag at `at` (header, frames, padding and the v2.4 footer). */
function id3v2Length(bytes: Buffer, at: number, end: number): number {
  const version = bytes[at + 3];
  const size = syncsafe(bytes, at + 6);
  if (end - at < 10 || !(version === 2 || version === 3 || version === 4) || bytes[at + 4] === 0xff || size === undefined) {
    throw new RecordingRefused('its ID3 tag is damaged (its header is not one)');
  }
  const length = 10 + size + (version === 4 && bytes[at + 5]! & 0x10 ? 10 : 0);
  if (length > end - at) throw new RecordingRefused(`its ID3 tag is cut short (it says ${length} bytes, ${end - at} are left)`);
  return length;
}

/** The length of an ID3v2.4 tag appended at the end (found by its footer '3DI' right before `end`). */
function appendedId3v2Length(bytes: Buffer, end: number, room: number): number {
  const size = syncsafe(bytes, end - 4);
  const length = size === undefined ? undefined : size + 20;
  if (length === undefined || length > room || bytes.toString('latin1', end - length, end - length + 3) !== 'ID3') {
    throw new RecordingRefused('its ID3 tag at the end is damaged or cut short');
  }
  return length;
}

/**
 * The length of the APE tag whose header or footer (32 bytes, 'APETAGEX') is at `at`: its size
 * counts the items and the footer, and a header when its flags say there is one. `room` is what
 * the tag may take at most.
 */
function apeLength(bytes: Buffer, at: number, room: number, which: 'header' | 'footer'): number {
  if (room < 32) throw new RecordingRefused('its APE tag is cut short');
  const size = bytes.readUInt32LE(at + 12);
  const hasHeader = (bytes.readUInt32LE(at + 20) & 0x80000000) !== 0;
  const length = size + (hasHeader ? 32 : 0);
  if (size < 32 || length > room || (which === 'header' && !hasHeader)) {
    throw new RecordingRefused(`its APE tag is cut short or damaged (it says ${length} bytes, ${room} are left)`);
  }
  // The other end of the tag must be there too: a footer's header, a header's footer.
  const other = which === 'footer' ? (hasHeader ? at + 32 - length : at) : at + length - 32;
  if (bytes.toString('latin1', other, other + 8) !== 'APETAGEX') throw new RecordingRefused('its APE tag is damaged (one end is missing)');
  return length;
}

/** The length of the Lyrics3 v2 tag ending at `end`: 'LYRICSBEGIN', fields, a size of six digits, 'LYRICS200'. */
function lyrics3v2Length(bytes: Buffer, end: number, room: number): number {
  const digits = bytes.toString('latin1', end - 15, end - 9);
  const length = /^\d{6}$/.test(digits) ? Number(digits) + 15 : undefined;
  if (length === undefined || length > room || bytes.toString('latin1', end - length, end - length + 11) !== 'LYRICSBEGIN') {
    throw new RecordingRefused('its Lyrics3 tag is damaged or cut short');
  }
  return length;
}
