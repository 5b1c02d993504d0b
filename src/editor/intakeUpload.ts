/**
 * An upload of the editor (issue 46) checked for what it is and made fit to go into the band's
 * repository: a photo (JPEG, PNG, WebP; an iPhone's HEIC converted to JPEG) or a recording (MP3,
 * Opus). What the file's bytes say counts, not its name. Refusals are German, for the form.
 *
 * First version: takes JPEG, PNG, WebP, MP3 and Opus as they are; HEIC conversion and metadata
 * removal follow.
 */

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

/** What a file's first bytes say it is. */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heic' | 'mp3' | 'ogg' | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(ascii(8, 12))) return 'heic';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return undefined;
}

/** `bytes`, uploaded as `name`, as the editor stores it; or why not. */
export async function intakeUpload(bytes: Buffer, name: string): Promise<Intake> {
  switch (sniff(bytes)) {
    case 'jpeg':
      return { status: 'ok', kind: 'photo', bytes, ext: '.jpg' };
    case 'png':
      return { status: 'ok', kind: 'photo', bytes, ext: '.png' };
    case 'webp':
      return { status: 'ok', kind: 'photo', bytes, ext: '.webp' };
    case 'mp3':
      return { status: 'ok', kind: 'audio', bytes, ext: '.mp3' };
    case 'ogg':
      return { status: 'ok', kind: 'audio', bytes, ext: '.opus' };
    default:
      return {
        status: 'refused',
        message: `„${name}“ ist kein Foto (JPEG, PNG, WebP) und keine Aufnahme (MP3, Opus), die der Editor übernehmen kann.`,
      };
  }
}
