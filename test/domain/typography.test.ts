// German typography: what the band types and what visitors see.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { keepTogether, typeset, typesetPhone } from '../../src/domain/typography';

const NB = '\u00a0';
const typography = suite('typeset');

const CASES: [string, string][] = [
  ['§ 5 DDG', `§${NB}5 DDG`],
  ['§§ 8 bis 10', `§§${NB}8 bis 10`],
  ['Art. 6 Abs. 1 lit. f DSGVO', `Art.${NB}6 Abs.${NB}1 lit.${NB}f DSGVO`],
  ['Art. 4 Nr. 7', `Art.${NB}4 Nr.${NB}7`],
  ['Eintritt 6 €, Beginn 21 Uhr', `Eintritt 6${NB}€, Beginn 21${NB}Uhr`],
  ['16–18 Uhr', `16–18${NB}Uhr`],
  ['nach 7 Tagen, 8 Jahre', `nach 7${NB}Tagen, 8${NB}Jahre`],
  ["Don't Stop Me Now", 'Don’t Stop Me Now'],
  ["Summer of '69", 'Summer of ’69'],
  ["Livin' on a Prayer", 'Livin’ on a Prayer'],
  ["Rockin'", 'Rockin’'],
  ["Rock 'n' Roll", 'Rock ’n’ Roll'],
  ['das "Kulturzelt" am See', 'das „Kulturzelt“ am See'],
  // a rider's lines (issue 47)
  ['Bühnenfläche mindestens 6 × 4 m', `Bühnenfläche mindestens 6${NB}×${NB}4${NB}m`],
  ['Strom: 2 × 230 V/16 A auf getrennten Kreisen', `Strom: 2${NB}×${NB}230${NB}V/16${NB}A auf getrennten Kreisen`],
  ['Aufbau 90 Minuten, 2 Stunden, 20 m²', `Aufbau 90${NB}Minuten, 2${NB}Stunden, 20${NB}m²`],
  // left alone: a unit that only starts a word, a plain number, no unit
  ['Halle 5 Uhrmacherei', 'Halle 5 Uhrmacherei'],
  ['Halle 5, Kassel', 'Halle 5, Kassel'],
  ['um 5 mit 3 Anhängern, Gruppe 2 AB', 'um 5 mit 3 Anhängern, Gruppe 2 AB'],
];

for (const [typed, shown] of CASES) {
  typography(JSON.stringify(typed), () => assert.is(typeset(typed), shown));
}

typography('keepTogether does the spaces only; typeset adds quotes and apostrophes', () => {
  assert.is(keepTogether(`"§ 5" isn't`), `"§${NB}5" isn't`);
  assert.is(typeset(typeset('Don\'t "x" § 5')), typeset('Don\'t "x" § 5'), 'applying it twice changes nothing');
});

typography('a phone number never splits', () => {
  assert.is(typesetPhone('0561 765 4321'), `0561${NB}765${NB}4321`);
});

typography.run();
