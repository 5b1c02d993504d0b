// Text shown in more than one place, as each place reads it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { feedTitle, listTitle, nameAndSlogan, PRIVATE_PARTY, tagline, taglineRow } from '../../src/domain/texts';

const texts = suite('texts');

const TABLE: [string, string, string][] = [
  ['tagline', tagline('Kassel'), 'Live-Musik aus Kassel für Firmenfeiern, Geburtstage und Hochzeiten'],
  ['taglineRow', taglineRow('Baunatal'), 'Live-Musik aus Baunatal · Firmenfeiern · Geburtstage · Hochzeiten'],
  ['nameAndSlogan', nameAndSlogan('Upgrade', 'Upgrade your Event'), 'Upgrade – Upgrade your Event'],
  ['feedTitle', feedTitle('Upgrade'), 'Upgrade – Auftritte'],
  ['listTitle', listTitle('Die Band'), 'Termine von Die Band'],
  ['PRIVATE_PARTY', PRIVATE_PARTY, 'Private Feier'],
];

for (const [name, actual, expected] of TABLE) {
  texts(`${name}: ${JSON.stringify(expected)}`, () => assert.is(actual, expected));
}

texts.run();
