// Speichern in Referenzen and Fragen as the one request the server takes (src/editorPage/extrasSaveRequest.ts):
// a table of open forms → requests. A new entry is added, an entry read is edited with its place and value
// as read, the press texts go all three at once with the rider a line each.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ExtrasSaveRequest } from '../../src/editor/extrasApi';
import { extrasSaveRequest, type EntryForm, type PressForm } from '../../src/editorPage/extrasSaveRequest';

const tests = suite('extrasSaveRequest');

const REFERENCE = { name: 'Stadtfest Fulda', year: 2024 };

const TABLE: [string, EntryForm | PressForm, ExtrasSaveRequest][] = [
  [
    'a new reference: added, the year as a number',
    { kind: 'entry', list: 'references', version: 'r1', values: { name: 'Kulturbahnhof', year: '2025' } },
    { list: 'references', action: 'add', value: { name: 'Kulturbahnhof', year: 2025 }, expectedVersion: 'r1' },
  ],
  [
    'a year that is a word: sent as typed (the server names what is wrong)',
    { kind: 'entry', list: 'references', version: 'r1', values: { name: 'Kulturbahnhof', year: 'letztes Jahr' } },
    { list: 'references', action: 'add', value: { name: 'Kulturbahnhof', year: 'letztes Jahr' }, expectedVersion: 'r1' },
  ],
  [
    'an entry read: edited, with its place and its value as read',
    { kind: 'entry', list: 'references', index: 3, original: REFERENCE, version: 'r2', values: { name: 'Stadtfest Fulda', year: '2023' } },
    {
      list: 'references',
      action: 'edit',
      index: 3,
      value: { name: 'Stadtfest Fulda', year: 2023 },
      original: REFERENCE,
      expectedVersion: 'r2',
    } as ExtrasSaveRequest,
  ],
  [
    'a testimonial: every field, the empty ones as typed',
    { kind: 'entry', list: 'testimonials', version: '', values: { quote: 'Toll!', name: 'Anna', occasion: '', date: '', place: '' } },
    {
      list: 'testimonials',
      action: 'add',
      value: { quote: 'Toll!', name: 'Anna', occasion: '', date: '', place: '' },
      expectedVersion: '',
    } as ExtrasSaveRequest,
  ],
  [
    'a field the form lacks: sent empty',
    { kind: 'entry', list: 'faq', version: 'f1', values: { question: 'Wie lange spielt ihr?' } },
    { list: 'faq', action: 'add', value: { question: 'Wie lange spielt ihr?', answer: '' }, expectedVersion: 'f1' } as ExtrasSaveRequest,
  ],
  [
    'the press texts: all three, the rider a line each, blank lines left out',
    { kind: 'press', version: 'p1', values: { short: 'Kurz.', long: 'Lang.\n\nNoch mehr.', rider: 'Strom\r\n\n  \nBühne 6 × 4 m' } },
    {
      list: 'press',
      action: 'edit',
      value: { short: 'Kurz.', long: 'Lang.\n\nNoch mehr.', rider: ['Strom', 'Bühne 6 × 4 m'] },
      expectedVersion: 'p1',
    },
  ],
  [
    'the press texts, none typed: empty',
    { kind: 'press', version: '', values: {} },
    { list: 'press', action: 'edit', value: { short: '', long: '', rider: [] }, expectedVersion: '' },
  ],
];

for (const [name, form, request] of TABLE) {
  tests(name, () => assert.equal(extrasSaveRequest(form), request));
}

tests.run();
