/**
 * Where an entry stands, for messages: `src/data/gigs.ts:41`. `index` is the
 * entry's position in its list, or the path of a key of the band details
 * (`'slogan'`, `'contact.role'`, `'lineup.1.part'`; `''` for the whole).
 * The build's locator is `locateInSources` (src/build/entryLines.ts).
 */
export type Locate = (file: 'gigs' | 'songs' | 'band', index: number | string) => string;

/** Without sources (tests, the app), entries are named by file and position. */
export const locateByPosition: Locate = (file, index) =>
  typeof index === 'number' ? `src/data/${file}.ts (entry ${index + 1})` : `src/data/${file}.ts${index === '' ? '' : ` (${index})`}`;
