// The part Band's typing laid over band.ts read anew (src/editorPage/rebased.ts): what was typed here
// stays, every other value is band.ts's new one. A table: typed, band.ts now → the form's values.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BandValues } from '../../src/editor/bandApi';
import { rebased } from '../../src/editorPage/rebased';
import { BAND_VALUES as BASE } from '../fixtures/bandValues';

const tests = suite('rebased');

/** Typed over BASE, band.ts as it is now → the form's values. */
const TABLE: [string, BandValues, BandValues, BandValues][] = [
  ['nothing typed: band.ts as it is now', BASE, { ...BASE, town: 'Kassel' }, { ...BASE, town: 'Kassel' }],
  ['typed, band.ts unchanged: the typing', { ...BASE, slogan: 'Neu' }, BASE, { ...BASE, slogan: 'Neu' }],
  [
    'a field typed, another changed in band.ts: both',
    { ...BASE, email: 'band@example.org' },
    { ...BASE, town: 'Kassel' },
    { ...BASE, email: 'band@example.org', town: 'Kassel' },
  ],
  [
    'the same field in both: the typing wins',
    { ...BASE, town: 'Fulda-Nord' },
    { ...BASE, town: 'Kassel' },
    { ...BASE, town: 'Fulda-Nord' },
  ],
  [
    'a nested field typed keeps its neighbours from band.ts',
    { ...BASE, phone: { ...BASE.phone, display: '0661 1234' } },
    { ...BASE, phone: { display: '0661 0000', dial: '+4966112345' } },
    { ...BASE, phone: { display: '0661 1234', dial: '+4966112345' } },
  ],
  [
    'a list typed goes whole over band.ts’s list',
    { ...BASE, partners: ['Erika Probe'] },
    { ...BASE, partners: ['Erika Probe', 'Max Attrappe', 'Tom Neu'] },
    { ...BASE, partners: ['Erika Probe'] },
  ],
  [
    'a list not typed takes band.ts’s',
    { ...BASE, email: 'band@example.org' },
    { ...BASE, lineup: [{ name: 'Jana', part: 'Schlagzeug' }] },
    { ...BASE, email: 'band@example.org', lineup: [{ name: 'Jana', part: 'Schlagzeug' }] },
  ],
  ['a number typed', { ...BASE, logDays: 7 }, { ...BASE, town: 'Kassel' }, { ...BASE, logDays: 7, town: 'Kassel' }],
];

for (const [name, ours, theirs, expected] of TABLE) {
  tests(name, () => assert.equal(rebased(ours, BASE, theirs), expected));
}

tests.run();
