// A field of the part Band by its label (src/editor/bandFieldLabel.ts): the words the form shows at it,
// for messages to the band, instead of the value's path.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bandFieldLabel } from '../../src/editor/bandFieldLabel';
import { BAND_FIELDS } from '../../src/editor/bandFields';

const api = suite('API');

api('exports bandFieldLabel', () => {
  assert.type(bandFieldLabel, 'function');
});

api.run();

// ---

const label = suite('bandFieldLabel');

label('a text, a number or a list by its label', () => {
  for (const field of BAND_FIELDS) assert.is(bandFieldLabel(field.path), field.label, field.path);
  assert.is(bandFieldLabel('email'), 'E-Mail-Adresse');
  assert.is(bandFieldLabel('lineup'), 'Besetzung');
});

label('an entry of a list numbered from 1, with its part', () => {
  assert.is(bandFieldLabel('lineup.1'), 'Mitglied 2');
  assert.is(bandFieldLabel('lineup.1.name'), 'Mitglied 2: Name');
  assert.is(bandFieldLabel('lineup.0.part'), 'Mitglied 1: Instrument oder Gesang');
  assert.is(bandFieldLabel('partners.0'), 'Gesellschafter 1');
});

label('a path no field has stays as it is', () => {
  assert.is(bandFieldLabel('colour'), 'colour');
  assert.is(bandFieldLabel('lineup.first'), 'lineup.first');
  assert.is(bandFieldLabel('lineup.1.age'), 'lineup.1.age');
  assert.is(bandFieldLabel('partners.0.name'), 'partners.0.name');
});

label.run();
