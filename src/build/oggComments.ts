/**
 * An Opus recording as the site serves it (issue 45): its Ogg pages with the comment header
 * (OpusTags, or a Vorbis stream's comment packet) reduced to the encoder's vendor string and no
 * comments. The comments are where names, a GPS position and the cover picture
 * (METADATA_BLOCK_PICTURE, with the picture's own EXIF) travel. Every other packet stays byte for
 * byte; the header's pages are laid out anew, every later page of the stream renumbered when their
 * count changed, and each page that changed gets its checksum anew (RFC 3533; Opus in Ogg: RFC 7845).
 * A page that is cut short or whose checksum is wrong is refused, never passed on.
 */
import { RecordingRefused } from './RecordingRefused';

/** One Ogg page as read: its header's fields, its lacing values and its data. */
export interface OggPage {
  /** 1: continues a packet of the page before; 2: first page of its stream; 4: its last. */
  flags: number;
  /** The 8 bytes of the granule position, as they are (all ones: no packet ends on this page). */
  granule: Buffer;
  serial: number;
  sequence: number;
  /** The segment table: a packet ends with the first value below 255. */
  lacing: number[];
  data: Buffer;
  /** The page's bytes in the file, to keep a page that does not change exactly as it was. */
  raw: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/**
 * Ogg's checksum: CRC-32 with the polynomial 0x04c11db7, not reflected, starting at 0, nothing added
 * at the end. Not zlib's CRC-32 (node:zlib crc32, which PNG uses): that one is reflected and starts
 * and ends with 0xffffffff, so it gives other values for the same bytes; Node has no Ogg CRC.
 */
export function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** Every page of an Ogg file, checked: capture pattern, version, length and checksum. */
export function readOggPages(file: Uint8Array): OggPage[] {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const pages: OggPage[] = [];
  for (let at = 0; at < bytes.length;) {
    const where = `its Ogg page ${pages.length + 1} (at byte ${at})`;
    if (bytes.toString('latin1', at, at + 4) !== 'OggS' || bytes[at + 4] !== 0) {
      throw new RecordingRefused(`${where} is no Ogg page${pages.length ? ' (the file is damaged or has something appended)' : ''}`);
    }
    const count = bytes[at + 26] ?? 0;
    const lacing = [...bytes.subarray(at + 27, at + 27 + count)];
    const length = 27 + count + lacing.reduce((sum, value) => sum + value, 0);
    if (at + 27 > bytes.length || lacing.length < count || at + length > bytes.length) throw new RecordingRefused(`${where} is cut short`);
    const raw = bytes.subarray(at, at + length);
    const unchecked = Buffer.from(raw);
    unchecked.fill(0, 22, 26);
    if (oggCrc(unchecked) !== raw.readUInt32LE(22)) throw new RecordingRefused(`${where} is damaged (its checksum is wrong)`);
    pages.push({
      flags: raw[5]!,
      granule: raw.subarray(6, 14),
      serial: raw.readUInt32LE(14),
      sequence: raw.readUInt32LE(18),
      lacing,
      data: raw.subarray(27 + count),
      raw,
    });
    at += length;
  }
  return pages;
}

/** A page's bytes from its fields, with its checksum. */
export function writeOggPage({ flags, granule, serial, sequence, lacing, data }: Omit<OggPage, 'raw'>): Buffer {
  const page = Buffer.concat([Buffer.alloc(27), Buffer.from(lacing), data]);
  page.write('OggS', 0, 'latin1');
  page[5] = flags;
  granule.copy(page, 6);
  page.writeUInt32LE(serial, 14);
  page.writeUInt32LE(sequence >>> 0, 18);
  page[26] = lacing.length;
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** No packet ends on the page. */
const NO_GRANULE = Buffer.alloc(8, 0xff);

/**
 * `packets` laid out on pages from a fresh one on, as libogg flushes them: at most 255 lacing
 * values a page, a packet that goes on to the next page marked there as continued. Pages on
 * which a packet ends carry `granule`.
 */
export function paginate(packets: Buffer[], serial: number, sequence: number, granule: Buffer): Omit<OggPage, 'raw'>[] {
  const segments = packets.flatMap((packet) => {
    const values: { value: number; from: number; packet: Buffer; ends: boolean }[] = [];
    for (let from = 0; ; from += 255) {
      const value = Math.min(255, packet.length - from);
      values.push({ value, from, packet, ends: value < 255 });
      if (value < 255) break;
    }
    return values;
  });
  const pages: Omit<OggPage, 'raw'>[] = [];
  for (let first = 0; first < segments.length; first += 255) {
    const on = segments.slice(first, first + 255);
    pages.push({
      flags: first > 0 && !segments[first - 1]!.ends ? 1 : 0,
      granule: on.some((segment) => segment.ends) ? granule : NO_GRANULE,
      serial,
      sequence: sequence + pages.length,
      lacing: on.map((segment) => segment.value),
      data: Buffer.concat(on.map(({ packet, from, value }) => packet.subarray(from, from + value))),
    });
  }
  return pages;
}

/** How many header packets each codec we accept has, and which of them holds the comments. */
const CODECS = [
  { name: 'Opus', magic: 'OpusHead', headers: 2, comments: 'OpusTags', framingBit: false },
  { name: 'Vorbis', magic: '\x01vorbis', headers: 3, comments: '\x03vorbis', framingBit: true },
] as const;

/** The comment packet `packet` of `codec` with its vendor string and no comments (a Vorbis one ends in its framing bit). */
function withoutComments(packet: Buffer, codec: (typeof CODECS)[number]): Buffer {
  const magic = codec.comments.length;
  const vendorLength = packet.length >= magic + 4 ? packet.readUInt32LE(magic) : undefined;
  if (
    packet.toString('latin1', 0, magic) !== codec.comments ||
    vendorLength === undefined ||
    magic + 4 + vendorLength + 4 > packet.length
  ) {
    throw new RecordingRefused(`its ${codec.name} comment header is damaged`);
  }
  return Buffer.concat([packet.subarray(0, magic + 4 + vendorLength), Buffer.alloc(4), Buffer.from(codec.framingBit ? [1] : [])]);
}

/** The Ogg Opus (or Vorbis) file `file` with every stream's comments reduced to the vendor string. */
export function stripOggComments(file: Uint8Array): Uint8Array {
  const pages = readOggPages(file);
  if (!pages.length) throw new RecordingRefused('it is empty');
  /** The pages of each stream, by serial number, from its first page on (a chained file may begin a stream again). */
  const streams = new Map<number, number[]>();
  /** Pages that are written anew or dropped: a stream's new header pages take the place of its first comment page. */
  const replaced = new Map<number, Buffer[]>();
  const finished: number[][] = [];
  pages.forEach((page, index) => {
    if (page.flags & 2) {
      if (streams.has(page.serial)) finished.push(streams.get(page.serial)!);
      streams.set(page.serial, []);
    }
    const stream = streams.get(page.serial);
    if (!stream) throw new RecordingRefused(`its Ogg page ${index + 1} belongs to a stream that never began (the file is damaged)`);
    stream.push(index);
  });
  for (const stream of [...finished, ...streams.values()]) {
    const { first, pages: header, packets } = headerOf(stream.map((index) => pages[index]!));
    const codec = CODECS.find((known) => packets[0]!.toString('latin1', 0, known.magic.length) === known.magic)!;
    const last = header[header.length - 1]!;
    const laidOut = paginate([withoutComments(packets[1]!, codec), ...packets.slice(2)], first.serial, first.sequence + 1, last.granule);
    // The stream's end stays marked where it was: on its last page.
    if (last.flags & 4) laidOut[laidOut.length - 1]!.flags |= 4;
    const shift = laidOut.length - header.length;
    stream.forEach((index, at) => {
      if (at === 0) return;
      if (at <= header.length) {
        replaced.set(index, at === 1 ? laidOut.map(writeOggPage) : []);
      } else if (shift) {
        const page = pages[index]!;
        replaced.set(index, [writeOggPage({ ...page, sequence: page.sequence + shift })]);
      }
    });
  }
  return new Uint8Array(Buffer.concat(pages.flatMap((page, index) => replaced.get(index) ?? [page.raw])));
}

/**
 * A stream's header packets and the pages after its first that hold them: Opus has two (its head
 * alone on the first page, the comments on the pages after it), Vorbis three (comments and setup
 * on the pages after the first). Both standards make the last header packet finish its page, so
 * those pages can be laid out anew without touching a sound packet.
 */
function headerOf(stream: OggPage[]): { first: OggPage; pages: OggPage[]; packets: Buffer[] } {
  const first = stream[0]!;
  const identification = first.data;
  const codec = CODECS.find((known) => identification.toString('latin1', 0, known.magic.length) === known.magic);
  if (!codec) {
    throw new RecordingRefused('it holds a stream that is neither Opus nor Vorbis (only those two are published)');
  }
  const onePacket = first.lacing.findIndex((value) => value < 255) === first.lacing.length - 1;
  if (!onePacket || first.flags & 1) throw new RecordingRefused(`it is not laid out as an Ogg ${codec.name} file must be (its first page)`);
  const packets = [identification];
  let pending: Buffer[] = [];
  for (const [at, page] of stream.slice(1).entries()) {
    if (Boolean(page.flags & 1) !== pending.length > 0) {
      throw new RecordingRefused(
        `its Ogg page ${at + 2} of the ${codec.name} stream does not continue the packet before it (the file is damaged)`,
      );
    }
    let from = 0;
    page.lacing.forEach((value, index) => {
      pending.push(page.data.subarray(from, (from += value)));
      if (value < 255) {
        packets.push(Buffer.concat(pending));
        pending = [];
        if (packets.length === codec.headers && index !== page.lacing.length - 1) {
          throw new RecordingRefused(`it is not laid out as an Ogg ${codec.name} file must be (sound begins on a page of its header)`);
        }
      }
    });
    if (packets.length === codec.headers) return { first, pages: stream.slice(1, at + 2), packets };
  }
  throw new RecordingRefused(`it ends within its ${codec.name} header (the file is cut short)`);
}
