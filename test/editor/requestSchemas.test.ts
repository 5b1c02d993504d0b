// The shapes of the editor's requests (src/editor/requestSchemas.ts): for each schema a table of
// bodies the server takes and bodies it refuses (then it answers 400 and writes nothing). Only the
// shape is judged here; the values are the build's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import type { BandValues } from '../../src/editor/bandApi';
import { SCALAR_FIELDS, withValue } from '../../src/editor/bandFields';
import { extraKeys } from '../../src/editor/extrasFields';
import {
  BandSaveRequestSchema,
  ExtrasSaveRequestSchema,
  HostKeyRequestSchema,
  MediaSaveRequestSchema,
  MetadataRequestSchema,
  PortraitRequestSchema,
  SaveRequestSchema,
} from '../../src/editor/requestSchemas';

/** Every body of `ok` passes `schema`, every one of `no` is refused; a failure names the body. */
function table(schema: v.GenericSchema, ok: unknown[], no: unknown[]) {
  for (const body of ok) assert.ok(v.is(schema, body), `takes ${JSON.stringify(body)}`);
  for (const body of no) assert.not.ok(v.is(schema, body), `refuses ${JSON.stringify(body)}`);
}

const NOT_OBJECTS = [null, undefined, 'text', 7, [], true];

// ---

const save = suite('SaveRequestSchema');

const GIG = { date: '2030-05-01', location: 'Halle', city: 'Fulda' };
const SONG = { title: 'Lied', artist: 'Gruppe' };

save('gigs and songs: added, edited, cancelled, removed', () =>
  table(
    SaveRequestSchema,
    [
      { list: 'gigs', action: 'add', value: GIG, expectedVersion: '' },
      { list: 'gigs', action: 'add', value: GIG, expectedVersion: 'v', confirmed: true },
      { list: 'gigs', action: 'edit', index: 0, value: GIG, original: GIG, expectedVersion: 'v' },
      { list: 'gigs', action: 'cancel', index: 2, reason: 'Krank', original: GIG, expectedVersion: 'v' },
      { list: 'songs', action: 'add', value: SONG, expectedVersion: 'v' },
      { list: 'songs', action: 'edit', index: 1, value: SONG, expectedVersion: 'v' },
      { list: 'songs', action: 'remove', index: 0, original: SONG, expectedVersion: 'v' },
      { list: 'gigs', action: 'remove', index: 0, expectedVersion: 'v' },
    ],
    [
      ...NOT_OBJECTS,
      { list: 'gigs', action: 'add', value: GIG },
      { list: 'gigs', action: 'add', value: GIG, expectedVersion: 1 },
      { list: 'gigs', action: 'add', value: 'Halle', expectedVersion: 'v' },
      { list: 'gigs', action: 'add', value: GIG, expectedVersion: 'v', confirmed: 'ja' },
      { list: 'gigs', action: 'edit', index: -1, value: GIG, expectedVersion: 'v' },
      { list: 'gigs', action: 'edit', index: 1.5, value: GIG, expectedVersion: 'v' },
      { list: 'gigs', action: 'edit', index: '0', value: GIG, expectedVersion: 'v' },
      { list: 'gigs', action: 'edit', index: 0, value: GIG, original: [], expectedVersion: 'v' },
      { list: 'songs', action: 'cancel', index: 0, reason: 'Krank', expectedVersion: 'v' },
      { list: 'gigs', action: 'cancel', index: 0, expectedVersion: 'v' },
      { list: 'photos', action: 'add', value: GIG, expectedVersion: 'v' },
      { list: 'gigs', action: 'move', index: 0, expectedVersion: 'v' },
    ],
  ),
);

save.run();

// ---

const band = suite('BandSaveRequestSchema');

const VALUES: BandValues = {
  name: 'Testband',
  slogan: 'Spielt',
  town: 'Ort',
  contact: { firstName: 'Vor', lastName: 'Nach', role: 'Bass' },
  company: 'Testband GbR',
  legalForm: 'GbR',
  lineup: [{ name: 'Ana', part: 'Gesang' }],
  partners: ['Ana Test'],
  taxId: { label: 'USt-IdNr.', value: 'DE1' },
  providers: { webHost: { name: 'Host', servers: 'hier' }, mail: { name: 'Post', servers: 'dort' } },
  logDays: 7,
  privacyDate: 'Mai 2030',
  address: { street: 'Weg 1', postalCode: '00000', town: 'Ort' },
  email: 'a@example.org',
  phone: { display: '0', dial: '+0' },
  instagram: '',
  portrait: '',
  photoCredit: '',
  siteUrl: 'https://example.org/',
};

band('a version and every field of its kind', () =>
  table(
    BandSaveRequestSchema,
    [
      { expectedVersion: 'v', values: VALUES },
      { expectedVersion: 'v', values: { ...VALUES, logDays: 'sieben' } },
      { expectedVersion: '', values: { ...VALUES, lineup: [], partners: [] } },
    ],
    [
      ...NOT_OBJECTS,
      { values: VALUES },
      { expectedVersion: 'v' },
      { expectedVersion: 'v', values: { ...VALUES, email: 7 } },
      { expectedVersion: 'v', values: { ...VALUES, logDays: null } },
      { expectedVersion: 'v', values: { ...VALUES, contact: undefined } },
      { expectedVersion: 'v', values: { ...VALUES, partners: 'Ana Test' } },
      { expectedVersion: 'v', values: { ...VALUES, partners: [1] } },
      { expectedVersion: 'v', values: { ...VALUES, lineup: [{ name: 'Ole' }] } },
    ],
  ),
);

band('every field of the form is checked: a list where a text belongs is refused, a number only in a number field', () => {
  for (const field of SCALAR_FIELDS) {
    const values = (value: unknown) => withValue(VALUES, field.path, value as string);
    assert.not.ok(v.is(BandSaveRequestSchema, { expectedVersion: 'v', values: values(['x']) }), field.path);
    assert.is(v.is(BandSaveRequestSchema, { expectedVersion: 'v', values: values(12) }), field.kind === 'number', field.path);
    assert.ok(v.is(BandSaveRequestSchema, { expectedVersion: 'v', values: values('Text') }), field.path);
  }
});

band.run();

// ---

const media = suite('MediaSaveRequestSchema');

const PHOTO = { file: 'a.jpg', alt: 'Bühne', credit: 'Ana' };

media('each action with its fields', () =>
  table(
    MediaSaveRequestSchema,
    [
      { action: 'add-photos', photos: [{ upload: 'u1', alt: '', credit: '' }], expectedVersion: '' },
      { action: 'add-photos', photos: [], expectedVersion: 'v' },
      { action: 'edit-photo', index: 0, alt: 'Neu', credit: 'Ana', original: PHOTO, expectedVersion: 'v' },
      { action: 'title-photo', index: 1, original: PHOTO, expectedVersion: 'v' },
      { action: 'remove-photo', index: 0, original: PHOTO, expectedVersion: 'v' },
      { action: 'add-video', address: 'https://youtu.be/x', title: 'Live', poster: '', expectedVersion: 'v' },
      { action: 'remove-video', index: 0, original: { title: 'Live' }, expectedVersion: 'v' },
      { action: 'add-audio', upload: 'u2', title: 'Demo', expectedVersion: 'v' },
      { action: 'remove-audio', index: 0, original: { title: 'Demo' }, expectedVersion: 'v' },
    ],
    [
      ...NOT_OBJECTS,
      { action: 'add-photos', photos: [{ upload: 'u1', alt: '' }], expectedVersion: 'v' },
      { action: 'add-photos', photos: 'u1', expectedVersion: 'v' },
      { action: 'add-photos', photos: [] },
      { action: 'edit-photo', index: 0, alt: 'Neu', original: PHOTO, expectedVersion: 'v' },
      { action: 'edit-photo', index: 0, alt: 'Neu', credit: 'Ana', expectedVersion: 'v' },
      { action: 'title-photo', index: -1, original: PHOTO, expectedVersion: 'v' },
      { action: 'remove-photo', index: 0, original: 'a.jpg', expectedVersion: 'v' },
      { action: 'add-video', address: 'https://youtu.be/x', title: 'Live', expectedVersion: 'v' },
      { action: 'add-audio', title: 'Demo', expectedVersion: 'v' },
      { action: 'rotate-photo', index: 0, original: PHOTO, expectedVersion: 'v' },
    ],
  ),
);

media.run();

// ---

const portrait = suite('PortraitRequestSchema');

portrait('a photo of photos/ or an upload, with its credit', () =>
  table(
    PortraitRequestSchema,
    [
      { file: 'a.jpg', credit: 'Ana', expectedVersion: 'v' },
      { file: '', credit: '', expectedVersion: '' },
      { upload: 'u1', credit: 'Ana', expectedVersion: 'v' },
    ],
    [
      ...NOT_OBJECTS,
      { credit: 'Ana', expectedVersion: 'v' },
      { file: 'a.jpg', expectedVersion: 'v' },
      { file: 'a.jpg', credit: 'Ana' },
      { upload: 7, credit: 'Ana', expectedVersion: 'v' },
    ],
  ),
);

portrait.run();

// ---

const metadata = suite('MetadataRequestSchema');

metadata('a file of photos/ or audio/', () =>
  table(
    MetadataRequestSchema,
    [
      { folder: 'photos', file: 'a.jpg' },
      { folder: 'audio', file: 'b.mp3' },
    ],
    [...NOT_OBJECTS, { folder: 'videos', file: 'a.mp4' }, { folder: 'photos' }, { folder: 'photos', file: ['a.jpg'] }, { file: 'a.jpg' }],
  ),
);

metadata.run();

// ---

const extras = suite('ExtrasSaveRequestSchema');

extras('a list change or the press texts', () =>
  table(
    ExtrasSaveRequestSchema,
    [
      { list: 'faq', action: 'add', value: { question: 'Wie?', answer: 'So.' }, expectedVersion: '' },
      { list: 'references', action: 'add', value: { name: 'Hoffest', year: 'zwanzig' }, expectedVersion: '' },
      { list: 'references', action: 'add', value: { name: 'Hoffest', year: 2030 }, expectedVersion: '' },
      { list: 'testimonials', action: 'edit', index: 0, value: {}, original: { quote: 'Gut' }, expectedVersion: 'v' },
      { list: 'lineups', action: 'remove', index: 0, original: { name: 'Trio' }, expectedVersion: 'v' },
      { list: 'press', action: 'edit', value: { short: '', long: '', rider: [] }, expectedVersion: '' },
    ],
    [
      ...NOT_OBJECTS,
      { list: 'faq', action: 'add', value: { question: 'Wie?', colour: 'rot' }, expectedVersion: '' },
      { list: 'faq', action: 'add', value: { question: ['Wie?'] }, expectedVersion: '' },
      { list: 'gigs', action: 'add', value: {}, expectedVersion: '' },
      { list: 'faq', action: 'remove', index: -1, original: {}, expectedVersion: '' },
      { list: 'faq', action: 'remove', index: 0, expectedVersion: '' },
      { list: 'faq', action: 'edit', index: 0, value: {}, expectedVersion: '' },
      { list: 'faq', action: 'add', value: {} },
      { list: 'press', action: 'add', value: { short: '', long: '', rider: [] }, expectedVersion: '' },
      { list: 'press', action: 'edit', value: { short: '', long: '', rider: [1] }, expectedVersion: '' },
      { list: 'press', action: 'edit', value: { short: '', rider: [] }, expectedVersion: '' },
    ],
  ),
);

extras('every key of each list is taken, as a text or a number', () => {
  for (const list of ['testimonials', 'references', 'faq', 'lineups'] as const) {
    for (const key of extraKeys(list)) {
      for (const value of ['Text', 12]) {
        const body = { list, action: 'add', value: { [key]: value }, expectedVersion: '' };
        assert.ok(v.is(ExtrasSaveRequestSchema, body), `${list}.${key}`);
      }
      assert.not.ok(v.is(ExtrasSaveRequestSchema, { list, action: 'add', value: { [key]: true }, expectedVersion: '' }), `${list}.${key}`);
    }
  }
});

extras.run();

// ---

const hostKey = suite('HostKeyRequestSchema');

hostKey('an offer’s id, as a text', () =>
  table(HostKeyRequestSchema, [{ id: 'k7Qx2' }, { id: '' }], [...NOT_OBJECTS, {}, { id: 7 }, { id: ['k7Qx2'] }, { key: 'k7Qx2' }]),
);

hostKey.run();
