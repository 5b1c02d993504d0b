// The refusals of a save of new photos (src/editorPage/newPhotoRefusals.ts), told apart: each photo's
// own at its group, named by its field; the rest above the form. Tables of refusals → what goes where.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { MediaRefusal } from '../../src/editor/mediaApi';
import { newPhotoRefusals, refusalsAboveNewPhotos } from '../../src/editorPage/newPhotoRefusals';

const refusal = (field: string | undefined, message = `zu ${field ?? 'allem'}`): MediaRefusal =>
  field === undefined ? { message } : { message, field };

// ---

const own = suite('newPhotoRefusals');

/** The refusals, the photo's place in the save, how many were saved → the photo's own refusals (message, field). */
const OWN: [string, MediaRefusal[], number, number, MediaRefusal[]][] = [
  ['named by its place with photos.', [refusal('photos.1.alt')], 1, 2, [{ message: 'zu photos.1.alt', field: 'alt' }]],
  ['named by its place alone', [refusal('0.credit')], 0, 2, [{ message: 'zu 0.credit', field: 'credit' }]],
  ['another photo’s', [refusal('photos.1.alt')], 0, 2, []],
  ['a field of the only photo', [refusal('alt')], 0, 1, [refusal('alt')]],
  ['a field without a place, of several photos', [refusal('alt')], 0, 2, []],
  ['no field, of the only photo', [refusal(undefined)], 0, 1, []],
  ['a photo not in the save (-1), alone', [refusal('photos.0.alt')], -1, 1, []],
  [
    'several, in their order',
    [refusal('photos.2.alt'), refusal('photos.0.alt'), refusal('2.credit')],
    2,
    3,
    [
      { message: 'zu photos.2.alt', field: 'alt' },
      { message: 'zu 2.credit', field: 'credit' },
    ],
  ],
];

for (const [name, problems, position, count, expected] of OWN) {
  own(name, () => assert.equal(newPhotoRefusals(problems, position, count), expected));
}

own.run();

// ---

const above = suite('refusalsAboveNewPhotos');

/** The refusals, how many photos were saved → those shown above the form. */
const ABOVE: [string, MediaRefusal[], number, MediaRefusal[]][] = [
  ['one of no field', [refusal(undefined)], 2, [refusal(undefined)]],
  ['a photo’s, by its place', [refusal('photos.1.alt'), refusal('0.credit')], 2, []],
  ['a field without a place, of several photos', [refusal('file')], 2, [refusal('file')]],
  ['a field of the only photo: at the photo', [refusal('alt')], 1, []],
  ['no field, of the only photo', [refusal(undefined)], 1, [refusal(undefined)]],
  [
    'mixed, in their order',
    [refusal(undefined, 'a'), refusal('photos.0.alt'), refusal('upload', 'b')],
    3,
    [refusal(undefined, 'a'), refusal('upload', 'b')],
  ],
];

for (const [name, problems, count, expected] of ABOVE) {
  above(name, () => assert.equal(refusalsAboveNewPhotos(problems, count), expected));
}

above.run();
