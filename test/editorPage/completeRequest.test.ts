// A form's save completed for the server: the version it stands on, and the entry as its form was opened on it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { completeRequest } from '../../src/editorPage/completeRequest';
import { gigDraft, songDraft } from '../../src/editorPage/drafts';

const DATA = { versions: { gigs: 'g-now', songs: 's-now' } };
const GIG = { date: '2025-09-13', location: 'Weinfest, Wolfhagen' };
const SONG = { title: 'Africa', artist: 'Toto' };
const openGig = gigDraft(GIG, 3, 'g-then');
const openSong = songDraft(SONG, 0, 's-then');

const CASES: [name: string, request: Parameters<typeof completeRequest>[0], open: Parameters<typeof completeRequest>[2], full: unknown][] =
  [
    [
      'a new gig: the list as loaded',
      { list: 'gigs', action: 'add', value: GIG },
      null,
      { list: 'gigs', action: 'add', value: GIG, expectedVersion: 'g-now' },
    ],
    [
      'a new song, another form open',
      { list: 'songs', action: 'add', value: SONG },
      openGig,
      { list: 'songs', action: 'add', value: SONG, expectedVersion: 's-now' },
    ],
    [
      'an edit: the version and entry its form was opened on',
      { list: 'gigs', action: 'edit', index: 9, value: { ...GIG, info: 'ab 16 Uhr' } },
      openGig,
      { list: 'gigs', action: 'edit', index: 3, value: { ...GIG, info: 'ab 16 Uhr' }, original: GIG, expectedVersion: 'g-then' },
    ],
    [
      'a cancellation',
      { list: 'gigs', action: 'cancel', index: 3, reason: 'Regen' },
      openGig,
      { list: 'gigs', action: 'cancel', index: 3, reason: 'Regen', original: GIG, expectedVersion: 'g-then' },
    ],
    [
      'a removal, confirmed',
      { list: 'songs', action: 'remove', index: 0, confirmed: true },
      openSong,
      { list: 'songs', action: 'remove', index: 0, confirmed: true, original: SONG, expectedVersion: 's-then' },
    ],
    ['an edit with no form open', { list: 'gigs', action: 'edit', index: 3, value: GIG }, null, undefined],
    ['an edit from the other list’s form', { list: 'gigs', action: 'remove', index: 0 }, openSong, undefined],
    ['an edit whose form is a new entry’s', { list: 'gigs', action: 'edit', index: 3, value: GIG }, gigDraft(), undefined],
  ];

for (const [name, request, open, full] of CASES) {
  test(name, () => {
    assert.equal(completeRequest(request, DATA, open), full);
  });
}

test.run();
