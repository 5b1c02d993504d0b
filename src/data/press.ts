/**
 * Our press kit's texts for agencies and venues (docs/band/kunden.md, „Stimmen, Fragen und Pressetexte von Hand eintragen“). Without
 * them (`undefined`, as shipped) the site has no press page. To have one, replace the last line by
 * the example above it, without the `//`, with your own texts: `short` one paragraph (the page's
 * "Kopieren" button copies exactly it), `long` with a blank line (`\n\n`) between paragraphs,
 * `rider` one line per technical need, none empty (`rider: []` for no "Technik").
 */
import type { RawPress } from './readPress';

// export const press: RawPress = {
//   short: 'Upgrade ist eine Live-Coverband aus Kassel: fünf Musikerinnen und Musiker, die seit 2016 Hochzeiten, Firmenfeiern und Stadtfeste zum Tanzen bringen.',
//   long: 'Upgrade spielt die Songs, bei denen niemand sitzen bleibt: von ABBA und Queen bis zu deutschen Hits von heute.\n\nWir stellen das Programm mit jedem Paar und jeder Firma selbst zusammen und spielen so laut, wie der Abend es braucht.',
//   rider: ['Bühnenfläche mindestens 6 × 4 m', 'Strom: 2 × 230 V/16 A auf getrennten Kreisen', 'Aufbau 90 Minuten, Abbau 60 Minuten'],
// };
export const press: RawPress | undefined = undefined;
