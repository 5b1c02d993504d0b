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

/** The optional files of issue 47, each read where it is there: references.ts, faq.ts, lineups.ts, press.ts. */
export const EXTRAS = ['references', 'faq', 'lineups', 'press'] as const;

export type ExtraFile = (typeof EXTRAS)[number];

/**
 * Where something in one of the optional files stands, for messages: `src/data/faq.ts:7`. `name` is an
 * export's name ('testimonials', or one misspelt; '' for the whole file); `at` an entry's position in
 * that list, or a key path inside the export (`'rider.2'`, `'short'`); without `at` the export itself.
 */
export type LocateExtra = (file: ExtraFile, name: string, at?: number | string) => string;

/** Without the sources (tests, the app), entries are named by export and position. */
export const locateExtraByPosition: LocateExtra = (file, name, at) =>
  `src/data/${file}.ts${!name ? '' : ` (${name}${at === undefined || at === '' ? '' : typeof at === 'number' ? ` entry ${at + 1}` : `.${at}`})`}`;
