/**
 * src/data/press.ts (issue 47): the press kit's texts.
 * The reader (readPress) follows; this is the shape the band writes.
 */

/** The press texts as written: `long`'s paragraphs separated by a blank line (`\n\n`); `rider` one line each, none empty. */
export interface RawPress {
  short: string;
  long: string;
  rider: string[];
}
