// The ids of the part Band's inputs (src/editorPage/inputId.ts): the summary links to them by path.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inputId } from '../../src/editorPage/inputId';

const tests = suite('inputId');

const TABLE: [string, string][] = [
  ['email', 'band-email'],
  ['phone.display', 'band-phone-display'],
  ['lineup.1.name', 'band-lineup-1-name'],
  ['partners.10', 'band-partners-10'],
];

for (const [path, id] of TABLE) tests(`${path} → ${id}`, () => assert.is(inputId(path), id));

tests.run();
