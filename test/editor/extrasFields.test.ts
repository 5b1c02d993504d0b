// The fields of the parts Referenzen and Fragen (src/editor/extrasFields.ts), one table per list: the
// page's forms show its labels in its order, and a refusal of the build (fieldLabel) names a field in
// the file of issue 47 by the same words, so the band finds the field the editor's message names.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ExtraList } from '../../src/editor/editEntries';
import { EXTRA_LABELS, extraKeys, FILE_OF_LIST } from '../../src/editor/extrasFields';
import { fieldLabel } from '../../src/editor/fieldLabel';
import { LIST_FORMS, PRESS_FIELDS } from '../../src/editorPage/extrasForms';

const tests = suite('extrasFields');

const LISTS = Object.keys(FILE_OF_LIST) as ExtraList[];

tests('every list is in the table, in the order of the parts, with its file', () => {
  assert.equal(Object.keys(EXTRA_LABELS), [...LISTS, 'press']);
  assert.equal(FILE_OF_LIST, { testimonials: 'references', references: 'references', faq: 'faq', lineups: 'lineups' });
});

/** Each list's fields as the band reads them: key, label. */
const FIELDS: [keyof typeof EXTRA_LABELS, [string, string][]][] = [
  [
    'testimonials',
    [
      ['quote', 'Zitat'],
      ['name', 'Name'],
      ['occasion', 'Anlass'],
      ['date', 'Datum'],
      ['place', 'Ort'],
    ],
  ],
  [
    'references',
    [
      ['name', 'Name'],
      ['year', 'Jahr'],
    ],
  ],
  [
    'faq',
    [
      ['question', 'Frage'],
      ['answer', 'Antwort'],
    ],
  ],
  [
    'lineups',
    [
      ['name', 'Bezeichnung'],
      ['members', 'Musikerzahl'],
      ['description', 'Beschreibung'],
    ],
  ],
  [
    'press',
    [
      ['short', 'Kurzbiografie'],
      ['long', 'Ausführliche Biografie'],
      ['rider', 'Technik'],
    ],
  ],
];

for (const [table, fields] of FIELDS) {
  tests(`${table}: ${fields.map(([, label]) => label).join(', ')}, in the form and in a refusal`, () => {
    assert.equal(
      extraKeys(table),
      fields.map(([key]) => key),
    );
    const form = table === 'press' ? PRESS_FIELDS : LIST_FORMS[table].fields;
    assert.equal(
      form.map(({ key, label }) => [key, label]),
      fields,
      'the form',
    );
    const file = table === 'press' ? 'press' : FILE_OF_LIST[table];
    const label = fieldLabel(file);
    for (const [key, expected] of fields) {
      assert.is(label(key), expected, `${file}.ts: ${key}`);
      if (table !== 'press') assert.is(label(`${table}.0.${key}`), expected, `${file}.ts: ${table}.0.${key}`);
    }
  });
}

tests('a refusal names a key by its own file’s table: a line-up’s name, a rider line, a key the file has not', () => {
  assert.is(fieldLabel('lineups')('name'), 'Bezeichnung');
  assert.is(fieldLabel('references')('name'), 'Name');
  assert.is(fieldLabel('press')('rider.2'), 'Technik');
  assert.is(fieldLabel('references')('members'), undefined);
  assert.is(fieldLabel('faq')('toString'), undefined);
  assert.is(fieldLabel('gigs')('location'), 'Ort');
  assert.is(fieldLabel('gigs')('quote'), undefined);
});

tests.run();
